// Complaints, suggestions and problems (account/problem) with their replies. A new one is answered by the
// platform after MOCK_AUDIT_MS (scheduler), or at once through POST /__mock/problems/:id/reply; the user then
// gets a message.
import { z } from 'zod';
import type { Problem } from '../../src/contract/types.ts';
import type { MockContext } from '../context.ts';
import { formatTime } from '../lib/fixtures.ts';
import { fail, ok, page } from '../middleware/envelope.ts';
import { CN_MOBILE, imagePath, optional, pageOf, pageQuery, parse, str } from '../lib/validate.ts';
import type { Routes } from './registry.ts';

export type ProblemRow = Problem & { userId: number };

export const PROBLEM_TYPES = ['投诉', '建议', '问题'] as const;
export const PROBLEM_CONTENT_MIN = 10;
export const PROBLEM_CONTENT_MAX = 500;
export const PROBLEM_MAX_IMAGES = 3;
/** QQ numbers: 5–11 digits, no leading 0. */
const QQ = /^[1-9]\d{4,10}$/;

/** The platform's answer when nobody wrote one (scheduler, or the control endpoint without `reply`). */
export const DEFAULT_REPLIES: Record<Problem['type'], string> = {
  投诉: '您好，您的投诉已收到，专属客服已介入核实，处理结果会通过站内消息通知您。给您带来不便，非常抱歉。',
  建议: '感谢您的建议！我们已转交产品团队评估，采纳后会在新闻公告中通知大家。',
  问题: '您好，问题已转交技术同事排查，如需补充信息客服会通过您留下的联系方式联系您。',
};

/**
 * 联系方式: a mobile number, or a QQ number (optionally written 「QQ 123456」 / 「QQ：123456」).
 * Returns the value as stored (trimmed, the QQ prefix normalised to 「QQ 」), or null when it is neither.
 */
export function normaliseContact(raw: string): string | null {
  const v = raw.trim();
  if (CN_MOBILE.test(v)) return v;
  const qq = /^(?:qq\s*[:：]?\s*)?(\d+)$/i.exec(v)?.[1];
  return qq && QQ.test(qq) ? `QQ ${qq}` : null;
}

const contactField = z.string({ error: '联系方式（contact）应为字符串' })
  .transform((v, c) => {
    const out = normaliseContact(v);
    if (out === null) {
      c.addIssue({ code: 'custom', message: '联系方式（contact）应为 11 位手机号或 5–11 位 QQ 号' });
      return z.NEVER;
    }
    return out;
  });

const problemBody = z.object({
  type: z.enum(PROBLEM_TYPES, { error: '类型（type）的取值无效，可选：投诉 / 建议 / 问题' }),
  content: str('内容（content）').trim()
    .refine((s) => [...s].length >= PROBLEM_CONTENT_MIN, { error: `内容（content）至少 ${PROBLEM_CONTENT_MIN} 个字` })
    .refine((s) => [...s].length <= PROBLEM_CONTENT_MAX, { error: `内容（content）不能超过 ${PROBLEM_CONTENT_MAX} 个字` }),
  contact: optional(contactField),
  images: optional(z.array(imagePath, { error: '图片（images）应为图片地址数组' })
    .max(PROBLEM_MAX_IMAGES, { error: `图片（images）最多 ${PROBLEM_MAX_IMAGES} 张` })),
});

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
