// One completed deal (masked title): game, title, price and how long ago. Used by home's 最近成交 ticker
// (dense: one line) and the finish screen (two lines).
import { Flex, Stack, Text } from '@chakra-ui/react';
import type { DealRecord } from '@/contract/types.ts';
import { formatPrice, fromNow, orDash } from '@/lib/format.ts';

function GameChip({ name }: { name: string }) {
  return (
    <Text as="span" fontSize="2xs" color="brand.fg" bg="brand.subtle" px="1.5" py="0.5" borderRadius="sm" flexShrink={0}
      maxW="24" truncate>
      {orDash(name)}
    </Text>
  );
}

export function DealRow({ deal, now, dense = false }: { deal: DealRecord; now?: number; dense?: boolean }) {
  if (dense) {
    return (
      <Flex align="center" gap="2" h="8" data-testid="deal-row">
        <GameChip name={deal.gameName} />
        <Text fontSize="xs" flex="1" minW="0" truncate>{orDash(deal.title)}</Text>
        <Text fontSize="xs" color="price" fontWeight="semibold" flexShrink={0}>{formatPrice(deal.price)}</Text>
        <Text fontSize="2xs" color="fg.muted" flexShrink={0} minW="12" textAlign="right">{fromNow(deal.dealTime, now)}</Text>
      </Flex>
    );
  }
  return (
    <Flex align="center" gap="3" py="3" data-testid="deal-row">
      <Stack gap="1" flex="1" minW="0">
        <Flex align="center" gap="2" minW="0">
          <GameChip name={deal.gameName} />
          <Text fontSize="sm" truncate>{orDash(deal.title)}</Text>
        </Flex>
        <Text fontSize="2xs" color="fg.muted">{fromNow(deal.dealTime, now)}成交</Text>
      </Stack>
      <Text fontSize="md" color="price" fontWeight="bold" flexShrink={0}>{formatPrice(deal.price)}</Text>
    </Flex>
  );
}
