// 安全中心 (public): my account's safety (phone, 实名 state, 修改密码 — 登录后查看 when signed out), the two
// anti-fraud checks (客服验证, 黑号查询) with their pages, and the anti-fraud guide: the 安全中心 (aqzx)
// articles, or a short built-in guide when there are none.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { Link, useLocation } from 'react-router-dom';
import type { User } from '@/contract/types.ts';
import { RealNameStatus } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { ChevronRightIcon, ShieldIcon } from '@/components/icons.tsx';
import { Page } from '@/components/Page.tsx';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { ErrorState, LoadingState } from '@/components/states.tsx';
import { TabStrip } from '@/components/TabStrip.tsx';
import { NoticeRows } from '@/features/content/NoticeRows.tsx';
import { noticeListQuery } from '@/api/content.queries.ts';
import { StaffCheck } from '@/features/service/StaffCheck.tsx';
import { maskPhone } from '@/lib/format.ts';
import { maskName } from '@/features/account/idcard.ts';
import { Card } from '@/components/InfoCard.tsx';
import { useCurrentUser } from '@/features/account/useCurrentUser.ts';

const BlackCheck = lazy(() => import('@/features/service/BlackCheck.tsx'));

/** Shown when the server has no 安全中心 articles. */
export const BUILT_IN_GUIDE: readonly { title: string; text: string }[] = [
  { title: '官方客服不会私下要求转账', text: '任何自称客服、要求您添加好友后私下转账、扫码付款或提供支付密码的，都是骗子。' },
  { title: '只在平台内下单付款', text: '脱离平台的交易没有担保和包赔，出现纠纷平台无法为您追回损失。' },
  { title: '验证码不告诉任何人', text: '短信验证码相当于账号钥匙，平台工作人员不会以任何理由索要。' },
  { title: '买号前先查黑号', text: '下单前用「黑号查询」查一查账号是否有被找回或诈骗的记录，并优先选择找回包赔。' },
];

function EntryRow({ to, label, value, testId, last }: { to: string; label: string; value: ReactNode; testId?: string; last?: boolean }) {
  return (
    <Link to={to} data-testid={testId}>
      <Flex align="center" gap="3" py="3" borderBottomWidth={last ? 0 : '1px'} borderColor="border.muted" fontSize="sm" _active={{ bg: 'bg.muted' }}>
        <Text flex="1">{label}</Text>
        <Box color="fg.muted" textAlign="right" minW="0">{value}</Box>
        <ChevronRightIcon boxSize="4" color="fg.subtle" flexShrink={0} />
      </Flex>
    </Link>
  );
}

function RealnameValue({ user }: { user: User }) {
  return user.realNameStatus === RealNameStatus.verified ? (
    <Flex gap="1.5" align="center" justify="flex-end">
      <Badge colorPalette="green" size="sm">已实名</Badge>
      {user.realName && <Text>{maskName(user.realName)}</Text>}
    </Flex>
  ) : <Badge colorPalette="orange" size="sm">未实名</Badge>;
}

function MyAccount() {
  const { user, failed, signedIn, retry } = useCurrentUser();
  const location = useLocation();
  const login = paths.login(location.pathname + location.search);
  const loading = signedIn && !user && !failed;
  return (
    <Card title="我的账号安全" testId="security-account">
      {failed ? <ErrorState compact message="账号信息加载失败" onRetry={retry} /> : (
        <Stack gap="0" mt="-1" mb="-1.5">
          <EntryRow to={user ? paths.mycenter : login} label="登录手机" testId="security-phone"
            value={user ? maskPhone(user.phonenumber) : loading ? '加载中…' : '登录后查看'} />
          <EntryRow to={user ? paths.realname : login} label="实名认证" testId="security-realname"
            value={user ? <RealnameValue user={user} /> : loading ? '加载中…' : '登录后查看'} />
          <EntryRow to={paths.passwore} label="登录密码" value="修改密码" testId="security-password" last />
        </Stack>
      )}
    </Card>
  );
}

const CHECKS = [
  { value: 'staff', label: '客服验证' },
  { value: 'black', label: '黑号查询' },
] as const;

function FraudChecks() {
  const [mode, setMode] = useState<'staff' | 'black'>('staff');
  return (
    <Box as="section" aria-label="防骗验证" bg="bg.surface" borderRadius="xl" overflow="hidden" data-testid="security-checks">
      <Flex align="center" justify="space-between" pr="3" borderBottomWidth="1px" borderColor="border.muted">
        <TabStrip label="防骗验证" items={CHECKS} value={mode} onChange={setMode} idPrefix="security-check" />
        <Link to={mode === 'staff' ? paths.contactkefu() : paths.blackSearch}>
          <Text fontSize="xs" color="fg.muted">{mode === 'staff' ? '官方客服' : '黑号查询页'}</Text>
        </Link>
      </Flex>
      <Box px="4" py="3" role="tabpanel" aria-labelledby={`security-check-tab-${mode}`}>
        {mode === 'staff' ? <StaffCheck /> : <Suspense fallback={<LoadingState compact />}><BlackCheck /></Suspense>}
      </Box>
    </Box>
  );
}

function BuiltInGuide() {
  return (
    <Stack as="ol" gap="3" listStyleType="none" data-testid="security-guide-builtin">
      {BUILT_IN_GUIDE.map((g, i) => (
        <Flex as="li" key={g.title} gap="2.5" align="flex-start">
          <Flex boxSize="5" borderRadius="full" bg="brand.muted" color="brand.fg" fontSize="xs" fontWeight="bold"
            align="center" justify="center" flexShrink={0} mt="0.5">{i + 1}</Flex>
          <Box>
            <Text fontSize="sm" fontWeight="medium">{g.title}</Text>
            <Text fontSize="xs" color="fg.muted" mt="0.5" lineHeight="1.6">{g.text}</Text>
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}

function Guide() {
  const query = useQuery(noticeListQuery('aqzx', 1, 10));
  return (
    <Card title="防骗指南" testId="security-guide">
      <QueryBoundary query={query} compact isEmpty={() => false}>
        {(page) => (page.rows.length === 0 ? <BuiltInGuide /> : (
          <Box mt="-2" mb="-2"><NoticeRows notices={page.rows} linkTo={paths.newsDetail} covers={false} testId="security-article" /></Box>
        ))}
      </QueryBoundary>
    </Card>
  );
}

export default function Security() {
  return (
    <Page>
      <Stack gap="3">
        <Flex align="center" gap="3" borderRadius="xl" px="4" py="4" color="white" bg="trust">
          <ShieldIcon boxSize="10" flexShrink={0} aria-hidden />
          <Box>
            <Text fontSize="lg" fontWeight="semibold">安全交易，从这里开始</Text>
            <Text fontSize="xs" mt="0.5">官方客服不会私下要求转账，一切交易请在平台内完成。</Text>
          </Box>
        </Flex>
        <MyAccount />
        <FraudChecks />
        <Guide />
      </Stack>
    </Page>
  );
}
