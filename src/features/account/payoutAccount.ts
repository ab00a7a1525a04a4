// 收款账户's form rules, as the mock checks them (src/contract/payoutAccount.ts, the mock's payoutAccountBody): 支付宝 is a phone
// or an e-mail, a bank card 12–19 digits with its bank.
import { ALIPAY_ACCOUNT_RE, BANK_CARD_RE } from '@/contract/payoutAccount.ts';
import { PayoutAccountType } from '@/contract/statuses.ts';
import type { FormErrors } from '@/lib/formRules.ts';

export interface PayoutAccountValues {
  type: PayoutAccountType;
  account: string;
  bankName: string;
}

export function checkPayoutAccount(v: PayoutAccountValues): FormErrors<PayoutAccountValues> {
  const account = v.account.replace(/\s/g, '');
  const errors: FormErrors<PayoutAccountValues> = {};
  if (!account) errors.account = '请填写收款账号';
  else if (v.type === PayoutAccountType.alipay && !ALIPAY_ACCOUNT_RE.test(account)) errors.account = '支付宝账号应为手机号或邮箱';
  else if (v.type === PayoutAccountType.bank && !BANK_CARD_RE.test(account)) errors.account = '银行卡号应为 12–19 位数字';
  if (v.type === PayoutAccountType.bank && !v.bankName.trim()) errors.bankName = '请填写开户银行';
  return errors;
}
