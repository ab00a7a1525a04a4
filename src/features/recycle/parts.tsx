// Small pieces shared by the recycle screens: the request's picture, a status badge, the request card.
import type { ReactNode } from 'react';
import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { assetUrl } from '@/api/client.ts';
import { formatPrice } from '@/lib/format.ts';
import { tradeFigures } from '@/lib/tradeFigures.ts';
import { firstImage } from './images.ts';
import { TONE_PALETTE, type StatusView } from './status.ts';

export function StatusBadge({ view }: { view: StatusView }) {
  return <Badge colorPalette={TONE_PALETTE[view.tone]} variant="subtle" flexShrink="0">{view.label}</Badge>;
}

/** The first picture of an img field, or a grey placeholder saying 暂无图片. */
export function RequestPicture({ img, alt, size = '20' }: { img: unknown; alt: string; size?: string }) {
  const url = firstImage(img);
  if (!url) {
    return (
      <Flex boxSize={size} flexShrink="0" borderRadius="lg" bg="bg.muted" align="center" justify="center">
        <Text fontSize="2xs" color="fg.subtle">暂无图片</Text>
      </Flex>
    );
  }
  return (
    <Image src={assetUrl(url)} alt={alt} boxSize={size} flexShrink="0" objectFit="cover" borderRadius="lg" bg="bg.muted"
      loading="lazy" decoding="async" />
  );
}

/** Picture, game, 区服, 描述 and 期望价格 of a request (or a deal's snapshot). */
export function RequestSummary({ img, gameName, region, des, price, priceLabel = '期望价格', extra }: {
  img: unknown;
  gameName: string;
  region: string;
  des: string;
  price: number;
  priceLabel?: string;
  extra?: ReactNode;
}) {
  return (
    <Flex gap="3" align="stretch">
      <RequestPicture img={img} alt={`${gameName}账号截图`} />
      <Stack gap="1" flex="1" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate>{[gameName, region].filter(Boolean).join(' · ')}</Text>
        <Text fontSize="xs" color="fg.muted" lineClamp="2" lineHeight="1.5">{des || '未填写描述'}</Text>
        <Box mt="auto" fontSize="sm">
          <Text as="span" color="fg.muted" fontSize="xs" mr="1">{priceLabel}</Text>
          <Text as="span" color="price" fontWeight="semibold">{formatPrice(price)}</Text>
          {extra}
        </Box>
      </Stack>
    </Flex>
  );
}

/** A merchant as a seller judges it: the name, and its 成交量 (好评率) when the backend sends them. */
export function MerchantName({ name, dealCount, goodRate, size = 'sm' }: {
  name: string;
  dealCount?: number;
  goodRate?: number;
  size?: 'sm' | 'md';
}) {
  const figures = tradeFigures(dealCount, goodRate);
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize={size} fontWeight={size === 'md' ? 'semibold' : 'normal'} truncate>{name}</Text>
      {figures && (
        // Each figure stays whole; in a narrow column 好评率 goes to the next line.
        <Flex fontSize="2xs" color="fg.muted" wrap="wrap" columnGap="1.5" data-testid="merchant-figures">
          {figures.map((f) => <Text as="span" key={f} whiteSpace="nowrap">{f}</Text>)}
        </Flex>
      )}
    </Stack>
  );
}
