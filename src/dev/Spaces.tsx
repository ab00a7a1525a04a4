// The QA panel's 数据空间: which space this browser works in (the shared one, or a tester's own world on the same
// mock), with one tap back to the shared one; a new space from the shared data, a snapshot or a preset; entering
// and deleting spaces (the mock's /__mock/spaces), each with its owner, age, size and expiry, and a pin that keeps
// it from expiring. Deleting another tester's asks a second time, naming them. Moving to another space signs this
// browser in there as the same user (a token belongs to its space) and reloads the app, which then shows that
// space's data.
import { useState } from 'react';
import { Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { useQuery } from '@tanstack/react-query';
import { NativeSelect } from '@/components/chakra/nativeSelect.ts';
import { mockControl } from '@/api/mock.ts';
import { setSandboxSpace } from '@/stores/sandboxClient.ts';
import { clearToken, getToken, setToken } from '@/stores/session.ts';
import { reloadApp, spaceLabel, useSandboxSpace } from './sandboxSpace.ts';
import { fetchSnapshots, SNAPSHOTS_KEY } from './Snapshots.tsx';
import { ageText, expiryText, ownerText, sizeText, type Forceable, type OwnerInfo } from './panelText.ts';

export const SPACES_KEY = ['dev', 'mock-spaces'] as const;

interface SpaceInfo {
  name: string;
  shared?: boolean;
  open: boolean;
  from: string;
  createdAt: string;
  lastUsedAt: string | null;
  owner?: OwnerInfo;
  pinned?: boolean;
  bytes?: number;
  expiresAt?: string | null;
}

interface SpacesAnswer {
  current: string;
  currentExists: boolean;
  spaces: SpaceInfo[];
}

/** Letters (Chinese too), digits, _ and -, 1–40: what the mock takes. */
const SPACE_NAME = /^[\p{L}\p{N}_-]{1,40}$/u;

/** Puts this browser in a space, signed in there as the mock answered, and starts the app again in it. */
function moveTo(name: string, token: string | null): void {
  if (token) setToken(token);
  else if (getToken()) clearToken();
  setSandboxSpace(name);
  reloadApp();
}

interface Props {
  enabled: boolean;
  run: (label: string, action: () => Promise<unknown>) => Promise<boolean>;
  confirm: (title: string, message: string, confirmText: string) => Promise<boolean>;
  forceable: Forceable;
}

export function Spaces({ enabled, run, confirm, forceable }: Props) {
  const current = useSandboxSpace();
  const [name, setName] = useState('');
  const [from, setFrom] = useState('shared');
  const list = useQuery({
    queryKey: SPACES_KEY,
    queryFn: async () => (await mockControl<{ data: SpacesAnswer }>('GET', '/spaces')).data,
    enabled,
    staleTime: 0,
    retry: false,
  });
  const snapshots = useQuery({ queryKey: SNAPSHOTS_KEY, queryFn: fetchSnapshots, enabled, staleTime: 0, retry: false });
  const trimmed = name.trim();
  const nameOk = SPACE_NAME.test(trimmed);

  const enter = (target: string) => run(target === 'shared' ? '回到共享空间' : `进入 ${target}`, async () => {
    const answer = await mockControl<{ data: { name: string; token: string | null } }>('POST', `/spaces/${encodeURIComponent(target)}/enter`);
    moveTo(answer.data.name, answer.data.token);
  });
  const create = () => run(`新建数据空间 ${trimmed}`, async () => {
    const answer = await mockControl<{ data: { name: string; token: string | null } }>('POST', '/spaces', { name: trimmed, from });
    moveTo(answer.data.name, answer.data.token);
  });
  const remove = async (target: string) => {
    const mine = target === current;
    if (!await confirm('删除数据空间', `将删除${spaceLabel(target)}及其全部数据，无法恢复；正在其中的测试者会看到「数据空间不存在」。${mine ? '本浏览器随后回到共享空间。' : ''}`, '确认删除')) return;
    const done = await run(`删除数据空间 ${target}`, () => forceable((force) => mockControl<{ msg: string }>('DELETE', `/spaces/${encodeURIComponent(target)}${force}`).then((a) => a.msg), '仍然删除'));
    if (done && mine) moveTo('shared', null);
    else void list.refetch();
  };
  const pin = async (target: SpaceInfo) => {
    await run(target.pinned ? `取消固定 ${target.name}` : `固定 ${target.name}`,
      () => mockControl('POST', `/spaces/${encodeURIComponent(target.name)}/pin`, { pinned: !target.pinned }));
    void list.refetch();
  };

  const others = list.data?.spaces.filter((s) => !s.shared) ?? [];
  const gone = current !== null && list.data !== undefined && !list.data.currentExists;
  return (
    <Stack gap="2">
      <Flex align="center" justify="space-between" gap="2">
        <Text fontWeight="semibold">数据空间</Text>
        <Badge colorPalette={current === null ? 'gray' : 'purple'} maxW="48" truncate data-testid="qa-space" title={spaceLabel(current)}>
          {current === null ? '共享空间' : current}
        </Badge>
      </Flex>
      {current !== null && (
        <Flex align="center" gap="2">
          <Text flex="1" fontSize="xs" color={gone ? 'red.600' : 'fg.muted'}>
            {gone ? '本浏览器所在的空间已被删除。' : '本浏览器的数据、定时任务、会话和场景都只在这个空间里。'}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void enter('shared')}>回到共享空间</Button>
        </Flex>
      )}
      <HStack gap="2">
        <Input size="sm" flex="1" minW="0" placeholder="新空间名称，如 小李-下单" value={name} aria-label="新空间名称" maxLength={40}
          onChange={(e) => setName(e.currentTarget.value)} />
        <NativeSelect.Root size="sm" width="28" flexShrink="0">
          <NativeSelect.Field aria-label="新空间的数据来源" value={from} onChange={(e) => setFrom(e.currentTarget.value)}>
            <option value="shared">共享数据</option>
            {snapshots.data?.map((s) => <option key={s.name} value={s.name}>{s.preset ? `预置 ${s.name}` : s.name}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {trimmed !== '' && !nameOk && <Text fontSize="xs" color="red.600">名称只能包含中文、字母、数字、下划线和短横线，1–40 个字</Text>}
      <Button size="sm" colorPalette="purple" variant="outline" disabled={!nameOk} onClick={() => void create()}>新建并进入</Button>
      {list.isError && <Text color="red.500" fontSize="xs">无法读取数据空间：{(list.error as Error).message}</Text>}
      <Stack gap="1" data-testid="qa-spaces">
        {others.map((s) => (
          <Flex key={s.name} align="center" gap="2" py="1" borderBottomWidth="1px" borderColor="border.muted">
            <Stack gap="0" flex="1" minW="0">
              <Text fontSize="sm" truncate title={s.name}>{s.name}{s.name === current ? '（当前）' : ''}</Text>
              <Text fontSize="2xs" color="fg.muted" truncate data-testid="qa-space-owner">
                {[ownerText(s.owner), `来自${s.from === 'shared' ? '共享数据' : ` ${s.from}`}`, ageText(s.createdAt), sizeText(s.bytes ?? 0),
                  s.pinned ? '已固定' : expiryText(s.expiresAt), s.open ? '' : '已写盘卸载'].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Button size="xs" variant="ghost" px="1" aria-pressed={s.pinned === true} aria-label={`${s.pinned ? '取消固定' : '固定'}数据空间 ${s.name}`}
              title={s.pinned ? '取消固定：未使用超过期限后会自动删除' : '固定：不会到期自动删除'} onClick={() => void pin(s)}>
              {s.pinned ? '取消固定' : '固定'}
            </Button>
            {s.name !== current && <Button size="xs" variant="outline" onClick={() => void enter(s.name)}>进入</Button>}
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={`删除数据空间 ${s.name}`} onClick={() => void remove(s.name)}>删除</Button>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
