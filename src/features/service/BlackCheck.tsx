// 黑号查询 (was this game account reclaimed or used for fraud?), on home's anti-fraud card (loaded when its tab
// is chosen) and the 黑号查询 page.
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { AlertIcon, ShieldIcon } from '@/components/icons.tsx';
import { lookupBlackAccount, validateGameAccount, type BlackOutcome } from './trustCheck.ts';
import { CheckForm, ResultBox, useLookup } from './lookupParts.tsx';
import { serviceKeys } from '@/api/service.queries.ts';

const loadRecordsTable = () => import('./BlackRecordsTable.tsx');
const BlackRecordsTable = lazy(loadRecordsTable);

/**
 * What covers the bottom of home, where this box sits low: the tab bar and the floating 客服 button above it
 * (app/layouts/MainLayout.tsx: 1rem over the tab bar, 2.75rem tall), and a little air. The result is kept above
 * them, else its records were read through the button, under the fold.
 */
const BOTTOM_OVERLAYS = 'calc(var(--chakra-sizes-tab-bar) + env(safe-area-inset-bottom) + var(--chakra-spacing-4) + var(--chakra-sizes-11) + var(--chakra-spacing-3))';

/** Runs `then` once it is shown: inside the Suspense of the records, when the table has come. */
function Shown({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/** 黑号查询: a game account → no record (green) or its records (red table). */
export function BlackCheck({ intro = true }: { intro?: boolean }) {
  // The records table (and Chakra's table) loads with this box, not with home's first screen.
  useEffect(() => void loadRecordsTable(), []);
  const { value, onChange, error, submit, pending, outcome } = useLookup<BlackOutcome>(serviceKeys.blackCheck, validateGameAccount, lookupBlackAccount);
  // The result in view, clear of the bottom overlays: when it comes, and again when its table has (the lazy
  // table renders a moment after the box, which had been scrolled to while still short).
  const result = useRef<HTMLDivElement>(null);
  // Braces: Chromium's scrollIntoView now answers a promise, which an effect must not return.
  const keepInView = useCallback(() => { result.current?.scrollIntoView?.({ block: 'nearest' }); }, []);
  useEffect(() => { if (outcome) keepInView(); }, [outcome, keepInView]);
  return (
    <Stack gap="0">
      {intro && <Text fontSize="xs" color="fg.muted" mb="2">买号前查一查：输入游戏账号，查看是否有被找回或诈骗的记录。</Text>}
      <CheckForm label="要查询的游戏账号" placeholder="请输入游戏账号" value={value} onChange={onChange}
        onSubmit={submit} error={error} pending={pending} />
      <Box ref={result} scrollMarginBottom={BOTTOM_OVERLAYS}>
        {outcome && !outcome.exists && (
          <ResultBox tone="safe" testId="black-result" icon={<ShieldIcon boxSize="5" />} title="未查到黑号记录">
            账号 {outcome.account} 暂无被找回或诈骗的记录。查询结果仅供参考，购买时建议选择找回包赔。
          </ResultBox>
        )}
        {outcome && outcome.exists && (
          <ResultBox tone="danger" testId="black-result" icon={<AlertIcon boxSize="5" />}
            title={`该账号有 ${outcome.records.length} 条黑号记录，请勿交易`}>
            <Text mb="2">账号 {outcome.account} 曾被原号主找回或涉及诈骗，交易风险极高。</Text>
            <Suspense fallback={<Spinner size="sm" color="red.500" />}>
              <BlackRecordsTable records={outcome.records} />
              <Shown then={keepInView} />
            </Suspense>
          </ResultBox>
        )}
      </Box>
    </Stack>
  );
}

export default BlackCheck;
