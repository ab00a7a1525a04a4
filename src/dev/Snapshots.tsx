// The QA panel's 数据快照: save the whole mock data under a name, restore or delete one (the mock's
// /__mock/snapshots). A restore refetches every query, so the screens show the restored data at once.
import { useState } from 'react';
import { Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mockControl } from '@/api/mock.ts';

interface SnapshotInfo {
  name: string;
  savedAt: string;
  bytes: number;
  /** Shipped with the mock, generated when restored: no time or size, cannot be deleted. */
  preset?: boolean;
  summary?: string;
}

export const SNAPSHOTS_KEY = ['dev', 'mock-snapshots'] as const;

export function Snapshots({ enabled, run }: { enabled: boolean; run: (label: string, action: () => Promise<unknown>) => Promise<boolean> }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const list = useQuery({
    queryKey: SNAPSHOTS_KEY,
    queryFn: async () => (await mockControl<{ data: SnapshotInfo[] }>('GET', '/snapshots')).data,
    enabled,
    staleTime: 0,
    retry: false,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: SNAPSHOTS_KEY });

  const save = async () => {
    if (await run(`保存快照 ${name.trim()}`, () => mockControl('POST', '/snapshots', { name: name.trim() }))) setName('');
    refresh();
  };
  const restore = async (snapshot: string) => {
    if (await run(`恢复快照 ${snapshot}`, () => mockControl('POST', `/snapshots/${encodeURIComponent(snapshot)}/restore`))) {
      void queryClient.invalidateQueries();
    }
  };
  const remove = async (snapshot: string) => {
    await run(`删除快照 ${snapshot}`, () => mockControl('DELETE', `/snapshots/${encodeURIComponent(snapshot)}`));
    refresh();
  };

  return (
    <Stack gap="2">
      <Text fontWeight="semibold">数据快照</Text>
      <HStack gap="2">
        <Input size="sm" flex="1" placeholder="快照名称，如 演示-交易中" value={name} aria-label="快照名称"
          onChange={(e) => setName(e.currentTarget.value)} />
        <Button size="sm" variant="outline" disabled={!name.trim()} onClick={() => void save()}>保存</Button>
      </HStack>
      {list.isError && <Text color="red.500" fontSize="xs">无法读取快照：{(list.error as Error).message}</Text>}
      {list.data?.every((s) => s.preset) && <Text color="fg.muted" fontSize="xs">还没有保存的快照</Text>}
      <Stack gap="1" data-testid="qa-snapshots">
        {list.data?.map((s) => (
          <Flex key={s.name} align="center" gap="2" py="1" borderBottomWidth="1px" borderColor="border.muted">
            <Stack gap="0" flex="1" minW="0">
              <Text fontSize="sm" truncate title={s.name}>{s.name}</Text>
              <Text fontSize="2xs" color="fg.muted" lineClamp={s.preset ? 2 : undefined} title={s.summary}>
                {s.preset ? `预置 · ${s.summary ?? ''}` : `${s.savedAt} · ${Math.max(1, Math.round(s.bytes / 1024))} KB`}
              </Text>
            </Stack>
            <Button size="xs" variant="outline" onClick={() => void restore(s.name)}>恢复</Button>
            {!s.preset && <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(s.name)}>删除</Button>}
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
