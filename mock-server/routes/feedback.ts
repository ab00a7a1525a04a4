// Complaints, suggestions and problems (account/problem) with their replies. A new one is answered by the
// platform after MOCK_AUDIT_MS (scheduler), or at once through POST /__mock/problems/:id/reply; the user then
// gets a message. The rules are domain/feedback.ts.
import { ok, page } from '../lib/envelope.ts';
import { pageOf, pageQuery, parse } from '../lib/validate.ts';
import { normaliseContact, PROBLEM_TYPES, problemBody } from '../../src/contract/common/requests.ts';

export { normaliseContact, PROBLEM_TYPES };
import { problemView, submitFeedback } from '../domain/feedback.ts';
import type { Routes } from './registry.ts';

export function feedbackRoutes(routes: Routes): void {
  const r = routes.domain('feedback');
  const ctx = routes.ctx;
  const store = ctx.store;

  r.post('/account/problem', (c) => {
    const user = c.me();
    const body = parse(problemBody, c.body);
    const row = submitFeedback(ctx, user, body);
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
