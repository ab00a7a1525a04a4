// What the QA panel's lists share: the second confirmation's type, and the words for an owner, an age, an expiry,
// a size, a stretch of time and the mock's pending jobs (the mock answers times as 'YYYY-MM-DD HH:mm:ss' in
// Asia/Shanghai).
import type { MockJob, MockJobKind, MockJobPayloads } from '@/contract/types.ts';
/** Thrown by an action whose second confirmation was declined: nothing happened, nothing to say (QaPanel's run). */
export class Declined extends Error {}

/** A control call on what may be another tester's (QaPanel: asks a second time on a refusal, then forces). `send`
 *  gets '' the first time and '?force=1' the second. */
export type Forceable = <T>(send: (force: string) => Promise<T>, confirmText: string) => Promise<T>;

/** Who owns a space or snapshot, as the mock lists it. */
export interface OwnerInfo {
  tester?: string;
  client?: string;
}

/** How the panel names an owner: the tester, or the browser, or — for what nobody owns. */
export function ownerText(owner: OwnerInfo | undefined): string {
  if (!owner) return '未署名';
  return owner.tester ?? `浏览器 ${owner.client?.slice(0, 4) ?? '?'}`;
}

/** 'YYYY-MM-DD HH:mm:ss' (the mock's Asia/Shanghai time) → 3 分钟前 / 5 小时前 / 2 天前. */
export function ageText(time: string | null | undefined, now = Date.now()): string {
  if (!time) return '';
  const at = Date.parse(`${time.replace(' ', 'T')}+08:00`);
  if (!Number.isFinite(at)) return '';
  const min = Math.max(0, Math.round((now - at) / 60_000));
  if (min < 1) return '刚刚';
  if (min < 60) return `${min} 分钟前`;
  const h = Math.round(min / 60);
  return h < 48 ? `${h} 小时前` : `${Math.round(h / 24)} 天前`;
}

/** Until an expiry time: 6 天后到期 / 3 小时后到期; '' when it never expires. */
export function expiryText(time: string | null | undefined, now = Date.now()): string {
  if (!time) return '';
  const at = Date.parse(`${time.replace(' ', 'T')}+08:00`);
  if (!Number.isFinite(at)) return '';
  const h = Math.max(0, Math.round((at - now) / 3_600_000));
  return h < 48 ? `${h} 小时后到期` : `${Math.round(h / 24)} 天后到期`;
}

/** Bytes as KB / MB. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A stretch of time in its two largest units that are not nought: 15 分钟 / 2 小时 30 分钟 / 1 天 3 小时 / 不到 1 分钟. */
export function durationText(ms: number): string {
  let min = Math.floor(Math.abs(ms) / 60_000);
  if (min < 1) return '不到 1 分钟';
  const parts: string[] = [];
  for (const [unit, size] of [['天', 1440], ['小时', 60], ['分钟', 1]] as const) {
    if (min >= size) parts.push(`${Math.floor(min / size)} ${unit}`);
    min %= size;
  }
  return parts.slice(0, 2).join(' ');
}

/** 'YYYY-MM-DD HH:mm:ss' → epoch ms (the mock's Asia/Shanghai time); NaN when it is not one. */
function mockTime(time: string): number {
  return Date.parse(`${time.replace(' ', 'T')}+08:00`);
}

/** When a job falls due, from the mock's now: 15 分钟后 / 2 小时后 / 已到期. */
export function dueText(dueAt: string, now: string): string {
  const ms = mockTime(dueAt) - mockTime(now);
  if (!Number.isFinite(ms)) return '';
  return ms <= 0 ? '已到期' : `${durationText(ms)}后`;
}

/** What each kind of job will do, in the words of the platform (every kind the mock has: a missing one is a type error). */
const JOB_TEXT: { [K in MockJobKind]: (p: MockJobPayloads[K]) => string } = {
  'listing.audit': (p) => `商品 ${p.goodsId} 自动审核通过`,
  'order.payDeadline': (p) => `订单 ${p.orderId} 超时未支付，自动关闭`,
  'order.step': (p) => `订单 ${p.orderId} 推进一步（验号 → 换绑 → 待收货）`,
  'order.payout': (p) => `订单 ${p.orderId} 给卖家打款`,
  'afterSale.answer': (p) => `售后 ${p.afterSaleId} 由平台处理`,
  'recycle.valuation': (p) => `估价单 ${p.backlistId} 出估价结果`,
  'recycle.bid': (p) => `估价单 ${p.backlistId} 收到第 ${p.nth + 1} 个报价`,
  'backOrder.tick': (p) => `回收订单 ${p.backOrderId} 推进一步`,
  'backOrder.payDeadline': (p) => `回收订单 ${p.backOrderId} 回收商超时未付款，自动关闭`,
  'backOrder.payout': (p) => `回收订单 ${p.backOrderId} 给卖家打款`,
  'merchant.audit': (p) => `商户入驻申请 ${p.merchantId} 审核通过`,
  'feedback.reply': (p) => `反馈 ${p.problemId} 由平台回复`,
};

/** A pending job in Chinese; a kind this panel does not know (a newer mock) by its name. */
export function jobText(job: Pick<MockJob, 'kind' | 'payload'>): string {
  const text = (JOB_TEXT as unknown as Partial<Record<string, (p: Record<string, unknown>) => string>>)[job.kind];
  return text ? text(job.payload) : `定时任务 ${job.kind}`;
}
