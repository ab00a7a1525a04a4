// 收款账户: where the platform pays a seller (the payout of an order or a 竞价回收 deal), 支付宝 or a bank card, always
// in the seller's verified 实名 (so a verified identity is needed first). Shown masked; the payout records where
// it went (payoutTo: 「支付宝 ***1234」). Routes (routes/account.ts) and the payout rules call these.
import type { PayoutAccount } from '../../src/contract/types.ts';
import { maskedAccount, payoutToText } from '../../src/contract/payoutAccount.ts';
import { PayoutAccountType, RealNameStatus } from '../../src/contract/statuses.ts';
import type { MockContext } from '../context.ts';
import { formatTime } from '../lib/fixtures.ts';
import type { UserRow } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';

/** The account as shown: the masked 实名 and the last four characters. */
export function payoutAccountView(user: UserRow): PayoutAccount | undefined {
  const p = user.payout;
  if (!p) return undefined;
  const view: PayoutAccount = { type: p.type, name: user.realName ?? '', account: maskedAccount(p.account), updateTime: p.updateTime };
  if (p.bankName) view.bankName = p.bankName;
  return view;
}

/** 「支付宝 ***1234」 / 「招商银行 ***1234」 for the payout line; undefined when none is set. */
export function payoutTo(user: UserRow | undefined): string | undefined {
  return user?.payout ? payoutToText(user.payout) : undefined;
}

/** Sets the account (the body already checked); the name is the verified 实名, never typed. */
export function setPayoutAccount(ctx: MockContext, user: UserRow, body: { type: PayoutAccountType; account: string; bankName?: string }): PayoutAccount {
  if (user.realNameStatus !== RealNameStatus.verified) fail('请先完成实名认证：收款账户须为本人实名');
  user.payout = {
    type: body.type, account: body.account.replace(/\s/g, ''), updateTime: formatTime(ctx.now()),
    ...(body.type === PayoutAccountType.bank && body.bankName ? { bankName: body.bankName } : {}),
  };
  ctx.store.changed();
  return payoutAccountView(user) as PayoutAccount;
}
