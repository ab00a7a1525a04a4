// 收款账户 on 我的: where the platform pays the seller (orders and 竞价回收 deals), shown masked in the seller's
// verified 实名, with 设置 / 修改 opening the form in place. Reached from 我的 and from the payout lines
// (paths.geren + #payout). A backend without the endpoint (the live one) gets the live site's rule instead.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { payoutAccountQuery } from '@/api/account.payout.ts';
import type { User } from '@/contract/types.ts';
import { PayoutAccountType, payoutAccountTypeLabel, RealNameStatus } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';

// The form (react-hook-form, the field recipe) loads on 设置 / 修改 only: 我的's budget.
const PayoutAccountForm = lazy(() => import('./PayoutAccountForm.tsx'));

export function PayoutAccountSection({ user }: { user: User | null }) {
  const query = useQuery(payoutAccountQuery());
  const { hash } = useLocation();
  const [editing, setEditing] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // From a payout line (#payout): brought into view.
  useEffect(() => {
    if (hash === '#payout') ref.current?.scrollIntoView({ block: 'center' });
  }, [hash]);
  const account = query.data;
  const verified = user?.realNameStatus === RealNameStatus.verified;
  return (
    <Box ref={ref} id="payout" bg="bg.surface" borderRadius="xl" mx="3" mt="3" px="4" py="3" data-testid="payout-account">
      <Flex justify="space-between" align="center">
        <Text fontSize="sm" fontWeight="semibold">收款账户</Text>
        {query.isSuccess && verified && !editing && (
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(true)}>{account ? '修改' : '设置'}</Button>
        )}
      </Flex>
      {query.isError ? (
        <Text fontSize="xs" color="fg.muted" mt="1">卖出的货款由平台核对后线下打款到您实名的收款账户，如需更改请联系客服。</Text>
      ) : account ? (
        <Text fontSize="sm" mt="1" data-testid="payout-account-current">
          {account.type === PayoutAccountType.bank && account.bankName ? account.bankName : payoutAccountTypeLabel[account.type]} {account.account}
          <Text as="span" color="fg.muted" fontSize="xs" ml="2">收款人 {account.name}</Text>
        </Text>
      ) : query.isSuccess && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {verified ? '尚未设置。卖出的货款和竞价回收款将打到这里，收款人为您的实名。'
            : <>收款人须为本人实名，请先<Link to={paths.realnameFor(`${paths.geren}#payout`)}><Text as="span" color="brand.fg">完成实名认证</Text></Link>。</>}
        </Text>
      )}
      {editing && <Suspense fallback={null}><PayoutAccountForm onDone={() => setEditing(false)} /></Suspense>}
    </Box>
  );
}
