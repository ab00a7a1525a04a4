// Complaints, suggestions and problems (account/problem) with their replies. A new one is answered by the
// platform after MOCK_AUDIT_MS (scheduler), or at once through POST /__mock/problems/:id/reply; the user then
// gets a message.
import type { Problem } from '../../src/contract/types.ts';
import type { MockContext } from '../context.ts';
import { formatTime } from '../lib/fixtures.ts';
import { fail, ok, page } from '../middleware/envelope.ts';
import { pageOf, pageQuery, parse } from '../lib/validate.ts';
import { normaliseContact, PROBLEM_TYPES, problemBody } from '../../src/contract/wire/requests.ts';

export { normaliseContact, PROBLEM_TYPES };
import type { Routes } from './registry.ts';

export type ProblemRow = Problem & { userId: number };

/** The platform's answer when nobody wrote one (scheduler, or the control endpoint without `reply`). */
export const DEFAULT_REPLIES: Record<Problem['type'], string> = {
  投诉: '您好，您的投诉已收到，专属客服已介入核实，处理结果会通过站内消息通知您。给您带来不便，非常抱歉。',
  建议: '感谢您的建议！我们已转交产品团队评估，采纳后会在新闻公告中通知大家。',
  问题: '您好，问题已转交技术同事排查，如需补充信息客服会通过您留下的联系方式联系您。',
};

/** The platform answers a problem: 已回复 with the reply, and a message to its author. */
export function replyProblem(ctx: MockContext, row: ProblemRow, reply?: string): ProblemRow {
  row.status = '已回复';
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

export function feedbackRoutes(routes: Routes): void {
  const r = routes.domain('feedback');
  const ctx = routes.ctx;
  const store = ctx.store;

  r.post('/account/problem', (c) => {
    const user = c.me();
    const body = parse(problemBody, c.body);
    const row: ProblemRow = {
      id: store.nextId('problems', () => Math.max(0, ...store.db.problems.map((p) => p.id))),
      userId: user.userId, type: body.type, content: body.content, contact: body.contact ?? user.phonenumber,
      images: body.images ?? [], status: '待处理', createTime: formatTime(ctx.now()),
    };
    store.db.problems.push(row);
    store.changed();
    if (ctx.opts.auditMs > 0) {
      ctx.scheduler.after(ctx.opts.auditMs, () => {
        // Already answered (control endpoint) or gone with a reset: leave it.
        if (row.status !== '待处理' || !store.db.problems.includes(row)) return;
        replyProblem(ctx, row);
      });
    }
    return ok({ id: row.id }, '提交成功，感谢您的反馈');
  });

  r.get('/account/problem/list', (c) => {
    const user = c.me();
    const p = pageOf(parse(pageQuery, c.query));
    const rows = store.db.problems.filter((x) => x.userId === user.userId)
      .sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.id - a.id));
    return page(rows.slice(p.start, p.start + p.pageSize).map(problemView), rows.length);
  });
}
