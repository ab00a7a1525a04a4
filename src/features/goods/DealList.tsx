// The finish screen's body: totals (安全成交 / 昨日成交), then every recent deal with game, masked title, price
// and how long ago; links to buy or sell at the end.
import { Box, Button, Flex, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { ShieldIcon } from '@/components/icons.tsx';
import { recentDealsQuery } from '@/api/goods.queries.ts';
import { DealRow } from './DealRow.tsx';
import { formatCount } from '@/lib/format.ts';
import { homeStatsQuery } from '@/api/home.queries.ts';

export function DealList() {
  const stats = useQuery(homeStatsQuery());
  const deals = useQuery(recentDealsQuery());
  // "x 分钟前" counts from when the list arrived (render stays pure).
  const now = deals.dataUpdatedAt;
  return (
    <Stack gap="3">
      <Grid templateColumns="1fr 1fr" bg="bg.surface" borderRadius="xl" py="3" aria-label="成交统计" role="group">
        {([['dealCount', '累计安全成交'], ['yesterdayCount', '昨日成交']] as const).map(([key, label], i) => (
          <Stack key={key} align="center" gap="0.5" borderLeftWidth={i ? '1px' : 0} borderColor="border.muted">
            <Flex h="7" align="center">
              {stats.isPending ? <Skeleton h="6" w="14" /> : (
                <Text fontSize="xl" fontWeight="bold" color="brand.fg" lineHeight="1.2">
                  {stats.isError ? '—' : formatCount(stats.data[key])}
                  <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" ms="0.5">笔</Text>
                </Text>
              )}
            </Flex>
            <Text fontSize="xs" color="fg.muted">{label}</Text>
          </Stack>
        ))}
      </Grid>
      <Flex align="center" gap="1.5" fontSize="xs" color="fg.muted" px="1">
        <ShieldIcon boxSize="4" color="trust" />
        每笔交易都经过平台验号、换绑；为保护买卖双方，账号信息已脱敏。
      </Flex>
      <Box bg="bg.surface" borderRadius="xl" px="4" as="section" aria-label="最近成交">
        <QueryBoundary query={deals} emptyText="暂无成交记录" loading={(
          // Rows of the real rows' size, more than a screen of them: nothing below moves when the list arrives.
          <Stack gap="0" role="status" aria-label="加载中">
            {Array.from({ length: 12 }, (_, i) => (
              <Flex key={i} align="center" gap="3" py="3">
                <Stack gap="1.5" flex="1"><Skeleton h="5" w="80%" /><Skeleton h="3" w="20" /></Stack>
                <Skeleton h="5" w="16" />
              </Flex>
            ))}
          </Stack>
        )}>
          {(rows) => (
            <Stack gap="0" data-testid="deal-list"
              css={{ '& > *:not(:last-child)': { borderBottomWidth: '1px', borderColor: 'border.muted' } }}>
              {rows.map((deal, i) => <DealRow key={`${deal.dealTime}-${i}`} deal={deal} now={now} />)}
            </Stack>
          )}
        </QueryBoundary>
      </Box>
      {deals.data && deals.data.length > 0 && (
        <Text textAlign="center" fontSize="xs" color="fg.muted">仅展示最近 {deals.data.length} 笔成交</Text>
      )}
      {!deals.isPending && <Grid templateColumns="1fr 1fr" gap="3">
        <Button asChild><Link to={paths.accountOrder('buy')}>我也要买号</Link></Button>
        <Button asChild variant="outline"><Link to={paths.sell}>我要卖号</Link></Button>
      </Grid>}
    </Stack>
  );
}
