// Complaints, suggestions and problems (account/problem) with their replies.
import { z } from 'zod';
import type { Problem } from '../../src/api/types.ts';
import { formatTime } from '../lib/fixtures.ts';
import { ok, page } from '../middleware/envelope.ts';
import { imagePath, optional, pageOf, pageQuery, parse, str } from '../lib/validate.ts';
import type { Routes } from './registry.ts';

export function feedbackRoutes(routes: Routes): void {
  const r = routes.domain('feedback');
  const ctx = routes.ctx;
  const store = ctx.store;

  r.post('/account/problem', (c) => {
    const user = c.me();
    const body = parse(z.object({
      type: z.enum(['投诉', '建议', '问题'], { error: '类型（type）的取值无效，可选：投诉 / 建议 / 问题' }),
      content: str('内容（content）').trim().min(5, { error: '内容（content）至少 5 个字' })
        .max(1000, { error: '内容（content）不能超过 1000 个字' }),
      contact: optional(z.string().trim().max(50, { error: '联系方式（contact）不能超过 50 个字符' })),
      images: optional(z.array(imagePath, { error: '图片（images）应为图片地址数组' }).max(6, { error: '图片（images）最多 6 张' })),
    }), c.body);
    const row: Problem & { userId: number } = {
      id: store.nextId('problems', () => Math.max(0, ...store.db.problems.map((p) => p.id))),
      userId: user.userId, type: body.type, content: body.content, contact: body.contact ?? user.phonenumber,
      images: body.images ?? [], status: '待处理', createTime: formatTime(ctx.now()),
    };
    store.db.problems.push(row);
    store.changed();
    return ok({ id: row.id }, '提交成功，感谢您的反馈');
  });

  r.get('/account/problem/list', (c) => {
    const user = c.me();
    const p = pageOf(parse(pageQuery, c.query));
    const rows = store.db.problems.filter((x) => x.userId === user.userId)
      .sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.id - a.id));
    return page(rows.slice(p.start, p.start + p.pageSize).map(({ userId: _u, ...x }) => x), rows.length);
  });
}
