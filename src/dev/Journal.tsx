// The QA panel's 请求记录: the mock's request journal (GET /__mock/journal) of this browser's space — this
// browser's calls or every browser's, filtered by path and status, newest first. A row opens to what was sent and
// what came back (bodies as the mock recorded them: secrets already masked, long ones cut at 16 KB); calls a
// reproduction link brought along are tagged 复现链接; another tester's calls carry their name. 导出 HAR downloads
// the same calls as a HAR file for a browser's network panel. Compact: it lives in a 375 px drawer.
import { useEffect, useState } from 'react';
import { Box, Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { useQuery } from '@tanstack/react-query';
import { NativeSelect } from '@/components/chakra/nativeSelect.ts';
import { mockControl } from '@/api/mock.ts';
import { DROPPED_CALL } from '@/contract/statuses.ts';
import type { JournalEntry, JournalMessage } from '@/contract/types.ts';
import { toast } from '@/components/toast.ts';
import { sandboxClientId, sandboxSpace } from '@/stores/sandboxClient.ts';
import { zhCN } from '@/locales/zh-CN.ts';

/** Under the panel's log key, so the panel's actions (which refetch it) refetch the journal too. */
export const JOURNAL_KEY = ['dev', 'mock-log', 'journal'] as const;

/** Rows asked for; the mock keeps 1000 per space. */
const SHOWN = 50;
/** The path filter waits for typing to pause. */
const TYPING_MS = 300;

type Scope = 'client' | 'all';
type StatusFilter = '' | '2xx' | '4xx' | '5xx' | '0';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: '', label: '全部' },
  { value: '2xx', label: '成功' },
  { value: '4xx', label: '4xx' },
  { value: '5xx', label: '5xx' },
  { value: String(DROPPED_CALL) as StatusFilter, label: '断开' },
];

export type { JournalEntry };

interface Found {
  count: number;
  entries: JournalEntry[];
}

interface Filters {
  path: string;
  status: StatusFilter;
  scope: Scope;
}

function queryOf({ path, status, scope }: Filters, limit?: number): string {
  const q = new URLSearchParams();
  if (path.trim()) q.set('path', path.trim());
  if (status) q.set('status', status);
  if (scope === 'all') q.set('scope', 'all');
  if (limit !== undefined) q.set('limit', String(limit));
  const text = q.toString();
  return text ? `?${text}` : '';
}

function statusColor(entry: JournalEntry): string {
  if (entry.status !== 200) return 'red';
  if (entry.code !== undefined && entry.code !== 200) return 'orange';
  return 'green';
}

/** 'YYYYMMDD-HHmmss' of this browser's clock, for the file name. */
function stamp(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
}

/** A body as text to read: pretty JSON; a cut one's head with its note; what there is instead of none. */
function bodyText(message: JournalMessage, isAnswer: boolean): string {
  const { body } = message;
  if (body === undefined) {
    if (isAnswer && message.size > 0) return `（非 JSON 内容：${message.contentType ?? '未知类型'}，${message.size} 字节）`;
    return '（无）';
  }
  if (body && typeof body === 'object' && (body as { truncated?: unknown }).truncated === true) {
    const cut = body as { head?: unknown; note?: unknown };
    return `${String(cut.note ?? '内容过长，已截断')}\n${String(cut.head ?? '')}`;
  }
  return JSON.stringify(body, null, 2);
}

function Body({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap="0.5">
      <Text fontWeight="semibold" color="fg.muted">{label}</Text>
      <Box as="pre" m="0" p="1.5" maxH="48" overflow="auto" bg="bg.muted" borderRadius="sm" fontSize="2xs" lineHeight="1.4"
        whiteSpace="pre-wrap" wordBreak="break-all">{text}</Box>
    </Stack>
  );
}

function Row({ entry, mine, open, onToggle }: { entry: JournalEntry; mine: string; open: boolean; onToggle: () => void }) {
  const someoneElse = entry.client !== mine;
  const who = entry.tester ?? (entry.client ? `浏览器 ${entry.client.slice(0, 4)}` : '其他');
  const query = Object.keys(entry.query).length > 0 ? JSON.stringify(entry.query, null, 2) : '';
  return (
    <Box borderBottomWidth="1px" borderColor="border.muted" data-testid="qa-journal-row">
      <Flex as="button" w="full" textAlign="left" gap="1.5" align="center" py="1" cursor="pointer" aria-expanded={open}
        onClick={onToggle} title={`${entry.time} ${entry.method} ${entry.path}`}>
        <Text w="9" flexShrink="0" fontWeight="semibold">{entry.method}</Text>
        <Text flex="1" minW="0" truncate>{entry.path}</Text>
        {entry.repro !== undefined && <Badge size="xs" colorPalette="purple" title={`复现链接带来的请求（快照 ${entry.repro}）`}>复现链接</Badge>}
        {someoneElse && (
          <Text flexShrink="0" maxW="16" truncate color="fg.muted" title={entry.client ? `浏览器 ${entry.client}` : '未标识的调用方（curl、脚本）'}>{who}</Text>
        )}
        <Badge colorPalette={statusColor(entry)} size="xs" flexShrink="0">
          {entry.status === DROPPED_CALL ? '断开' : entry.status}{entry.code !== undefined ? `/${entry.code}` : ''}
        </Badge>
        <Text w="11" flexShrink="0" textAlign="right" color="fg.muted">{entry.ms}ms</Text>
      </Flex>
      {open && (
        <Stack gap="1.5" pb="2" data-testid="qa-journal-detail">
          <Text color="fg.muted">{entry.time}{entry.scenario ? ` · 场景 ${entry.scenario}` : ''}</Text>
          {query && <Body label="查询参数" text={query} />}
          <Body label="请求体" text={bodyText(entry.request, false)} />
          <Body label="应答" text={bodyText(entry.response, true)} />
        </Stack>
      )}
    </Box>
  );
}

export function Journal({ enabled }: { enabled: boolean }) {
  const [pathDraft, setPathDraft] = useState('');
  const [path, setPath] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [scope, setScope] = useState<Scope>('client');
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const mine = sandboxClientId();
  const filters: Filters = { path, status, scope };

  useEffect(() => {
    const timer = setTimeout(() => setPath(pathDraft), TYPING_MS);
    return () => clearTimeout(timer);
  }, [pathDraft]);

  const journal = useQuery({
    queryKey: [...JOURNAL_KEY, path.trim(), status, scope],
    queryFn: async (): Promise<Found> => {
      const answer = await mockControl<{ data?: Found } | undefined>('GET', `/journal${queryOf(filters, SHOWN)}`);
      return answer?.data ?? { count: 0, entries: [] };
    },
    enabled,
    staleTime: 0,
    retry: false,
  });

  // The HAR is a bare JSON document (no envelope code), which the API client hands back as it is.
  const exportHar = async () => {
    setExporting(true);
    try {
      const har = await mockControl<unknown>('GET', `/journal.har${queryOf({ path: pathDraft, status, scope })}`);
      const url = URL.createObjectURL(new Blob([JSON.stringify(har, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `journal-${sandboxSpace() ?? 'shared'}-${stamp(new Date())}.har`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '模拟服务器未响应');
    } finally {
      setExporting(false);
    }
  };

  const found = journal.data;
  return (
    <Stack gap="2">
      <Flex align="center" justify="space-between" gap="2">
        <Text fontWeight="semibold">请求记录</Text>
        <HStack gap="1.5">
          <Button size="xs" variant="outline" onClick={() => void journal.refetch()} loading={journal.isFetching}>刷新</Button>
          <Button size="xs" variant="outline" onClick={() => void exportHar()} loading={exporting}>导出 HAR</Button>
        </HStack>
      </Flex>
      <HStack gap="1.5">
        <Input size="xs" flex="1" minW="0" placeholder="路径，可用 * 通配" aria-label="按路径筛选" value={pathDraft}
          onChange={(e) => setPathDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setPath(pathDraft);
          }} />
        <NativeSelect.Root size="xs" width="20" flexShrink="0">
          <NativeSelect.Field aria-label="按状态筛选" value={status} onChange={(e) => setStatus(e.currentTarget.value as StatusFilter)}>
            {STATUS_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="xs" width="28" flexShrink="0">
          <NativeSelect.Field aria-label="显示谁的请求" value={scope} onChange={(e) => setScope(e.currentTarget.value as Scope)}>
            <option value="client">本浏览器的</option>
            <option value="all">所有浏览器的</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {journal.isError && <Text color="red.500" fontSize="xs">无法读取请求记录：{(journal.error as Error).message}</Text>}
      {found && found.entries.length === 0 && <Text color="fg.muted" fontSize="xs">{zhCN.common.empty}</Text>}
      {found && found.count > found.entries.length && (
        <Text color="fg.muted" fontSize="xs">共 {found.count} 条，显示最新 {found.entries.length} 条</Text>
      )}
      <Stack gap="0" fontSize="xs" fontFamily="mono" data-testid="qa-log">
        {found?.entries.map((entry) => (
          <Row key={entry.id} entry={entry} mine={mine} open={openId === entry.id}
            onToggle={() => setOpenId((current) => (current === entry.id ? null : entry.id))} />
        ))}
      </Stack>
    </Stack>
  );
}
