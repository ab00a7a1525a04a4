// QA panel (mock backend, non-production builds only): switches the mock's failure scenarios, expires
// sessions, resets the data, saves and restores snapshots, copies a reproduction link and shows the latest
// requests. It calls the mock's control API (/__mock/...) through api/mock.ts, the API client's one
// door to it. Every call names this browser's sandbox client, so scenarios and 使会话过期 act on
// this browser only unless 作用范围 says 所有浏览器.
import { useRef, useState } from 'react';
import {
  Badge, Box, Button, CloseButton, Flex, HStack, IconButton, Input, Portal, SimpleGrid, Stack, Text,
} from '@chakra-ui/react';
import { Drawer } from '@/components/chakra/drawer.ts';
import { NativeSelect } from '@/components/chakra/nativeSelect.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { profile } from '@/api/account.ts';
import { copyText } from '@/lib/clipboard.ts';
import { sandboxClientId } from '@/stores/sandboxClient.ts';
import { getToken } from '@/stores/session.ts';
import { reproUrl } from './repro.ts';
import { Snapshots, SNAPSHOTS_KEY } from './Snapshots.tsx';
import { mockControl } from '@/api/mock.ts';
import type { MockLogEntry } from '@/contract/types.ts';
import { ToolIcon } from '@/components/icons.tsx';
import { toast } from '@/components/toast.ts';
import { zhCN } from '@/locales/zh-CN.ts';

type Scenario = '401' | '401-http' | '403' | '500' | 'slow' | 'timeout' | 'network';

type LogEntry = MockLogEntry;

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
  const log = useQuery({
    queryKey: MOCK_LOG_KEY,
    queryFn: async () => logRows(await mockControl('GET', '/log')),
    enabled,
    staleTime: 0,
    retry: false,
  });
  return (
    <Stack gap="2">
      <Flex align="center" justify="space-between">
        <Text fontWeight="semibold">最近请求</Text>
        <Button size="xs" variant="outline" onClick={() => void log.refetch()} loading={log.isFetching}>刷新</Button>
      </Flex>
      {log.isError && <Text color="red.500" fontSize="xs">无法读取请求记录：{(log.error as Error).message}</Text>}
      {log.data && log.data.length === 0 && <Text color="fg.muted" fontSize="xs">{zhCN.common.empty}</Text>}
      <Stack gap="1" fontSize="xs" fontFamily="mono" data-testid="qa-log">
        {log.data?.slice(0, 50).map((entry, index) => (
          <Flex key={`${entry.time ?? ''}-${index}`} gap="2" align="center" py="1" borderBottomWidth="1px" borderColor="border.muted">
            <Text w="10" flexShrink="0" fontWeight="semibold">{entry.method}</Text>
            <Text flex="1" truncate title={entry.path}>{entry.path}</Text>
            <Badge colorPalette={statusColor(entry)} size="xs">
              {entry.status || '断开'}{entry.code !== undefined ? `/${entry.code}` : ''}
            </Badge>
            <Text w="12" textAlign="right" color="fg.muted">{entry.ms}ms</Text>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

/** `hybrid`: the mock takes some paths from the live backend (MOCK_LIVE); the title says so. */
export default function QaPanel({ hybrid = false }: { hybrid?: boolean }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [times, setTimes] = useState('1');
  const [path, setPath] = useState('');
  const [scope, setScope] = useState<Scope>('client');
  const [link, setLink] = useState('');
  /** Runs once the drawer has finished closing (its focus given back), so a dialog opened then stays open. */
  const afterClose = useRef<(() => void) | null>(null);

  const run = async (label: string, action: () => Promise<unknown>): Promise<boolean> => {
    try {
      await action();
      toast.success(`已设置：${label}`);
      void queryClient.invalidateQueries({ queryKey: MOCK_LOG_KEY });
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '模拟服务器未响应');
      return false;
    }
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
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="sm"
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
              <Text fontSize="xs" color="fg.muted">本浏览器标识 <Text as="span" fontFamily="mono" data-testid="qa-client">{sandboxClientId()}</Text></Text>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
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
                    <Button size="sm" colorPalette="red" variant="outline"
                      onClick={() => void run('重置数据', async () => {
                        await mockControl('POST', '/reset');
                        queryClient.clear();
                      })}>
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
                <Snapshots enabled={open} run={run} />
                <Box>
                  <RequestLog enabled={open} />
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={zhCN.common.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
