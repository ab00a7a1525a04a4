// The sticky top bar: back (to the previous page, or home when the app was opened here), the title, and a
// right-hand slot that screens fill through <Page actions>.
import type { ReactNode, Ref } from 'react';
import { Box, Flex, Heading, IconButton } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { ChevronLeftIcon } from '@/components/icons.tsx';
import { zhCN } from '@/locales/zh-CN.ts';
import { paths } from '@/config/paths.ts';

/** React Router keeps the position in its history stack as history.state.idx; 0 means we are the first page. */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function TopBar({ title, showBack, actionsRef, extra }: {
  title: string;
  showBack: boolean;
  actionsRef: Ref<HTMLDivElement>;
  extra?: ReactNode;
}) {
  const navigate = useNavigate();
  const goBack = () => {
    if (hasHistory()) navigate(-1);
    else navigate(paths.home, { replace: true });
  };
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg.surface" borderBottomWidth="1px" borderColor="border.muted">
      <Flex h="topBar" align="center" position="relative" px="1">
        <Box minW="10">
          {showBack && (
            <IconButton aria-label={zhCN.common.back} variant="ghost" size="sm" onClick={goBack} color="fg">
              <ChevronLeftIcon boxSize="5" />
            </IconButton>
          )}
        </Box>
        <Heading as="h1" fontSize="md" fontWeight="semibold" position="absolute" left="14" right="14" textAlign="center"
          truncate data-testid="page-title">
          {title}
        </Heading>
        <Flex ml="auto" align="center" gap="1" pr="2" minW="10" justify="flex-end">
          <Flex ref={actionsRef} align="center" gap="1" />
          {extra}
        </Flex>
      </Flex>
    </Box>
  );
}
