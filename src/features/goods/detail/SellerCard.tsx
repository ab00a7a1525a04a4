// 卖家信息 on the goods page: who sells it (the name masked by the backend, as the leaders show it), 实名, how their
// trades ended (成交, 好评率) and one tap to everything else they have on sale. The same card on the seller's own
// goods as a buyer sees it. A backend without `seller` (the live one) gets no card: the live site shows none.
import { Box, Button, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import type { GoodsSeller } from '@/contract/types.ts';
import { RealNameStatus } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { ChevronRightIcon } from '@/components/icons.tsx';
import { tradeFigures } from '@/lib/tradeFigures.ts';

export function SellerCard({ seller, sellerId }: { seller: GoodsSeller | undefined; sellerId: number }) {
  if (!seller) return null;
  const verified = seller.realNameStatus === RealNameStatus.verified;
  const figures = tradeFigures(seller.dealCount, seller.goodRate);
  return (
    <Box as="section" aria-labelledby="seller-card-title" bg="bg.surface" px="4" py="3.5" data-testid="seller-card">
      <Heading as="h2" id="seller-card-title" fontSize="sm" fontWeight="semibold" mb="2.5">卖家信息</Heading>
      <Flex align="center" gap="3">
        <Image src={assetUrl(seller.avatar) || undefined} alt="" boxSize="11" borderRadius="full" bg="bg.muted" flexShrink={0}
          objectFit="cover" loading="lazy" decoding="async" />
        <Box flex="1" minW="0">
          <Flex align="center" gap="2" minW="0">
            <Text fontSize="sm" fontWeight="semibold" truncate data-testid="seller-name">{seller.nickName}</Text>
            <Text as="span" flexShrink={0} px="1.5" py="0.5" borderRadius="sm" fontSize="2xs" lineHeight="1.3"
              bg={verified ? 'green.50' : 'bg.muted'} color={verified ? 'trust' : 'fg.muted'} data-testid="seller-realname">
              {verified ? '✓ 已实名' : '未实名'}
            </Text>
          </Flex>
          {/* 好评率 = ended orders without an upheld claim ÷ ended orders (docs/product.md); none while nothing has ended. */}
          <Flex fontSize="xs" color="fg.muted" wrap="wrap" columnGap="2" mt="0.5" data-testid="seller-figures">
            {(figures ?? []).map((f) => <Text as="span" key={f} whiteSpace="nowrap">{f}</Text>)}
            {seller.goodRate === undefined && <Text as="span" whiteSpace="nowrap">暂无已完成的交易</Text>}
          </Flex>
        </Box>
      </Flex>
      {seller.onSaleCount > 0 ? (
        <Button asChild size="sm" variant="subtle" colorPalette="gray" w="full" mt="3" justifyContent="space-between" fontWeight="normal">
          <Link to={paths.goodList({ createId: sellerId })} data-testid="seller-goods">
            <Text as="span">在售 <Text as="span" fontWeight="semibold">{seller.onSaleCount}</Text> 件</Text>
            <Text as="span" display="inline-flex" alignItems="center" color="fg.muted" fontSize="xs">查看卖家的全部在售<ChevronRightIcon boxSize="3.5" /></Text>
          </Link>
        </Button>
      ) : (
        <Text fontSize="xs" color="fg.muted" mt="3">该卖家暂无其他在售商品</Text>
      )}
    </Box>
  );
}
