// Small building blocks of the order screens: a card section, label/value lines, the goods box.
import type { ReactNode } from 'react';
import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import { paths } from '@/config/paths.ts';
import { SectionCard, type SectionCardProps } from '@/components/SectionCard.tsx';
import { formatPrice, orDash } from '@/lib/format.ts';

export function Section(props: SectionCardProps) {
  return <SectionCard mx="3" mt="3" {...props} />;
}

/** One "label ……… value" line. */
export function InfoRow({ label, children, strong, tone }: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  tone?: 'price' | 'trust' | 'muted';
}) {
  const color = tone === 'price' ? 'price' : tone === 'trust' ? 'trust' : tone === 'muted' ? 'fg.muted' : 'fg';
  return (
    <Flex justify="space-between" align="center" gap="4" py="1.5" fontSize="sm">
      <Text color="fg.muted" flexShrink="0">{label}</Text>
      <Flex align="center" gap="2" minW="0" color={color} fontWeight={strong ? 'semibold' : 'normal'} textAlign="right"
        fontSize={strong ? 'md' : 'sm'} wordBreak="break-all">
        {children}
      </Flex>
    </Flex>
  );
}

export interface GoodsBoxData {
  goodsId: number;
  title: string;
  titleImg: string;
  gameName: string;
  qufu?: string;
  /** Left out where the card says the price elsewhere (the seller's money lines). */
  price?: number;
}

/** The compact goods box of an order: image, title, game · 区服, price; tapping opens the goods. */
export function OrderGoodsBox({ goods, link = true, priceLabel }: { goods: GoodsBoxData; link?: boolean; priceLabel?: string }) {
  const body = (
    <Flex gap="3" align="stretch">
      <Image src={assetUrl(goods.titleImg) || undefined} alt={orDash(goods.title)} boxSize="20" flexShrink="0" objectFit="cover"
        borderRadius="lg" bg="bg.muted" loading="lazy" decoding="async" />
      <Stack gap="1" flex="1" minW="0" justify="space-between">
        <Text fontSize="sm" fontWeight="medium" lineClamp="2" lineHeight="1.45">{orDash(goods.title)}</Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {[goods.gameName, goods.qufu].filter(Boolean).join(' · ')}
        </Text>
        {goods.price !== undefined && (
          <Text fontSize="sm" color="price" fontWeight="semibold">
            {priceLabel && <Text as="span" color="fg.muted" fontWeight="normal" fontSize="xs" mr="1">{priceLabel}</Text>}
            {formatPrice(goods.price)}
          </Text>
        )}
      </Stack>
    </Flex>
  );
  if (!link) return body;
  return (
    <Box asChild display="block" _active={{ opacity: 0.8 }}>
      <Link to={paths.goodDetail(goods.goodsId)}>{body}</Link>
    </Box>
  );
}
