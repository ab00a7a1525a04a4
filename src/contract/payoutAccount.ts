// 收款账户's account rules, shared by the app's form and the mock's check (wire/requests.ts), without zod.
/** 支付宝: a mainland mobile number or an e-mail. */
export const ALIPAY_ACCOUNT_RE = /^(1\d{10}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;
/** A bank card: 12–19 digits. */
export const BANK_CARD_RE = /^\d{12,19}$/;
