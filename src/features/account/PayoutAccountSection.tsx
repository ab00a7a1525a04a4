// 收款账户 on 我的: where the platform pays the seller (orders and 竞价回收 deals), shown masked in the seller's
// verified 实名, with 设置 / 修改 opening the form in place. Reached from 我的 and from the payout lines
// (paths.geren + #payout). A backend without the endpoint (the live one) gets the live site's rule instead.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { payoutAccountKeys, payoutAccountQuery, setPayoutAccount } from '@/api/account.payout.ts';
import type { User } from '@/contract/types.ts';
import { PayoutAccountType, payoutAccountTypeLabel, RealNameStatus } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { FormField } from '@/components/FormField.tsx';
import { toast } from '@/components/toast.ts';
import { rulesResolver } from '@/lib/formRules.ts';
import { checkPayoutAccount, type PayoutAccountValues } from './payoutAccount.ts';

const TYPES = [PayoutAccountType.alipay, PayoutAccountType.bank] as const;

function PayoutForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, setValue, control, formState: { errors } } = useForm<PayoutAccountValues>({
    resolver: rulesResolver(checkPayoutAccount, (v) => ({ ...v, account: v.account.replace(/\s/g, ''), bankName: v.bankName.trim() })),
    defaultValues: { type: PayoutAccountType.alipay, account: '', bankName: '' },
  });
  const type = useWatch({ control, name: 'type' });
  const save = useMutation({
    mutationFn: setPayoutAccount,
    onSuccess: (saved) => {
      queryClient.setQueryData(payoutAccountKeys.mine, saved);
      toast.success('收款账户已保存');
      onDone();
    },
    onError: (error) => toast.fromError(error),
  });
  return (
    <form noValidate aria-label="设置收款账户" onSubmit={(event) => void handleSubmit((v) => save.mutate(
      { type: v.type, account: v.account, ...(v.type === PayoutAccountType.bank ? { bankName: v.bankName } : {}) },
    ))(event)}>
      <Stack gap="3" mt="2">
        <Flex gap="2" role="radiogroup" aria-label="收款方式">
          {TYPES.map((t) => (
            <Button key={t} type="button" size="sm" flex="1" role="radio" aria-checked={type === t}
              variant={type === t ? 'solid' : 'outline'} onClick={() => setValue('type', t)}>{payoutAccountTypeLabel[t]}</Button>
          ))}
        </Flex>
        <FormField label={type === PayoutAccountType.bank ? '银行卡号' : '支付宝账号（手机号或邮箱）'} error={errors.account?.message}>
          <Input inputMode={type === PayoutAccountType.bank ? 'numeric' : 'email'} autoComplete="off" data-testid="payout-account-input"
            placeholder={type === PayoutAccountType.bank ? '请输入本人银行卡号' : '请输入本人支付宝账号'} {...register('account')} />
        </FormField>
        {type === PayoutAccountType.bank && (
          <FormField label="开户银行" error={errors.bankName?.message}>
            <Input placeholder="如 招商银行" maxLength={20} {...register('bankName')} />
          </FormField>
        )}
        <Flex gap="2">
          <Button type="button" variant="outline" flex="1" onClick={onDone}>取消</Button>
          <Button type="submit" flex="1" loading={save.isPending} loadingText="保存中">保存</Button>
        </Flex>
      </Stack>
    </form>
  );
}

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
      {editing && <PayoutForm onDone={() => setEditing(false)} />}
    </Box>
  );
}
