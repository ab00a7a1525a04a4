// Feedback (投诉建议 / 意见反馈: a complaint, suggestion or problem; the wire's row is a `problem`) as the platform
// runs it: submitted (待处理), answered after MOCK_AUDIT_MS or through the control API — 已回复 with a reply
// (default per type) and a message to its author. Routes, the control API and the job (feedback.reply) call these.
import type { Problem } from '../../src/contract/types.ts';
import { ProblemStatus } from '../../src/contract/statuses.ts';
import type { MockContext } from '../context.ts';
import { formatTime } from '../lib/fixtures.ts';
import type { UserRow } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';

export type ProblemRow = Problem & { userId: number };

/** The platform's answer when nobody wrote one (the job, or the control endpoint without `reply`). */
export const DEFAULT_REPLIES: Record<Problem['type'], string> = {
  投诉: '您好，您的投诉已收到，专属客服已介入核实，处理结果会通过站内消息通知您。给您带来不便，非常抱歉。',
  建议: '感谢您的建议！我们已转交产品团队评估，采纳后会在新闻公告中通知大家。',
  问题: '您好，问题已转交技术同事排查，如需补充信息客服会通过您留下的联系方式联系您。',
};

/** A user's feedback: 待处理 (the contact defaults to the user's phone), answered MOCK_AUDIT_MS later. */
export function submitFeedback(
  ctx: MockContext, user: UserRow, form: Pick<Problem, 'type' | 'content'> & { contact?: string; images?: string[] },
): ProblemRow {
  const store = ctx.store;
  const row: ProblemRow = {
    id: store.nextId('problems', () => Math.max(0, ...store.db.problems.map((p) => p.id))),
    userId: user.userId, type: form.type, content: form.content, contact: form.contact ?? user.phonenumber,
    images: form.images ?? [], status: ProblemStatus.open, createTime: formatTime(ctx.now()),
  };
  store.db.problems.push(row);
  store.changed();
  if (ctx.opts.auditMs > 0) ctx.scheduler.after('feedback.reply', ctx.opts.auditMs, { problemId: row.id });
  return row;
}

/** The reply's job (feedback.reply): a problem still 待处理 gets the default reply of its type. */
export function replyDue(ctx: MockContext, { problemId }: { problemId: number }): void {
  const row = ctx.store.db.problems.find((p) => p.id === problemId);
  // Already answered (control endpoint): leave it.
  if (row && row.status === ProblemStatus.open) replyProblem(ctx, row);
}

/** The platform answers a problem: 已回复 with the reply, and a message to its author. */
export function replyProblem(ctx: MockContext, row: ProblemRow, reply?: string): ProblemRow {
  ctx.scheduler.cancel('feedback.reply', { problemId: row.id });
  row.status = ProblemStatus.replied;
  row.reply = reply?.trim() || DEFAULT_REPLIES[row.type];
  row.replyTime = formatTime(ctx.now());
  ctx.store.addMessage(row.userId, {
    sendTitle: `您的${row.type}已回复`,
    sendContent: `平台回复：${row.reply}`,
    sendTypeName: '系统通知',
    relatedDataId: row.id,
    relatedType: 'problem',
  });
  ctx.store.changed();
  return row;
}

export function problemOrFail(ctx: MockContext, id: number): ProblemRow {
  const row = ctx.store.db.problems.find((p) => p.id === id);
  if (!row) fail('反馈不存在');
  return row;
}

/** What the owner sees (no userId). */
export function problemView({ userId: _u, ...p }: ProblemRow): Problem {
  return p;
}
