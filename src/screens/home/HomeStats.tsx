// 安全成交 / 昨日成交 / 商品数量 (GET /web/index/data). Numbers keep their room while loading (no shift).
import { Flex, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/states.tsx';
import { formatCount } from '@/lib/format.ts';
import { homeStatsQuery } from '@/api/home.queries.ts';

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
    <Grid templateColumns="repeat(3, 1fr)" mx="3" mt="3" bg="bg.surface" borderRadius="xl" py="3" aria-label="平台数据"
      role="group" data-testid="home-stats">
      {ITEMS.map((item, i) => (
        <Stack key={item.key} gap="0.5" align="center" borderLeftWidth={i ? '1px' : 0} borderColor="border.muted">
          <Flex align="baseline" gap="0.5" h="6">
            {query.isPending ? (
              <Skeleton h="5" w="12" />
            ) : (
              <>
                <Text fontSize="lg" fontWeight="bold" color="brand.fg" lineHeight="1.2" data-testid={`stat-${item.key}`}>
                  {formatCount(query.data[item.key])}
                </Text>
                <Text fontSize="2xs" color="fg.muted">{item.unit}</Text>
              </>
            )}
          </Flex>
          <Text fontSize="xs" color="fg.muted">{item.label}</Text>
        </Stack>
      ))}
    </Grid>
  );
}
