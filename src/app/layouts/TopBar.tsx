// The sticky top bar: back (to the previous page, or home when the app was opened here), the title, and a
// right-hand slot that screens fill through <Page actions>.
import type { ReactNode, Ref } from 'react';
import { Box, Flex, Heading, IconButton } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { ChevronLeftIcon } from '@/components/icons.tsx';
import { zhCN } from '@/locales/zh-CN.ts';
import { paths } from '@/config/paths.ts';
import { useShellState } from '@/components/shell.ts';

/** React Router keeps the position in its history stack as history.state.idx; 0 means we are the first page. */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

// The title keeps clear of the non-production corner tools docked after the back button (src/dev/corner.ts): they
// set --dev-corner-inset to their right edge, and the title, centred, is bounded by it on both sides (truncated
// sooner), never to less than 4 characters' width. Unset (production, or the tools hidden) it is the usual 56 px.
const TITLE_INSET = 'max(var(--chakra-spacing-14), min(var(--dev-corner-inset, 0px), calc(50% - var(--chakra-spacing-8))))';

export function TopBar({ routeTitle, showBack, actionsRef, extra }: {
  /** Shown unless the screen gives its own (<Page title>). */
  routeTitle: string;
  showBack: boolean;
  actionsRef: Ref<HTMLDivElement>;
  extra?: ReactNode;
}) {
  const title = useShellState().title ?? routeTitle;
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
        <Heading as="h1" fontSize="md" fontWeight="semibold" position="absolute" left={TITLE_INSET} right={TITLE_INSET} textAlign="center"
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
