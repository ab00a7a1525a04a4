// The coloured head of orderDetail: status, what happens next, and the payment countdown while unpaid.
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import type { Countdown } from './hooks.ts';
import { formatCountdown, formatCountdownText } from './time.ts';
import type { StatusTone, StatusView } from './status.ts';

const BACKGROUNDS: Record<StatusTone, string> = {
  warning: 'linear-gradient(135deg, #FF8A1F 0%, #FF5A1F 100%)',
  info: 'linear-gradient(135deg, #3B82F6 0%, #2563EB 100%)',
  success: 'linear-gradient(135deg, #22B573 0%, #15965A 100%)',
  muted: 'linear-gradient(135deg, #8A94A6 0%, #6B7385 100%)',
  danger: 'linear-gradient(135deg, #F0625A 0%, #D9413A 100%)',
};

export function StatusHeader({ view, countdown }: { view: StatusView; countdown: Countdown }) {
  const showTimer = countdown.active && !countdown.expired;
  return (
    <Box bgImage={BACKGROUNDS[view.tone]} color="white" px="5" pt="5" pb="6" data-testid="order-status">
      <Flex align="center" justify="space-between" gap="3">
        <Text as="h2" fontSize="xl" fontWeight="bold" data-testid="order-status-label">{view.label}</Text>
        {showTimer && (
          <HStack gap="1.5" bg="whiteAlpha.300" borderRadius="full" px="3" py="1" fontSize="sm"
            role="timer" aria-label={`剩余支付时间 ${formatCountdownText(countdown.remaining)}`}>
            <Text>剩余</Text>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="pay-countdown">
              {formatCountdown(countdown.remaining)}
            </Text>
          </HStack>
        )}
      </Flex>
      {view.hint && <Text fontSize="sm" mt="1.5" opacity={0.92}>{view.hint}</Text>}
    </Box>
  );
}
