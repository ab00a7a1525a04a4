// The QA panel's word on the data itself, when there is one to say (GET /__mock/health's dataSource): the space's
// file could not be used (damaged, or written by a newer mock: left untouched, this run keeps the data in memory
// only), or it was made by an older seed generator (a fixture changed since: newer seed rows are not in it, a reset
// brings them). Nothing shows when the data is as expected.
import { Box, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { mockControl } from '@/api/mock.ts';

export const DATA_HEALTH_KEY = ['dev', 'mock-data-health'] as const;

interface DataSource {
  fileError?: string;
  staleBase?: string;
}

async function fetchDataSource(): Promise<DataSource> {
  const answer = await mockControl<{ data?: { dataSource?: DataSource } }>('GET', '/health');
  return answer.data?.dataSource ?? {};
}

export function DataNotice({ enabled }: { enabled: boolean }) {
  const source = useQuery({ queryKey: DATA_HEALTH_KEY, queryFn: fetchDataSource, enabled, staleTime: 0, retry: false });
  const lines = [source.data?.fileError, source.data?.staleBase].filter((l): l is string => Boolean(l));
  if (lines.length === 0) return null;
  return (
    <Box role="status" borderWidth="1px" borderColor="orange.300" bg="orange.50" color="orange.900" borderRadius="md" px="3" py="2" data-testid="data-notice">
      {lines.map((line) => <Text key={line} fontSize="xs">{line}</Text>)}
    </Box>
  );
}
