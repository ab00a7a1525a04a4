// The status codes of 商户入驻, by name with their labels.
// The app imports them from the one door, src/contract/statuses.ts, which says how a status is written.
import type { Code, Labels } from '../common/codes.ts';

/** A 商户入驻 application's audit (`MerchantApplication.auditState`). */
export const MerchantAudit = {
  pending: 0,
  approved: 1,
  rejected: 2,
} as const;
export type MerchantAudit = Code<typeof MerchantAudit>;
export const merchantAuditLabel: Labels<MerchantAudit> = { 0: '待审核', 1: '已通过', 2: '已驳回' };
