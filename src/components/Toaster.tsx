// The toast view, loaded with the first toast (see toast.ts). Mounted by the app provider.
import { Portal, Stack } from '@chakra-ui/react';
import { Toaster as ChakraToaster, Toast } from '@/components/chakra/toast.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { toaster } from './toasterStore.ts';

export default function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} aria-label={zhCN.common.notifications} insetInline="4">
        {(item) => (
          <Toast.Root width="auto" mx="auto" py="2.5" px="4" minH="0">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title && <Toast.Title fontSize="sm">{item.title}</Toast.Title>}
              {item.description && <Toast.Description>{item.description}</Toast.Description>}
            </Stack>
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
