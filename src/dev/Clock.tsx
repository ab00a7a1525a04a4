// The QA panel's 时间: the mock time of this browser's space, how far it runs ahead of real time, and what the
// platform will do when (its pending jobs, in Chinese: an audit, an order's next step, a deadline, a payout …).
// 快进 moves the space's clock forward (POST /__mock/clock): the jobs due on the way run in order, each at its own
// due time, so a tester reaches a deadline or a payout without waiting. Sign-in stays on real time (nobody is signed
// out). Every query refetches afterwards, so the screens show what the jobs changed.
import { useState } from 'react';
import { Button, Flex, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mockControl } from '@/api/mock.ts';
import type { MockClock } from '@/contract/types.ts';
import { dueText, durationText, jobText } from './panelText.ts';

export const CLOCK_KEY = ['dev', 'mock-clock'] as const;

const MINUTE_MS = 60_000;
/** The mock moves at most 30 days at once. */
const MAX_MINUTES = 30 * 24 * 60;
/** Rows shown; the rest are counted. */
const SHOWN = 20;

const STEPS: { label: string; ms: number }[] = [
  { label: '快进 15 分钟', ms: 15 * MINUTE_MS },
  { label: '快进 2 小时', ms: 2 * 60 * MINUTE_MS },
  { label: '快进 1 天', ms: 24 * 60 * MINUTE_MS },
];

/** The space's clock and its pending jobs (GET /__mock/clock). */
export async function fetchClock(): Promise<MockClock> {
  return (await mockControl<{ data: MockClock }>('GET', '/clock')).data;
}

/** Minutes typed in the field, when they are a whole number the mock takes. */
function minutesOf(text: string): number | undefined {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= 1 && n <= MAX_MINUTES ? n : undefined;
}

interface Props {
  enabled: boolean;
  run: (label: string, action: () => Promise<unknown>) => Promise<boolean>;
  /** How the space this browser is in is named (共享空间, 数据空间「…」). */
  where: string;
}

export function Clock({ enabled, run, where }: Props) {
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState('');
  const clock = useQuery({ queryKey: CLOCK_KEY, queryFn: fetchClock, enabled, staleTime: 0, retry: false });
  const typed = minutesOf(minutes);

  const forward = async (label: string, ms: number) => {
    if (!await run(label, async () => (await mockControl<{ msg: string }>('POST', '/clock', { advanceMs: ms })).msg)) return;
    // Every query, the clock's too: the screens refetch what the jobs changed (an order closed, a payout made).
    void queryClient.invalidateQueries();
    setMinutes('');
  };

  const data = clock.data;
  return (
    <Stack gap="2">
      <Flex align="baseline" justify="space-between" gap="2">
        <Text fontWeight="semibold">时间</Text>
        <Text fontSize="2xs" color="fg.muted" truncate>{where}的模拟时钟，登录不受影响</Text>
      </Flex>
      {clock.isError && <Text color="red.500" fontSize="xs">无法读取模拟时钟：{(clock.error as Error).message}</Text>}
      {data && (
        <Text fontSize="sm" data-testid="qa-clock-now">
          模拟时间 <Text as="span" fontFamily="mono">{data.now}</Text>
          <Text as="span" fontSize="xs" color={data.offsetMs > 0 ? 'purple.700' : 'fg.muted'}>
            {' · '}{data.offsetMs > 0 ? `比真实时间快 ${durationText(data.offsetMs)}` : '与真实时间一致'}
          </Text>
        </Text>
      )}
      <SimpleGrid columns={3} gap="2">
        {STEPS.map((s) => (
          <Button key={s.ms} size="sm" variant="outline" colorPalette="purple" onClick={() => void forward(s.label, s.ms)}>{s.label}</Button>
        ))}
      </SimpleGrid>
      <HStack as="form" gap="2" onSubmit={(e) => {
        e.preventDefault();
        if (typed !== undefined) void forward(`快进 ${typed} 分钟`, typed * MINUTE_MS);
      }}>
        <Input size="sm" flex="1" inputMode="numeric" placeholder="分钟数，如 90" aria-label="快进分钟数" value={minutes}
          onChange={(e) => setMinutes(e.currentTarget.value)} />
        <Button type="submit" size="sm" variant="outline" disabled={typed === undefined}>快进</Button>
      </HStack>
      {minutes.trim() !== '' && typed === undefined && <Text fontSize="xs" color="red.600">请输入 1–{MAX_MINUTES} 之间的整数分钟（最多 30 天）</Text>}
      <Flex align="center" justify="space-between">
        <Text fontSize="xs" color="fg.muted">待运行的定时任务{data ? `（${data.pending}）` : ''}</Text>
        <Button size="2xs" variant="ghost" onClick={() => void clock.refetch()} loading={clock.isFetching}>刷新</Button>
      </Flex>
      {data?.jobs.length === 0 && <Text color="fg.muted" fontSize="xs">没有待运行的定时任务</Text>}
      <Stack gap="1" data-testid="qa-jobs">
        {data?.jobs.slice(0, SHOWN).map((j) => (
          <Flex key={j.id} gap="2" align="baseline" fontSize="xs" py="1" borderBottomWidth="1px" borderColor="border.muted" data-testid="qa-job">
            <Text flexShrink="0" color="fg.muted" fontFamily="mono" title={j.dueAt}>{j.dueAt.slice(5, 16)}</Text>
            <Text flex="1" minW="0">{jobText(j)}</Text>
            <Text flexShrink="0" color="fg.muted">{dueText(j.dueAt, data.now)}</Text>
          </Flex>
        ))}
      </Stack>
      {data && data.jobs.length > SHOWN && <Text fontSize="xs" color="fg.muted">还有 {data.jobs.length - SHOWN} 个</Text>}
    </Stack>
  );
}
