// The two trust lookups, shared by home's anti-fraud card and the service pages (contactkefu, blackSearch):
// 客服验证 (is this QQ / WeChat really our staff?) and 黑号查询 (was this game account reclaimed or used for
// fraud?). Both check the input first, then show a clear safe (green) or unsafe (red) result; a failed call
// (network, timeout) is a toast with the server's message.
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { TextInput } from '@/components/TextInput.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import { AlertIcon, ShieldIcon } from '@/components/icons.tsx';
import { toast } from '@/components/toast.ts';
import {
  lookupBlackAccount, staffTypeName, validateGameAccount, validateStaffId, verifyStaff, type BlackOutcome, type StaffOutcome,
} from '@/features/home/trustCheck.ts';
import { serviceKeys } from './queries.ts';

function CheckForm({ label, placeholder, value, onChange, onSubmit, error, pending, inputMode }: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  error: string | null;
  pending: boolean;
  inputMode?: 'text' | 'numeric';
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Flex gap="2">
        <TextInput size="sm" flex="1" minW="0" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder}
          aria-label={label} aria-invalid={error ? true : undefined} maxLength={50} inputMode={inputMode}
          autoComplete="off" enterKeyHint="search" borderRadius="md" />
        <Button type="submit" size="sm" loading={pending} loadingText="查询中" flexShrink={0} px="4">查询</Button>
      </Flex>
      {error && <Text mt="1.5" fontSize="xs" color="red.500" role="alert">{error}</Text>}
    </form>
  );
}

function ResultBox({ tone, icon, title, children, testId }: {
  tone: 'safe' | 'danger';
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  const safe = tone === 'safe';
  return (
    <Box mt="3" p="3" borderRadius="lg" borderWidth="1px" borderColor={safe ? 'green.200' : 'red.200'}
      bg={safe ? 'green.50' : 'red.50'} role="status" aria-live="polite" data-testid={testId}>
      <Flex gap="2" align="flex-start" color={safe ? 'green.700' : 'red.600'}>
        <Box flexShrink={0} mt="0.5">{icon}</Box>
        <Text fontSize="sm" fontWeight="semibold">{title}</Text>
      </Flex>
      {children && <Box mt="1.5" pl="7" fontSize="xs" color="fg.muted">{children}</Box>}
    </Box>
  );
}

/**
 * One lookup box: the entry, its validation message, and the lookup it runs once the entry is valid. A lookup
 * is a read, so it goes through the query cache (`key` + the entry) rather than a mutation: asking again while
 * the same lookup is under way joins it, every new ask is fresh (a record may have been added meanwhile), and
 * home's first load needn't carry react-query's mutation code.
 */
function useLookup<T>(key: readonly unknown[], validate: (value: string) => string | null, lookup: (value: string) => Promise<T>) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<T>();
  const latest = useRef(0);
  const submit = () => {
    const problem = validate(value);
    setError(problem);
    if (problem) return;
    const request = ++latest.current; // only the last lookup asked for shows its answer
    setPending(true);
    queryClient.fetchQuery({ queryKey: [...key, value], queryFn: () => lookup(value), staleTime: 0 }).then(
      (answer) => { if (request === latest.current) setOutcome(answer); },
      (e: unknown) => { if (request === latest.current) toast.fromError(e); },
    ).finally(() => { if (request === latest.current) setPending(false); });
  };
  const onChange = (next: string) => {
    setValue(next);
    setError(null);
  };
  return { value, onChange, error, submit, pending, outcome };
}

/** 客服验证: a QQ / WeChat id → official staff (green) or impostor (red, with advice). */
export function StaffCheck({ intro = true }: { intro?: boolean }) {
  const { value, onChange, error, submit, pending, outcome } = useLookup<StaffOutcome>(serviceKeys.staffCheck, validateStaffId, verifyStaff);
  return (
    <Stack gap="0">
      {intro && <Text fontSize="xs" color="fg.muted" mb="2">有人自称客服加你？输入对方的QQ号或微信号，验证是否为平台官方客服。</Text>}
      <CheckForm label="客服QQ号或微信号" placeholder="请输入QQ号或微信号" value={value} onChange={onChange}
        onSubmit={submit} error={error} pending={pending} />
      {outcome?.kind === 'official' && (
        <ResultBox tone="safe" testId="staff-result" icon={<ShieldIcon boxSize="5" />}
          title={`官方客服：${outcome.staff.name}，工作时间：${outcome.staff.workTime}`}>
          {staffTypeName(outcome.staff.type)} {outcome.id} 是平台官方客服。即便如此，官方客服也不会要求您私下转账或提供支付密码，请在平台内下单交易。
        </ResultBox>
      )}
      {outcome?.kind === 'unofficial' && (
        <ResultBox tone="danger" testId="staff-result" icon={<AlertIcon boxSize="5" />} title={outcome.msg}>
          {outcome.id} 不是平台官方客服。请立即停止与其私下交易，不要转账、不要透露账号密码和验证码；{'如已被骗，请保留聊天记录并'}
          <Link to={paths.contactkefu()} style={{ color: 'var(--chakra-colors-brand-fg)' }}>联系官方客服</Link>。
        </ResultBox>
      )}
    </Stack>
  );
}

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
