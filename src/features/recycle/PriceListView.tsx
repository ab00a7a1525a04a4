// 报价列表 (jingjiahuishouPriceList?id=): the request's card and the merchants' bids (回收商 with its 成交量, 报价,
// 状态), with 接受报价 on pending bids after a confirm. Once a bid is accepted the page is the deal's: the deal
// (DealView.tsx) on top instead of the request's card, the bids below with the accepted one marked. We chose this
// over a new route or a query parameter: the request id is what every way in knows (a 竞价中心 row, a 交易消息,
// this page after 接受报价). A request has one open deal at most; one whose merchant did not pay in time ends and
// the request is 报价中 again (LapsedNote says why), so the detail by request answers its latest deal.
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { BidRow, MyBids } from '@/contract/types.ts';
import { BacklistStatus, BackOrderStatus, BidStatus } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { Table } from '@/components/chakra/table.ts';
import { confirmDialog } from '@/components/dialogs/index.ts';
import { SectionCard } from '@/components/SectionCard.tsx';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { ErrorState } from '@/components/states.tsx';
import { toast } from '@/components/toast.ts';
import { formatDate, formatPrice } from '@/lib/format.ts';
import { RECYCLE_PAY_WINDOW_TEXT } from '@/contract/recycleDeal.ts';
import { DealSection } from './DealView.tsx';
import { useAcceptBid } from './hooks.ts';
import { MerchantName, RequestSummary, StatusBadge } from './parts.tsx';
import { bidsQuery } from '@/api/recycle.queries.ts';
import { bidStatus, requestStatus, SALE_MODES } from './status.ts';

export const ACCEPT_CONFIRM = '接受报价后将不能接受其他回收商的报价，确定接受该报价吗？';

/** What the 接受报价 confirm says: whose bid, at what price, and what follows — a seller accepts a merchant's price. */
export function acceptConfirmMessage(bid: Pick<BidRow, 'createName' | 'bprice'>): string {
  return `回收商「${bid.createName}」出价 ${formatPrice(bid.bprice)}，接受后对方需在 ${RECYCLE_PAY_WINDOW_TEXT}内付款。\n${ACCEPT_CONFIRM}`;
}

const isAccepted = (bid: BidRow) => bid.status === BidStatus.accepted || bid.status === BidStatus.done;

/** The 回收商 cell: the name, its 成交量 and 好评率 when sent, and when it bid. */
export function BidMerchant({ bid }: { bid: BidRow }) {
  return (
    <Stack gap="0.5">
      <MerchantName name={bid.createName} dealCount={bid.dealCount} goodRate={bid.goodRate} />
      <Text fontSize="2xs" color="fg.subtle">{formatDate(bid.createTime, 'MM-DD HH:mm')}</Text>
    </Stack>
  );
}

function BidsTable({ data, onAccept, accepting }: { data: MyBids; onAccept: (bid: BidRow) => void; accepting?: number }) {
  const open = data.back.status === BacklistStatus.open;
  if (data.rlist.length === 0) {
    return <Text fontSize="sm" color="fg.muted" py="4" textAlign="center">暂无报价，回收商报价后会通过消息通知您</Text>;
  }
  return (
    <Box overflowX="auto" mx="-2">
      <Table.Root size="sm" aria-label="回收商报价" data-testid="bids-table" tableLayout="fixed" w="full">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader px="2" fontSize="xs" color="fg.muted" w="40%">回收商</Table.ColumnHeader>
            <Table.ColumnHeader px="2" fontSize="xs" color="fg.muted" textAlign="right" w="32%">报价</Table.ColumnHeader>
            <Table.ColumnHeader px="2" fontSize="xs" color="fg.muted" textAlign="right">状态</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.rlist.map((bid) => (
            <Table.Row key={bid.id} data-testid="bid-row" data-merchant={bid.createName}
              bg={isAccepted(bid) ? 'brand.subtle' : undefined} aria-current={isAccepted(bid) ? 'true' : undefined}>
              <Table.Cell px="2" fontSize="sm">
                <BidMerchant bid={bid} />
              </Table.Cell>
              <Table.Cell px="2" textAlign="right" color="price" fontWeight="semibold" fontSize="sm" whiteSpace="nowrap">
                {formatPrice(bid.bprice)}
              </Table.Cell>
              <Table.Cell px="2" textAlign="right">
                <Stack gap="1.5" align="flex-end">
                  <StatusBadge view={bidStatus(bid.status)} />
                  {open && bid.status === BidStatus.open && (
                    <Button size="xs" onClick={() => onAccept(bid)} loading={accepting === bid.id} disabled={accepting !== undefined}
                      aria-label={`接受报价：${bid.createName}`}>
                      接受报价
                    </Button>
                  )}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The accepted bid of a request no longer in 报价中: then the request has a deal. */
function acceptedBid(data: MyBids): BidRow | undefined {
  return data.back.status === BacklistStatus.open ? undefined : data.rlist.find(isAccepted);
}

function AcceptedNote({ data }: { data: MyBids }) {
  const accepted = acceptedBid(data);
  if (!accepted) return null;
  return (
    <Box bg="brand.subtle" borderRadius="xl" px="4" py="3" role="status" data-testid="accepted-note">
      <Text fontSize="sm" fontWeight="medium">
        您已接受「{accepted.createName}」的报价 {formatPrice(accepted.bprice)}
      </Text>
      <Text fontSize="xs" color="fg.muted" mt="1">请到竞价中心「交易中」继续交易，客服将联系您完成验号和打款。</Text>
      <Button asChild size="sm" mt="2.5">
        <Link to={paths.myJingjiahuishouTab(BackOrderStatus.trading)}>去交易中查看</Link>
      </Button>
    </Box>
  );
}

/** The request is 报价中 again because the merchant of its deal did not pay in time (its bid 已失效). */
export function LapsedNote({ data }: { data: MyBids }) {
  const lapsed = data.back.status === BacklistStatus.open ? data.rlist.find((b) => b.status === BidStatus.lapsed) : undefined;
  if (!lapsed) return null;
  return (
    <Box bg="orange.50" borderRadius="xl" px="4" py="3" role="status" data-testid="lapsed-note">
      <Text fontSize="sm" fontWeight="medium">上一笔回收交易已关闭</Text>
      <Text fontSize="xs" color="fg.muted" mt="1" lineHeight="1.6">
        {`「${lapsed.createName}」接受报价后未在 ${RECYCLE_PAY_WINDOW_TEXT}内付款，交易已自动关闭，其报价已失效。估价单已恢复报价中，您可以接受其他回收商的报价，或等待新的报价。`}
      </Text>
    </Box>
  );
}

export function PriceListView({ backId }: { backId: number | null }) {
  if (backId === null) return <ErrorState message="报价单不存在或链接有误" />;
  return <PriceList backId={backId} />;
}

function PriceList({ backId }: { backId: number }) {
  const query = useQuery(bidsQuery(backId));
  const accept = useAcceptBid(backId);
  const onAccept = async (bid: BidRow) => {
    const answer = await confirmDialog({
      title: '接受报价', message: acceptConfirmMessage(bid), confirmText: '确定接受', cancelText: '再想想',
    });
    if (answer !== 'confirm') return;
    accept.mutate(bid, {
      onSuccess: (msg) => toast.success(msg),
      onError: (error) => toast.fromError(error),
    });
  };
  return (
    <QueryBoundary query={query}>
      {(data) => {
        const mode = SALE_MODES.find((m) => m.value === data.back.inType);
        const request = (
          <SectionCard title="回收申请" extra={<StatusBadge view={requestStatus(data.back.status)} />}>
            <RequestSummary img={data.back.img} gameName={data.back.gameName} region={data.back.region} des={data.back.des}
              price={data.back.expprice} />
            <Flex justify="space-between" mt="2.5" fontSize="xs" color="fg.muted" gap="2" wrap="wrap">
              <Text>提交于 {formatDate(data.back.createTime)}</Text>
              {mode && <Text>出售模式：{mode.label}</Text>}
            </Flex>
          </SectionCard>
        );
        return (
          <Stack gap="3">
            {acceptedBid(data)
              ? <DealSection backId={backId} fallback={<>{request}<AcceptedNote data={data} /></>} />
              : <>{request}<LapsedNote data={data} /></>}
            <SectionCard title="回收商报价" extra={<Text fontSize="xs" color="fg.muted">共 {data.rlist.length} 个</Text>}>
              <BidsTable data={data} onAccept={(bid) => void onAccept(bid)}
                accepting={accept.isPending ? accept.variables?.id : undefined} />
              {data.back.status === BacklistStatus.open && data.rlist.length > 0 && (
                <Text fontSize="xs" color="fg.muted" mt="2">接受一个报价后，其余报价将自动拒绝。</Text>
              )}
            </SectionCard>
          </Stack>
        );
      }}
    </QueryBoundary>
  );
}
