// The deal after 接受报价, on top of 报价列表 (the request's own page, so a 交易消息, a 竞价中心 row and the bid list
// all open the same place): its state and what the seller does now, the steps, the merchant, the account, the
// deal number and 联系客服. Polls until the deal ends. Without the deal's answer (a backend without
// GET /backOrder/detail) the page shows what the live site shows: the note sending the seller to 竞价中心.
import type { ReactNode } from 'react';
import { Box, Button, Flex, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import type { BackOrder } from '@/contract/types.ts';
import { BackOrderStatus } from '@/contract/statuses.ts';
import { RECYCLE_PAY_WINDOW_TEXT } from '@/contract/recycleDeal.ts';
import { paths } from '@/config/paths.ts';
import { copyWithToast } from '@/components/copy.ts';
import { Page } from '@/components/Page.tsx';
import { SectionCard } from '@/components/SectionCard.tsx';
import { DealMoney } from './DealMoney.tsx';
import { LoadingState } from '@/components/states.tsx';
import { StepTimeline } from '@/components/StepTimeline.tsx';
import { formatDate, formatPrice } from '@/lib/format.ts';
import { useDeferredQuery } from '@/lib/useDeferredQuery.ts';
import { imageUrls } from './images.ts';
import { MerchantName } from './parts.tsx';
import { dealQuery } from '@/api/recycle.queries.ts';
import { dealPhase, dealTimeline, dealView, TONE_PALETTE, type DealView } from './status.ts';

const HEAD_BG: Record<DealView['tone'], string> = {
  warning: 'orange.50', info: 'blue.50', success: 'green.50', muted: 'gray.100', danger: 'red.50',
};

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" gap="3" fontSize="sm" py="1">
      <Text color="fg.muted" flexShrink="0">{label}</Text>
      <Box textAlign="right" minW="0">{children}</Box>
    </Flex>
  );
}

function DealHead({ order }: { order: BackOrder }) {
  const view = dealView(order);
  const failed = order.orderStatus === BackOrderStatus.failed;
  return (
    <SectionCard data-testid="deal-status" bg={HEAD_BG[view.tone]} pb="2">
      <Text as="h2" fontSize="lg" fontWeight="bold" color={`${TONE_PALETTE[view.tone]}.700`} data-testid="deal-status-label">
        {view.label}
      </Text>
      {failed && order.failReason && (
        <Text fontSize="sm" mt="1" data-testid="deal-fail-reason">失败原因：{order.failReason}</Text>
      )}
      <Text fontSize="sm" mt="1" color="fg.muted" data-testid="deal-next">{view.next}</Text>
      {dealPhase(order) === 'awaitingPay' && order.payDeadline && (
        <Box fontSize="sm" mt="1.5" data-testid="deal-deadline">
          <Text>{`回收商需在 ${RECYCLE_PAY_WINDOW_TEXT}内付款，超时交易自动关闭`}</Text>
          <Text fontWeight="semibold" color="orange.700">付款截止 {formatDate(order.payDeadline, 'MM-DD HH:mm')}</Text>
        </Box>
      )}
      {failed && (
        <Button asChild size="sm" mt="2.5" variant="outline" bg="bg.surface">
          <Link to={paths.jingjiahuishou(order.gameId)}>重新发起竞价回收</Link>
        </Button>
      )}
      <Box mt="3">
        <StepTimeline steps={dealTimeline(order)} label="回收交易进度" testId="deal-steps" />
      </Box>
    </SectionCard>
  );
}

function Pictures({ img, gameName }: { img: string; gameName: string }) {
  const urls = imageUrls(img);
  if (urls.length === 0) return <Text fontSize="xs" color="fg.subtle">暂无图片</Text>;
  return (
    <SimpleGrid columns={4} gap="2">
      {urls.slice(0, 8).map((url, i) => (
        <Image key={url} src={assetUrl(url)} alt={`${gameName}账号截图 ${i + 1}`} aspectRatio="1" w="full" objectFit="cover"
          borderRadius="md" bg="bg.muted" loading="lazy" decoding="async" />
      ))}
    </SimpleGrid>
  );
}

function DealBody({ order }: { order: BackOrder }) {
  const navigate = useNavigate();
  const dealNo = order.no ?? String(order.id);
  const contact = async () => {
    await copyWithToast(dealNo, `回收单号 ${dealNo} 已复制，发给客服即可查询`);
    navigate(paths.contactkefu(order.gameId, order.no));
  };
  return (
    // The page reads as the deal now, not as a list of bids.
    <Page title="回收交易" padding={false}>
    <Stack gap="3" data-testid="deal">
      <DealHead order={order} />
      <SectionCard title="回收商" testId="deal-merchant">
        <Flex justify="space-between" align="center" gap="3">
          <MerchantName name={order.buyerName} dealCount={order.buyerDealCount} goodRate={order.buyerGoodRate} size="md" />
          <Box textAlign="right" flexShrink="0">
            <Text fontSize="xs" color="fg.muted">成交价</Text>
            <Text color="price" fontWeight="bold" fontSize="lg" data-testid="deal-price">{formatPrice(order.changeAmount)}</Text>
          </Box>
        </Flex>
      </SectionCard>
      <DealMoney order={order} />
      <SectionCard title="回收账号" testId="deal-account">
        <Text fontSize="sm" fontWeight="medium">{[order.gameName, order.qufu].filter(Boolean).join(' · ')}</Text>
        <Text fontSize="xs" color="fg.muted" mt="1" mb="2.5" lineHeight="1.5">{order.title || '未填写描述'}</Text>
        <Pictures img={order.img} gameName={order.gameName} />
      </SectionCard>
      <SectionCard title="交易信息">
        <Line label="回收单号">
          <Flex gap="2" align="center" justify="flex-end">
            <Text fontVariantNumeric="tabular-nums" data-testid="deal-no">{dealNo}</Text>
            <Button size="2xs" variant="outline" onClick={() => void copyWithToast(dealNo, '回收单号已复制')}>复制</Button>
          </Flex>
        </Line>
        <Line label="接受报价">{formatDate(order.createTime, 'YYYY-MM-DD HH:mm')}</Line>
        {order.payTime && <Line label="回收商付款">{formatDate(order.payTime, 'YYYY-MM-DD HH:mm')}</Line>}
        {order.finishTime && <Line label={order.orderStatus === BackOrderStatus.failed ? '交易关闭' : '交易完成'}>{formatDate(order.finishTime, 'YYYY-MM-DD HH:mm')}</Line>}
        <Text fontSize="xs" color="fg.muted" mt="2">账号或打款有疑问？联系客服时提供回收单号，客服会为您查询。</Text>
        <Flex mt="2.5" gap="2">
          <Button flex="1" variant="outline" onClick={() => void contact()}>联系客服</Button>
          <Button asChild flex="1" variant="subtle">
            <Link to={paths.myJingjiahuishouTab(order.orderStatus)}>去竞价中心</Link>
          </Button>
        </Flex>
      </SectionCard>
    </Stack>
    </Page>
  );
}

/** The deal of request `backId`, or `fallback` when the backend does not answer it. */
export function DealSection({ backId, fallback }: { backId: number; fallback: ReactNode }) {
  const query = useDeferredQuery(useQuery(dealQuery(backId)));
  if (query.isPending) return <LoadingState compact />;
  if (query.isError || !query.data) return <>{fallback}</>;
  return <DealBody order={query.data} />;
}

