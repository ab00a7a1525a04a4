// 黑号查询 (was this game account reclaimed or used for fraud?), on home's anti-fraud card (loaded when its tab
// is chosen) and the 黑号查询 page.
import { lazy, Suspense, useEffect } from 'react';
import { Spinner, Stack, Text } from '@chakra-ui/react';
import { AlertIcon, ShieldIcon } from '@/components/icons.tsx';
import { lookupBlackAccount, validateGameAccount, type BlackOutcome } from './trustCheck.ts';
import { CheckForm, ResultBox, useLookup } from './lookupParts.tsx';
import { serviceKeys } from '@/api/service.queries.ts';

const loadRecordsTable = () => import('./BlackRecordsTable.tsx');
const BlackRecordsTable = lazy(loadRecordsTable);

/** 黑号查询: a game account → no record (green) or its records (red table). */
export function BlackCheck({ intro = true }: { intro?: boolean }) {
  // The records table (and Chakra's table) loads with this box, not with home's first screen.
  useEffect(() => void loadRecordsTable(), []);
  const { value, onChange, error, submit, pending, outcome } = useLookup<BlackOutcome>(serviceKeys.blackCheck, validateGameAccount, lookupBlackAccount);
  return (
    <Stack gap="0">
      {intro && <Text fontSize="xs" color="fg.muted" mb="2">买号前查一查：输入游戏账号，查看是否有被找回或诈骗的记录。</Text>}
      <CheckForm label="要查询的游戏账号" placeholder="请输入游戏账号" value={value} onChange={onChange}
        onSubmit={submit} error={error} pending={pending} />
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
          </Suspense>
        </ResultBox>
      )}
    </Stack>
  );
}

export default BlackCheck;
