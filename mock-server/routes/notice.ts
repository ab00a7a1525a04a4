// Announcements and help articles (notice types per product.md).
import { z } from 'zod';
import type { Notice, NoticeType } from '../../src/api/types.ts';
import type { MockContext } from '../context.ts';
import { fail, ok, page } from '../middleware/envelope.ts';
import { optional, pageOf, pageQuery, parse } from '../lib/validate.ts';
import { idParam } from './common.ts';
import type { Call, Routes } from './registry.ts';

export const NOTICE_TYPES: readonly NoticeType[] = [
  'jyxz', 'ywjs', 'bpjs', 'bpzl', 'cjwt', 'xwgg', 'zhgg', 'gmzn', 'mhzn', 'shhz', 'zmgg', 'ptjs', 'yszc', 'aqzx',
];
const SHORT_LIST = 10;

const noticeType = z.enum(NOTICE_TYPES as [NoticeType, ...NoticeType[]], {
  error: `公告类型（noticeType）的取值无效，可选：${NOTICE_TYPES.join(' / ')}`,
});

function newest(ctx: MockContext, type: NoticeType | undefined): Notice[] {
  return ctx.store.db.notices.filter((n) => type === undefined || n.noticeType === type)
    .sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.noticeId - a.noticeId));
}

function detail(c: Call) {
  const id = idParam(c, 'id', '公告');
  const n = c.ctx.store.db.notices.find((x) => x.noticeId === id);
  if (!n) fail('公告不存在');
  return ok(n);
}

export function noticeRoutes(routes: Routes): void {
  const r = routes.domain('notice');
  const ctx = routes.ctx;

  r.get('/web/notice/list', (c) => {
    const q = parse(pageQuery.extend({ noticeType: optional(noticeType) }), c.query);
    const p = pageOf(q);
    const rows = newest(ctx, q.noticeType);
    return page(rows.slice(p.start, p.start + p.pageSize), rows.length);
  });

  r.get('/V2/H5/gonggaoDetails', (c) => {
    const q = parse(z.object({ noticeType: optional(noticeType) }), c.query);
    return ok(newest(ctx, q.noticeType).slice(0, SHORT_LIST));
  });

  r.get('/web/notice/:id', detail);
  r.get('/system/notice/:id', detail, { auth: false });
}
