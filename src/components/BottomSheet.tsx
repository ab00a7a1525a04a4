// The bottom sheet of the app (goods list 区服 / 筛选, 包赔介绍, 交易须知, 微信支付, 申请售后): the full width of
// the phone, the 540 px column on a desktop, a centred title, a scrolling body and an optional footer.
// Open it through `lazyWhenOpen` or `lazy()`: a closed Chakra Drawer still costs ≈ 20 KB (docs/frontend.md).
import { useRef, type ReactNode } from 'react';
import { CloseButton, Portal } from '@chakra-ui/react';
import { Drawer } from '@/components/chakra/drawer.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { MODAL_CONTENT, MODAL_ROOT, usePageScrollLock } from './overlay.ts';

export interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Not closable by the backdrop or Esc (a payment in progress). */
  modal?: boolean;
}

export function BottomSheet({ open, onOpenChange, title, children, footer, modal }: BottomSheetProps) {
  // Focus the close button, not the first input: a phone would open its keyboard over the sheet.
  const closeRef = useRef<HTMLButtonElement>(null);
  usePageScrollLock(open);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="bottom" {...MODAL_ROOT}
      closeOnInteractOutside={!modal} closeOnEscape={!modal} initialFocusEl={() => closeRef.current} lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner justifyContent="center">
          <Drawer.Content {...MODAL_CONTENT} maxW="column" w="full" mx="auto" borderTopRadius="2xl" maxH="85dvh"
            pb={footer ? undefined : 'env(safe-area-inset-bottom)'}>
            <Drawer.Header py="3" px="4" borderBottomWidth="1px" borderColor="border.muted">
              <Drawer.Title fontSize="md" textAlign="center" w="full">{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="4" py="4" overflowY="auto">{children}</Drawer.Body>
            {footer && (
              <Drawer.Footer px="4" py="3" gap="3" borderTopWidth="1px" borderColor="border.muted"
                pb="calc(var(--chakra-spacing-3) + env(safe-area-inset-bottom))">
                {footer}
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton ref={closeRef} size="sm" color="fg.muted" aria-label={zhCN.common.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
