// The platform's delayed work, by kind: what each job does when it falls due (the scheduler runs them:
// scheduler.ts), and the jobs a freshly installed db implies. Each handler lives with its rules and re-reads its
// rows by id; a row gone or moved on meanwhile (decided by hand, edited, paid) leaves it nothing to do. A kind is
// named once, in src/contract/types.ts (MockJobPayloads), which the QA panel names in Chinese too.
import type { MockContext } from '../context.ts';
import type { JobHandlers } from '../scheduler.ts';
import { auditDue } from './listing.ts';
import { payDeadlineDue, scheduleOrderDeadlines } from './order.ts';
import { payoutDue, stepDue } from './order.delivery.ts';
import { answerDue } from './order.afterSale.ts';
import { bidDue, valuationDue } from './recycle.ts';
import { backOrderDeadlineDue, backOrderTickDue, scheduleBackOrderDeadlines } from './recycle.backOrder.ts';
import { backOrderPayoutDue } from './recycle.payout.ts';
import { merchantAuditDue } from './merchant.ts';
import { replyDue } from './feedback.ts';

export const JOB_HANDLERS: JobHandlers<MockContext> = {
  'listing.audit': auditDue,
  'order.payDeadline': payDeadlineDue,
  'order.step': stepDue,
  'order.payout': payoutDue,
  'afterSale.answer': answerDue,
  'recycle.valuation': valuationDue,
  'recycle.bid': bidDue,
  'backOrder.tick': backOrderTickDue,
  'backOrder.payDeadline': backOrderDeadlineDue,
  'backOrder.payout': backOrderPayoutDue,
  'merchant.audit': merchantAuditDue,
  'feedback.reply': replyDue,
};

/**
 * The jobs a db implies but may not hold — the deadlines of the seed's unpaid orders and waiting deals, or of a file
 * saved before jobs were data: added at every install (start, reset, restore), so no sweep ever scans all rows.
 */
export function deriveJobs(ctx: MockContext): void {
  scheduleOrderDeadlines(ctx);
  scheduleBackOrderDeadlines(ctx);
}
