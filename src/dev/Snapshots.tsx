// The QA panel's 数据快照: save the data of this browser's space under a name, restore one into it or delete one
// (the mock's /__mock/snapshots: one library for every space, so a snapshot saved here can be handed to anyone).
// Restoring and deleting ask first, naming what they change. A restore refetches every query, so the screens show
// the restored data at once.
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

/** The presets and saved snapshots (GET /__mock/snapshots). */
export async function fetchSnapshots(): Promise<SnapshotInfo[]> {
  return (await mockControl<{ data: SnapshotInfo[] }>('GET', '/snapshots')).data;
}

interface Props {
  enabled: boolean;
  run: (label: string, action: () => Promise<unknown>) => Promise<boolean>;
  confirm: (title: string, message: string, confirmText: string) => Promise<boolean>;
  /** How the space this browser is in is named (共享空间, 数据空间「…」). */
  where: string;
}

export function Snapshots({ enabled, run, confirm, where }: Props) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const list = useQuery({ queryKey: SNAPSHOTS_KEY, queryFn: fetchSnapshots, enabled, staleTime: 0, retry: false });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: SNAPSHOTS_KEY });

  const save = async () => {
    if (await run(`保存快照 ${name.trim()}`, () => mockControl('POST', '/snapshots', { name: name.trim() }))) setName('');
    refresh();
  };
  const restore = async (snapshot: string) => {
    const everyone = where === '共享空间' ? '：所有没有进入自己空间的测试者都会看到变化' : '，其他空间不受影响';
    if (!await confirm('恢复快照', `将用快照「${snapshot}」替换${where}的全部数据${everyone}。`, '确认恢复')) return;
    if (await run(`恢复快照 ${snapshot}`, () => mockControl('POST', `/snapshots/${encodeURIComponent(snapshot)}/restore`))) {
      void queryClient.invalidateQueries();
    }
  };
  const remove = async (snapshot: string) => {
    if (!await confirm('删除快照', `将删除快照「${snapshot}」：快照为所有空间共用，复现链接用到它时将无法再打开。`, '确认删除')) return;
    await run(`删除快照 ${snapshot}`, () => mockControl('DELETE', `/snapshots/${encodeURIComponent(snapshot)}`));
    refresh();
  };

  return (
    <Stack gap="2">
      <Flex align="baseline" justify="space-between" gap="2">
        <Text fontWeight="semibold">数据快照</Text>
        <Text fontSize="2xs" color="fg.muted" truncate>保存、恢复的都是{where}</Text>
      </Flex>
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
