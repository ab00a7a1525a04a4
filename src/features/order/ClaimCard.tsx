// The order's 售后 claim, for the buyer who made it and the seller it concerns: type, state, what the buyer wrote
// and the evidence pictures (tap to enlarge), then the platform's answer and when — or, while 处理中, what happens
// next. A backend that sends only `afterSaleId` gets the short line the live site shows.
import { lazy, Suspense, useState } from 'react';
import { Box, chakra, Flex, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { Link as ChakraLink } from '@/components/chakra/link.ts';
import { Link } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import type { AfterSale, Order } from '@/contract/types.ts';
import { AfterSaleStatus } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/format.ts';
import { Section } from './parts.tsx';
import type { OrderSide } from '@/api/order.queries.ts';

const ImageViewer = lazy(() => import('@/components/ImageViewer.tsx'));

const STATE_PALETTE: Record<AfterSaleStatus, string> = {
  [AfterSaleStatus.open]: 'orange', [AfterSaleStatus.resolved]: 'green', [AfterSaleStatus.rejected]: 'gray',
};
const when = (time: string) => formatDate(time, 'YYYY-MM-DD HH:mm');

function Claim({ claim, side }: { claim: AfterSale; side: OrderSide }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const open = claim.status === AfterSaleStatus.open;
  return (
    <Box fontSize="sm">
      <Flex align="center" gap="2">
        <Text flex="1" minW="0">售后单号 {claim.id} · {claim.type}</Text>
        <Badge size="sm" colorPalette={STATE_PALETTE[claim.status]} data-testid="claim-status">{claim.status}</Badge>
      </Flex>
      <Text fontSize="xs" color="fg.subtle" mt="0.5">{side === 'buy' ? '申请时间' : '买家申请于'} {when(claim.createTime)}</Text>
      <Text mt="2" lineHeight="1.7" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="claim-reason">{claim.reason}</Text>
      {claim.images.length > 0 && (
        <SimpleGrid columns={4} gap="2" mt="2" maxW="80" data-testid="claim-images">
          {claim.images.map((src, i) => (
            <chakra.button key={`${src}-${i}`} type="button" aria-label={`查看凭证图片 ${i + 1}`} onClick={() => setViewing(i)}
              borderRadius="md" overflow="hidden" bg="bg.muted" aspectRatio={1}>
              <Image src={assetUrl(src)} alt="" w="full" h="full" objectFit="cover" loading="lazy" decoding="async" />
            </chakra.button>
          ))}
        </SimpleGrid>
      )}
      {claim.reply ? (
        <Box mt="3" bg="bg.muted" borderRadius="lg" px="3" py="2.5" data-testid="claim-reply">
          <Flex justify="space-between" align="baseline" gap="2">
            <Text fontSize="xs" fontWeight="semibold" color="brand.fg">{side === 'buy' ? '平台处理意见' : '平台答复买家'}</Text>
            {claim.replyTime && <Text fontSize="2xs" color="fg.subtle">{when(claim.replyTime)}</Text>}
          </Flex>
          <Text mt="1" lineHeight="1.7" whiteSpace="pre-wrap" wordBreak="break-word">{claim.reply}</Text>
        </Box>
      ) : open && (
        <Text mt="2" fontSize="xs" color="fg.muted">
          {side === 'buy' ? '客服将在 24 小时内处理，处理期间不能再次申请；结果会通过消息通知您。'
            : '客服会联系您核实情况，请保持电话畅通；处理结果会通过消息通知您。'}
        </Text>
      )}
      {viewing !== null && (
        <Suspense fallback={null}>
          <ImageViewer images={claim.images.map((url, i) => ({ url, name: `凭证图片 ${i + 1}` }))} start={viewing}
            onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </Box>
  );
}

export function ClaimCard({ order, side }: { order: Order; side: OrderSide }) {
  return (
    <Section title={side === 'buy' ? '售后申请' : '买家售后申请'} data-testid="after-sale-info">
      {order.afterSale ? <Claim claim={order.afterSale} side={side} /> : (
        <Text fontSize="sm">已提交售后申请（售后单号 {order.afterSaleId}），客服将在 24 小时内处理，结果会通过消息通知您。</Text>
      )}
      <ChakraLink asChild fontSize="sm" color="brand.fg" mt="2">
        <Link to={paths.contactkefu(undefined, order.no)}>{order.afterSale?.status === AfterSaleStatus.open || !order.afterSale ? '联系客服了解进度' : '对结果有疑问？联系客服'}</Link>
      </ChakraLink>
    </Section>
  );
}
