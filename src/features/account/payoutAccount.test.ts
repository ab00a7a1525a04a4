import { describe, expect, it } from 'vitest';
import { PayoutAccountType } from '@/contract/statuses.ts';
import { checkPayoutAccount } from './payoutAccount.ts';

describe('checkPayoutAccount', () => {
  it('支付宝 takes a phone or an e-mail', () => {
    expect(checkPayoutAccount({ type: PayoutAccountType.alipay, account: '', bankName: '' })).toEqual({ account: '请填写收款账号' });
    expect(checkPayoutAccount({ type: PayoutAccountType.alipay, account: 'abc', bankName: '' })).toEqual({ account: '支付宝账号应为手机号或邮箱' });
    expect(checkPayoutAccount({ type: PayoutAccountType.alipay, account: '139 1234 1234', bankName: '' })).toEqual({});
    expect(checkPayoutAccount({ type: PayoutAccountType.alipay, account: 'li@example.com', bankName: '' })).toEqual({});
  });
  it('a bank card takes 12–19 digits and its bank', () => {
    expect(checkPayoutAccount({ type: PayoutAccountType.bank, account: '1234', bankName: '' }))
      .toEqual({ account: '银行卡号应为 12–19 位数字', bankName: '请填写开户银行' });
    expect(checkPayoutAccount({ type: PayoutAccountType.bank, account: '6222 0202 0000 1234 567', bankName: '招商银行' })).toEqual({});
  });
});
