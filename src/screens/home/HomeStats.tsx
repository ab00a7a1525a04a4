// 安全成交 / 昨日成交 / 商品数量 (GET /web/index/data). Numbers keep their room while loading (no shift). Plain
// elements with a CSS module: drawn on every start of home (decision 0010).
import { Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/states.tsx';
import { formatCount } from '@/lib/format.ts';
import { homeStatsQuery } from '@/api/home.queries.ts';
import css from './HomeStats.module.css';

const ITEMS = [
  { key: 'dealCount', label: '安全成交', unit: '笔' },
  { key: 'yesterdayCount', label: '昨日成交', unit: '笔' },
  { key: 'goodsCount', label: '商品数量', unit: '件' },
] as const;

export function HomeStats() {
  const query = useQuery(homeStatsQuery());
  if (query.isError) {
    return (
      <Stack mx="3" mt="3" bg="bg.surface" borderRadius="xl" minH="16" justify="center">
        <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  return (
    <div className={css.stats} aria-label="平台数据" role="group" data-testid="home-stats">
      {ITEMS.map((item) => (
        <div key={item.key} className={css.item}>
          <div className={css.value}>
            {query.isPending ? (
              <Skeleton h="5" w="12" />
            ) : (
              <>
                <p className={css.number} data-testid={`stat-${item.key}`}>{formatCount(query.data[item.key])}</p>
                <p className={css.unit}>{item.unit}</p>
              </>
            )}
          </div>
          <p className={css.label}>{item.label}</p>
        </div>
      ))}
    </div>
  );
}
