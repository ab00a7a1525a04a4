// The QA panel's 数据快照: save the data of this browser's space under a name, restore one into it or delete one
// (the mock's /__mock/snapshots: one library for every space, so a snapshot saved here can be handed to anyone).
// Restoring and deleting ask first, naming what they change; each snapshot shows its owner, age, size and, for a
// reproduction link's, when it expires (固定 keeps it). Saving under another tester's name, deleting theirs or
// restoring into their space asks a second time, naming them (saving can take the free name the mock offers
// instead). A restore refetches every query, so the screens show the restored data at once.
import { useState } from 'react';
import { Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isOwnerRefusal, mockControl } from '@/api/mock.ts';
import type { ApiError } from '@/api/client.ts';
import { ageText, Declined, expiryText, ownerText, sizeText, type Forceable, type OwnerInfo } from './panelText.ts';

interface SnapshotInfo {
  name: string;
  savedAt: string;
  bytes: number;
  /** Shipped with the mock, generated when restored: no time or size, cannot be deleted. */
  preset?: boolean;
  summary?: string;
  owner?: OwnerInfo;
  repro?: boolean;
  pinned?: boolean;
  /** Saved before the mock moved to SQLite: converted when restored (or refused, saying why). */
  legacy?: boolean;
  expiresAt?: string | null;
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
  forceable: Forceable;
  /** How the space this browser is in is named (共享空间, 数据空间「…」). */
  where: string;
}

/** The free name the mock offers when a name is another tester's (…（可以另存为「x-2」）…). */
const offeredName = (msg: string) => /另存为「([^」]+)」/.exec(msg)?.[1];

export function Snapshots({ enabled, run, confirm, forceable, where }: Props) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const list = useQuery({ queryKey: SNAPSHOTS_KEY, queryFn: fetchSnapshots, enabled, staleTime: 0, retry: false });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: SNAPSHOTS_KEY });

  // A name another tester holds: save under the free name the mock offers, or (asked again) overwrite theirs.
  const save = async () => {
    const wanted = name.trim();
    const saved = await run(`保存快照 ${wanted}`, async () => {
      try {
        return (await mockControl<{ msg: string }>('POST', '/snapshots', { name: wanted })).msg;
      } catch (error) {
        const other = isOwnerRefusal(error) ? offeredName((error as ApiError).msg) : undefined;
        if (!other) throw error;
        const msg = (error as ApiError).msg;
        if (await confirm('名称已被占用', `${msg}。`, `另存为「${other}」`)) {
          return (await mockControl<{ msg: string }>('POST', '/snapshots', { name: other })).msg;
        }
        if (!await confirm('覆盖其他测试者的快照', `${msg}。强制覆盖会记入操作记录（谁、何时、做了什么）。`, '仍然覆盖')) throw new Declined();
        return (await mockControl<{ msg: string }>('POST', '/snapshots?force=1', { name: wanted })).msg;
      }
    });
    if (saved) setName('');
    refresh();
  };
  const restore = async (snapshot: string) => {
    const everyone = where === '共享空间' ? '：所有没有进入自己空间的测试者都会看到变化' : '，其他空间不受影响';
    if (!await confirm('恢复快照', `将用快照「${snapshot}」替换${where}的全部数据${everyone}。`, '确认恢复')) return;
    if (await run(`恢复快照 ${snapshot}`, () => forceable((force) => mockControl('POST', `/snapshots/${encodeURIComponent(snapshot)}/restore${force}`), '仍然恢复'))) {
      void queryClient.invalidateQueries();
    }
  };
  const remove = async (snapshot: string) => {
    if (!await confirm('删除快照', `将删除快照「${snapshot}」：快照为所有空间共用，复现链接用到它时将无法再打开。`, '确认删除')) return;
    await run(`删除快照 ${snapshot}`, () => forceable((force) => mockControl<{ msg: string }>('DELETE', `/snapshots/${encodeURIComponent(snapshot)}${force}`).then((a) => a.msg), '仍然删除'));
    refresh();
  };
  const pin = async (s: SnapshotInfo) => {
    await run(s.pinned ? `取消固定 ${s.name}` : `固定 ${s.name}`, () => mockControl('POST', `/snapshots/${encodeURIComponent(s.name)}/pin`, { pinned: !s.pinned }));
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
                {s.preset ? `预置 · ${s.summary ?? ''}` : [ownerText(s.owner), s.repro ? '复现链接' : '', s.legacy ? '旧格式（恢复时转换）' : '', ageText(s.savedAt), sizeText(s.bytes),
                  s.pinned ? '已固定' : expiryText(s.expiresAt)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            {s.repro && (
              <Button size="xs" variant="ghost" px="1" aria-pressed={s.pinned === true} aria-label={`${s.pinned ? '取消固定' : '固定'}快照 ${s.name}`}
                onClick={() => void pin(s)}>{s.pinned ? '取消固定' : '固定'}</Button>
            )}
            <Button size="xs" variant="outline" onClick={() => void restore(s.name)}>恢复</Button>
            {!s.preset && <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(s.name)}>删除</Button>}
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
