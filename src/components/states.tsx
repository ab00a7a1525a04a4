// The three states every data screen has besides its content, with the generic Chinese labels.
import type { ReactNode } from 'react';
import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { AlertIcon, InboxIcon } from './icons.tsx';
import { errorMessage } from '@/api/client.ts';
import { zhCN } from '@/locales/zh-CN.ts';

interface StateProps {
  /** Less vertical room, for a section inside a page rather than a whole page. */
  compact?: boolean;
}

function StateFrame({ compact, children, label }: StateProps & { children: ReactNode; label?: string }) {
  return (
    <Stack align="center" justify="center" gap="3" py={compact ? '6' : '16'} px="6" textAlign="center" color="fg.muted"
      role="status" aria-label={label}>
      {children}
    </Stack>
  );
}

/** 加载中 with a spinner. */
export function LoadingState({ compact, text = zhCN.common.loading }: StateProps & { text?: string }) {
  return (
    <StateFrame compact={compact} label={text}>
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <Text fontSize="sm">{text}…</Text>
    </StateFrame>
  );
}

/** 暂无数据 (or a more precise text), with an optional action such as 去逛逛. */
export function EmptyState({ compact, text = zhCN.common.empty, action }: StateProps & { text?: string; action?: ReactNode }) {
  return (
    <StateFrame compact={compact}>
      <Box color="gray.300"><InboxIcon boxSize={compact ? '10' : '14'} /></Box>
      <Text fontSize="sm">{text}</Text>
      {action}
    </StateFrame>
  );
}

/** A Chinese message (the server's msg when there is one) and 重试. */
export function ErrorState({ compact, error, message, onRetry }: StateProps & {
  error?: unknown;
  message?: string;
  onRetry?: () => void;
}) {
  const text = message ?? (error === undefined ? zhCN.errors.loadFailed : errorMessage(error));
  return (
    <Stack align="center" justify="center" gap="3" py={compact ? '6' : '16'} px="6" textAlign="center" role="alert">
      <Box color="red.400"><AlertIcon boxSize={compact ? '10' : '14'} /></Box>
      <Text fontSize="sm" color="fg.muted">{text}</Text>
      {onRetry && (
        <Button size="sm" variant="outline" colorPalette="brand" onClick={onRetry} minW="24">
          {zhCN.common.retry}
        </Button>
      )}
    </Stack>
  );
}
