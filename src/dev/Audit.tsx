// The QA panel's 操作记录: the mock's audit (GET /__mock/audit) — every reset, restore, delete, overwrite, pin and
// expiry of the whole mock, who did it and when, forced ones marked with whose thing they changed.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { useQuery } from '@tanstack/react-query';
import { mockControl } from '@/api/mock.ts';

export const AUDIT_KEY = ['dev', 'mock-audit'] as const;

interface AuditRow {
  time: string;
  action: string;
  who: string;
  space: string;
  target?: string;
  forced?: string;
}

interface AuditAnswer {
  labels: Record<string, string>;
  entries: AuditRow[];
}

export function AuditLog({ enabled }: { enabled: boolean }) {
  const audit = useQuery({
    queryKey: AUDIT_KEY,
    queryFn: async () => (await mockControl<{ data: AuditAnswer }>('GET', '/audit?limit=30')).data,
    enabled,
    staleTime: 0,
    retry: false,
  });
  const rows = audit.data?.entries ?? [];
  return (
    <Stack gap="2">
      <Flex align="center" justify="space-between">
        <Text fontWeight="semibold">操作记录</Text>
        <Button size="xs" variant="outline" onClick={() => void audit.refetch()} loading={audit.isFetching}>刷新</Button>
      </Flex>
      {audit.isError && <Text color="red.500" fontSize="xs">无法读取操作记录：{(audit.error as Error).message}</Text>}
      {audit.data && rows.length === 0 && <Text color="fg.muted" fontSize="xs">还没有重置、恢复、删除等操作</Text>}
      <Stack gap="1" data-testid="qa-audit">
        {rows.map((r, i) => (
          <Flex key={`${r.time}-${i}`} gap="2" align="baseline" fontSize="xs" py="1" borderBottomWidth="1px" borderColor="border.muted">
            <Text flexShrink="0" color="fg.muted" fontFamily="mono">{r.time.slice(5, 16)}</Text>
            <Text flex="1" minW="0">
              <b>{r.who}</b> {audit.data?.labels[r.action] ?? r.action}
              {' '}{r.target ? `${r.target}（${r.space === 'shared' ? '共享空间' : r.space}）` : (r.space === 'shared' ? '共享空间' : r.space)}
            </Text>
            {r.forced && <Badge colorPalette="red" size="xs" flexShrink="0" title={`强制操作了 ${r.forced} 的数据`}>强制 · {r.forced}</Badge>}
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
