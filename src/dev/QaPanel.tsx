// QA panel (mock backend, non-production builds only): the data space this browser works in (its own world on a
// shared mock, or the shared one), the mock's failure scenarios, session expiry, resetting the data, snapshots,
// a reproduction link and the latest requests. It calls the mock's control API (/__mock/...) through api/mock.ts,
// the API client's one door to it. Every call names this browser's sandbox client and space, so scenarios and
// 使会话过期 act on this browser only unless 作用范围 says 所有浏览器, and data changes on its space only;
// 恢复, 重置 and deleting a space ask first, saying which space they change. A team's mock (MOCK_CONTROL_KEY) asks
// for its key once; the panel keeps it.
import { useRef, useState } from 'react';
import {
  Badge, Box, Button, CloseButton, Flex, HStack, IconButton, Input, Portal, SimpleGrid, Stack, Text,
} from '@chakra-ui/react';
import { Drawer } from '@/components/chakra/drawer.ts';
import { NativeSelect } from '@/components/chakra/nativeSelect.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { profile } from '@/api/account.ts';
import { copyText } from '@/lib/clipboard.ts';
import { mockKey, sandboxClientId, setMockKey } from '@/stores/sandboxClient.ts';
import { getToken } from '@/stores/session.ts';
import { reproUrl } from './repro.ts';
import { Snapshots, SNAPSHOTS_KEY } from './Snapshots.tsx';
import { isKeyRefusal, mockControl } from '@/api/mock.ts';
import { spaceLabel, useSandboxSpace } from './sandboxSpace.ts';
import { Spaces } from './Spaces.tsx';
import type { MockLogEntry } from '@/contract/types.ts';
import { ToolIcon } from '@/components/icons.tsx';
import { toast } from '@/components/toast.ts';
import { zhCN } from '@/locales/zh-CN.ts';

type Scenario = '401' | '401-http' | '403' | '500' | 'slow' | 'timeout' | 'network';

type LogEntry = MockLogEntry & { client?: string };

/** The mock's recent requests (the panel's log), refetched after every control action. */
const MOCK_LOG_KEY = ['dev', 'mock-log'] as const;

const SCENARIO_BUTTONS: { scenario: Scenario; label: string }[] = [
  { scenario: '401', label: '下次请求返回401' },
  { scenario: '401-http', label: '下次请求HTTP 401' },
  { scenario: '403', label: '下次请求403' },
  { scenario: '500', label: '下次请求业务失败' },
  { scenario: 'slow', label: '慢请求' },
  { scenario: 'timeout', label: '请求超时' },
  { scenario: 'network', label: '网络错误' },
];

type Scope = 'client' | 'all';

function logRows(body: unknown): LogEntry[] {
  if (Array.isArray(body)) return body as LogEntry[];
  if (body && typeof body === 'object') {
    const { data, rows } = body as { data?: unknown; rows?: unknown };
    if (Array.isArray(data)) return data as LogEntry[];
    if (Array.isArray(rows)) return rows as LogEntry[];
  }
  return [];
}

function statusColor(entry: LogEntry): string {
  if (entry.status !== 200) return 'red';
  if (entry.code !== undefined && entry.code !== 200) return 'orange';
  return 'green';
}

function RequestLog({ enabled }: { enabled: boolean }) {
  const [scope, setScope] = useState<Scope>('client');
  const mine = sandboxClientId();
  const log = useQuery({
    queryKey: [...MOCK_LOG_KEY, scope],
    queryFn: async () => logRows(await mockControl('GET', scope === 'all' ? '/log?scope=all' : '/log')),
    enabled,
    staleTime: 0,
    retry: false,
  });
  return (
    <Stack gap="2">
      <Flex align="center" justify="space-between" gap="2">
        <Text fontWeight="semibold">最近请求</Text>
        <HStack gap="2">
          <NativeSelect.Root size="xs" width="28">
            <NativeSelect.Field aria-label="显示谁的请求" value={scope} onChange={(e) => setScope(e.currentTarget.value as Scope)}>
              <option value="client">本浏览器的</option>
              <option value="all">所有浏览器的</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="xs" variant="outline" onClick={() => void log.refetch()} loading={log.isFetching}>刷新</Button>
        </HStack>
      </Flex>
      {log.isError && <Text color="red.500" fontSize="xs">无法读取请求记录：{(log.error as Error).message}</Text>}
      {log.data && log.data.length === 0 && <Text color="fg.muted" fontSize="xs">{zhCN.common.empty}</Text>}
      <Stack gap="1" fontSize="xs" fontFamily="mono" data-testid="qa-log">
        {log.data?.slice(0, 50).map((entry, index) => (
          <Flex key={`${entry.time ?? ''}-${index}`} gap="2" align="center" py="1" borderBottomWidth="1px" borderColor="border.muted">
            <Text w="10" flexShrink="0" fontWeight="semibold">{entry.method}</Text>
            <Text flex="1" minW="0" truncate title={entry.path}>{entry.path}</Text>
            {scope === 'all' && entry.client !== mine && (
              <Text flexShrink="0" color="fg.muted" title={entry.client ? `浏览器 ${entry.client}` : '未标识的调用方（curl、脚本）'}>
                {entry.client ? entry.client.slice(0, 4) : '其他'}
              </Text>
            )}
            <Badge colorPalette={statusColor(entry)} size="xs">
              {entry.status || '断开'}{entry.code !== undefined ? `/${entry.code}` : ''}
            </Badge>
            <Text w="12" flexShrink="0" textAlign="right" color="fg.muted">{entry.ms}ms</Text>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

/** The team's control key (MOCK_CONTROL_KEY), asked once and kept in this browser. */
function KeyForm({ error, onSaved }: { error: string; onSaved: () => void }) {
  const [value, setValue] = useState('');
  return (
    <Stack gap="2" p="3" borderWidth="1px" borderColor="orange.300" borderRadius="md" bg="orange.50" data-testid="qa-key">
      <Text fontWeight="semibold">需要团队的控制密钥</Text>
      <Text fontSize="xs" color="fg.muted">这个模拟后端由团队共用，控制接口需要密钥（启动时的 MOCK_CONTROL_KEY，向搭建它的同事索取）。只需输入一次，本浏览器会记住。</Text>
      {error && <Text fontSize="xs" color="red.600">{error}</Text>}
      <HStack gap="2">
        <Input size="sm" flex="1" minW="0" type="password" placeholder="控制密钥" aria-label="控制密钥" value={value} autoComplete="off"
          onChange={(e) => setValue(e.currentTarget.value)} />
        <Button size="sm" colorPalette="orange" disabled={value.trim().length === 0} onClick={() => {
          setMockKey(value);
          setValue('');
          onSaved();
        }}>保存密钥</Button>
      </HStack>
    </Stack>
  );
}

/** The panel's own help: what each part does, for a tester sharing the mock with a team. */
function Help() {
  return (
    <Box as="details" fontSize="xs" color="fg.muted" borderTopWidth="1px" borderColor="border.muted" pt="3">
      <Box as="summary" cursor="pointer" fontWeight="semibold" color="fg">使用说明</Box>
      <Stack gap="1.5" mt="2" lineHeight="1.6">
        <Text><b>数据空间</b>：团队共用一个模拟后端时，每人可在自己的空间里工作——数据、定时任务（审核、订单推进、报价、打款）、登录会话、场景和请求记录都只属于这个空间。新空间可以复制共享数据、某个快照或预置快照；把空间名告诉同事，对方点「进入」即可看到同一份数据。不选空间时在共享空间。</Text>
        <Text><b>恢复、重置</b>只改变本浏览器所在的空间，执行前会确认是哪个空间；要改共享空间，先「回到共享空间」。</Text>
        <Text><b>数据快照</b>为所有空间共用：在一个空间保存，可在任何空间恢复或新建空间。</Text>
        <Text><b>复制复现链接</b>：保存当前数据为快照并生成链接；同事打开后会在一个新的空间里看到同样的数据、用户、页面和场景，不影响任何人的数据。</Text>
        <Text><b>故障场景、使会话过期</b>默认只对本浏览器生效（作用范围可改为所有浏览器，仍限于当前空间）。<b>最近请求</b>默认只列本浏览器的请求。</Text>
        <Text><b>控制密钥</b>：模拟后端对局域网开放时（MOCK_HOST）需要团队的密钥（MOCK_CONTROL_KEY），面板会提示输入一次。详见 mock-server/README.md「团队测试」一节。</Text>
      </Stack>
    </Box>
  );
}

interface Pending {
  title: string;
  message: string;
  confirmText: string;
  resolve: (ok: boolean) => void;
}

/** `hybrid`: the mock takes some paths from the live backend (MOCK_LIVE); the title says so. `keyRequired`: the
 *  mock is a team's, its control calls need the key (MOCK_CONTROL_KEY). */
export default function QaPanel({ hybrid = false, keyRequired = false }: { hybrid?: boolean; keyRequired?: boolean }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const space = useSandboxSpace();
  const where = spaceLabel(space);
  const [hasKey, setHasKey] = useState(() => mockKey() !== null);
  const [keyError, setKeyError] = useState('');
  const needsKey = (keyRequired && !hasKey) || keyError !== '';
  const ready = open && !needsKey;
  const [pending, setPending] = useState<Pending | null>(null);
  /** Asks in the panel's footer (a dialog over the panel would be outside its focus); true when confirmed. */
  const confirm = (title: string, message: string, confirmText: string) => new Promise<boolean>((resolve) => {
    setPending((before) => {
      before?.resolve(false);
      return { title, message, confirmText, resolve };
    });
  });
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const [times, setTimes] = useState('1');
  const [path, setPath] = useState('');
  const [scope, setScope] = useState<Scope>('client');
  const [link, setLink] = useState('');
  /** Focused when the panel opens: not the space name field at its top, which would open a phone's keyboard. */
  const closeRef = useRef<HTMLButtonElement>(null);
  /** Runs once the drawer has finished closing (its focus given back), so a dialog opened then stays open. */
  const afterClose = useRef<(() => void) | null>(null);

  const run = async (label: string, action: () => Promise<unknown>): Promise<boolean> => {
    try {
      await action();
      toast.success(`已设置：${label}`);
      void queryClient.invalidateQueries({ queryKey: MOCK_LOG_KEY });
      return true;
    } catch (error) {
      if (isKeyRefusal(error)) {
        // A key that the mock does not take (changed, mistyped): asked for again.
        setMockKey(null);
        setHasKey(false);
        setKeyError((error as Error).message);
      }
      toast.error(error instanceof Error ? error.message : '模拟服务器未响应');
      return false;
    }
  };

  const reset = async () => {
    const everyone = space === null ? '：所有没有进入自己空间的测试者都会看到变化' : '，其他空间不受影响';
    if (!await confirm('重置数据', `将把${where}的全部数据恢复为种子数据（登录会话、场景和定时任务一并清除）${everyone}。`, '确认重置')) return;
    await run('重置数据', async () => {
      await mockControl('POST', '/reset');
      queryClient.clear();
    });
  };

  const setScenario = (scenario: Scenario, label: string) =>
    run(label, () => mockControl('POST', '/scenario', { scenario, times: Number(times), scope, ...(path.trim() ? { path: path.trim() } : {}) }));

  // A timeout in two taps: the panel closes and the next signed-in call meets the 401, so the 提示 dialog
  // (the app's own 401 path) appears at once.
  const expireSessions = async () => {
    const signedIn = getToken() !== null;
    if (!await run('使会话过期', () => mockControl('POST', '/sessions/expire', { scope }))) return;
    if (signedIn) afterClose.current = () => void profile().catch(() => undefined);
    setOpen(false);
  };

  const copyReproLink = () => run('复现链接已复制', async () => {
    const made = await mockControl<{ data: { snapshot: string; userId: number | null; scenario: { scenario: string; times: number; path?: string } | null } }>('POST', '/repro');
    const { snapshot, userId, scenario } = made.data;
    const url = reproUrl(window.location, { s: snapshot, u: userId, sc: scenario?.scenario, t: scenario?.times, p: scenario?.path });
    setLink(url);
    void queryClient.invalidateQueries({ queryKey: SNAPSHOTS_KEY });
    void copyText(url);
  });

  return (
    <Drawer.Root open={open} onOpenChange={(details) => {
      setOpen(details.open);
      if (!details.open) settle(false);
    }} placement="end" size="sm" initialFocusEl={() => closeRef.current}
      onExitComplete={() => {
        afterClose.current?.();
        afterClose.current = null;
      }}>
      <Drawer.Trigger asChild>
        <IconButton aria-label="QA 调试面板" size="xs" borderRadius="full" colorPalette="purple" variant="solid" opacity="0.85"
          data-testid="qa-trigger">
          <ToolIcon boxSize="3.5" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Drawer.Title>QA 调试面板 <Badge colorPalette={hybrid ? 'orange' : 'purple'} ml="2">{hybrid ? '混合后端' : '模拟后端'}</Badge></Drawer.Title>
              <Text fontSize="xs" color="fg.muted">本浏览器标识 <Text as="span" fontFamily="mono" data-testid="qa-client">{sandboxClientId()}</Text>
                {' · '}所在：<Text as="span" color={space === null ? undefined : 'purple.700'} fontWeight={space === null ? undefined : 'semibold'}>{where}</Text></Text>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                {needsKey && (
                  <KeyForm error={keyError} onSaved={() => {
                    setHasKey(true);
                    setKeyError('');
                    void queryClient.invalidateQueries({ queryKey: ['dev'] });
                  }} />
                )}
                <Spaces enabled={ready} run={run} confirm={confirm} />
                <Stack gap="2">
                  <Flex align="center" justify="space-between">
                    <Text fontWeight="semibold">故障场景</Text>
                    <NativeSelect.Root size="xs" width="32">
                      <NativeSelect.Field aria-label="作用范围" value={scope} onChange={(e) => setScope(e.currentTarget.value as Scope)}>
                        <option value="client">仅本浏览器</option>
                        <option value="all">所有浏览器</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Flex>
                  <HStack gap="2">
                    <NativeSelect.Root size="sm" width="28">
                      <NativeSelect.Field aria-label="次数" value={times} onChange={(e) => setTimes(e.currentTarget.value)}>
                        {['1', '3', '5', '10'].map((n) => <option key={n} value={n}>接下来 {n} 次</option>)}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Input size="sm" flex="1" placeholder="仅限路径，如 /need/myBrowse" value={path}
                      onChange={(e) => setPath(e.currentTarget.value)} />
                  </HStack>
                  <SimpleGrid columns={2} gap="2">
                    {SCENARIO_BUTTONS.map(({ scenario, label }) => (
                      <Button key={scenario} size="sm" variant="outline" onClick={() => void setScenario(scenario, label)}>
                        {label}
                      </Button>
                    ))}
                    <Button size="sm" variant="subtle" colorPalette="gray" onClick={() => void run('清除场景', () => mockControl('DELETE', '/scenario', { scope }))}>
                      清除场景
                    </Button>
                  </SimpleGrid>
                </Stack>
                <Stack gap="2">
                  <Text fontWeight="semibold">会话与数据</Text>
                  <SimpleGrid columns={2} gap="2">
                    <Button size="sm" colorPalette="orange" variant="outline"
                      onClick={() => void expireSessions()}>
                      使会话过期
                    </Button>
                    <Button size="sm" colorPalette="red" variant="outline" onClick={() => void reset()}>
                      重置数据
                    </Button>
                  </SimpleGrid>
                  <Button size="sm" colorPalette="purple" variant="outline" onClick={() => void copyReproLink()}>复制复现链接</Button>
                  {link && (
                    <Stack gap="1">
                      <Text fontSize="xs" color="fg.muted">在另一个浏览器打开此链接：恢复当前数据、同一用户、同一场景、同一页面</Text>
                      <Input size="xs" readOnly value={link} fontFamily="mono" aria-label="复现链接" data-testid="qa-repro-link"
                        onFocus={(e) => e.currentTarget.select()} />
                    </Stack>
                  )}
                </Stack>
                <Snapshots enabled={ready} run={run} confirm={confirm} where={where} />
                <Box>
                  <RequestLog enabled={ready} />
                </Box>
                <Help />
              </Stack>
            </Drawer.Body>
            {pending && (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="2" borderTopWidth="1px" borderColor="border"
                role="group" aria-label={pending.title} data-testid="qa-confirm">
                <Text fontWeight="semibold">{pending.title}</Text>
                <Text fontSize="sm" color="fg.muted">{pending.message}</Text>
                <HStack gap="2">
                  <Button flex="1" size="sm" variant="outline" onClick={() => settle(false)}>取消</Button>
                  <Button flex="1" size="sm" colorPalette="red" onClick={() => settle(true)}>{pending.confirmText}</Button>
                </HStack>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton ref={closeRef} size="sm" aria-label={zhCN.common.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
