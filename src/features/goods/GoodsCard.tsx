// One goods in a list: cover, title, 区服, key attribute chips, badges and price, linking to goodDetail.
// layout 'grid' is the two-column 图文 card; 'list' is a row with the cover on the left.
// Used by goodList, home (顶级账号), hire, finish, collect, Mybrowsing and the detail's recommendations.
import { memo, useDeferredValue, type ReactNode } from 'react';
import { Box, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import type { Goods } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { gameTemplateQuery } from '@/api/game.queries.ts';
import { formatPrice, orDash } from '@/lib/format.ts';
import { GoodsBadges } from './GoodsBadges.tsx';
import { keyChips, qufuLine } from './attributes.ts';

export interface GoodsCardProps {
  goods: Goods;
  layout: 'grid' | 'list';
  /** Extra line under the price (e.g. 浏览时间 in the history). */
  footer?: ReactNode;
  /** Eager cover for the first cards above the fold. */
  priority?: boolean;
}

/**
 * The game's template only when a screen already loaded it (goodList does): a card never fetches it. When it
 * arrives, every card on the page re-renders for its chips: deferred, so they do so in an interruptible render
 * (see lib/useDeferredQuery.ts) rather than in one long task.
 */
function useCachedTemplate(gameId: number) {
  return useDeferredValue(useQuery({ ...gameTemplateQuery(gameId), enabled: false }).data);
}

// Memoised: goodList re-renders on every change of its URL (a filter, the view); a card whose goods and layout
// did not change skips that render.
export const GoodsCard = memo(function GoodsCard({ goods, layout, footer, priority = false }: GoodsCardProps) {
  const template = useCachedTemplate(goods.gameId);
  const chips = keyChips(goods, template, layout === 'grid' ? 2 : 3);
  const qufu = [goods.gameName, qufuLine(goods)].filter(Boolean).join(' · ');
  const grid = layout === 'grid';

  const cover = (
    // Screenshots are 16:9; the list's thumbnail crops them a little to stay compact.
    <Box position="relative" flexShrink={0} w={grid ? 'full' : '28'} aspectRatio={grid ? 16 / 9 : 4 / 3} alignSelf="flex-start"
      bg="gray.100" borderRadius={grid ? undefined : 'md'} overflow="hidden">
      <Image src={assetUrl(goods.titleImg) || undefined} alt={orDash(goods.title)} loading={priority ? 'eager' : 'lazy'} decoding="async"
        w="full" h="full" objectFit="cover" />
      {goods.isTop && (
        <Text position="absolute" top="0" left="0" px="1.5" py="0.5" fontSize="2xs" fontWeight="semibold"
          color="white" bg="brand.solid" borderBottomRightRadius="md">
          顶级
        </Text>
      )}
    </Box>
  );

  const body = (
    <Stack gap="1.5" flex="1" minW="0" p={grid ? '2' : '0'}>
      <Text fontSize="sm" fontWeight="medium" lineClamp={2} lineHeight="short" color="fg" wordBreak="break-all">
        {orDash(goods.title)}
      </Text>
      {qufu && <Text fontSize="xs" color="fg.muted" truncate>{qufu}</Text>}
      {chips.length > 0 && (
        // One line of whole chips: those that do not fit wrap out of sight instead of being squeezed.
        <HStack gap="1" overflow="hidden" flexWrap="wrap" h="4.5" alignItems="flex-start">
          {chips.map((chip) => (
            <Text key={chip} as="span" fontSize="2xs" lineHeight="1" h="4.5" display="inline-flex" alignItems="center"
              color="fg.muted" bg="bg.muted" px="1.5" borderRadius="sm" whiteSpace="nowrap" overflow="hidden" maxW="full"
              flexShrink={0}>
              {chip}
            </Text>
          ))}
        </HStack>
      )}
      <GoodsBadges goods={goods} size={grid ? 'xs' : 'sm'} />
      <Flex align="baseline" justify="space-between" mt="auto" gap="2">
        <Text color="price" fontWeight="bold" fontSize="md" data-testid="goods-price">
          {formatPrice(goods.newPrice)}
        </Text>
        {footer}
      </Flex>
    </Stack>
  );

  return (
    <Box asChild display="flex" flexDirection={grid ? 'column' : 'row'} gap={grid ? '0' : '3'} p={grid ? '0' : '3'}
      bg="bg.surface" borderRadius="lg" overflow="hidden" color="inherit" textDecoration="none" h="full"
      _active={{ opacity: 0.85 }} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}>
      <Link to={paths.goodDetail(goods.id)} data-testid="goods-card">
        {cover}
        {body}
      </Link>
    </Box>
  );
});
