// 收款账户's form: 支付宝 or a bank card (with its bank), checked before it is sent; the name is the verified 实名,
// never typed. Loaded lazily by PayoutAccountSection.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Button, Flex, Input, Stack } from '@chakra-ui/react';
import { payoutAccountKeys, setPayoutAccount } from '@/api/account.payout.ts';
import { PayoutAccountType, payoutAccountTypeLabel } from '@/contract/statuses.ts';
import { FormField } from '@/components/FormField.tsx';
import { toast } from '@/components/toast.ts';
import { rulesResolver } from '@/lib/formRules.ts';
import { checkPayoutAccount, type PayoutAccountValues } from './payoutAccount.ts';

const TYPES = [PayoutAccountType.alipay, PayoutAccountType.bank] as const;

export default function PayoutAccountForm({ onDone }: { onDone: () => void }) {
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
