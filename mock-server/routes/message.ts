// My messages (系统通知 / 交易消息 / 审核结果) with the unread count; reading one is domain/message.ts.
import type { MessagePage } from '../../src/contract/types.ts';
import { ReadState } from '../../src/contract/statuses.ts';
import { fail, forbidden, MSG_QUERY_OK, ok } from '../lib/envelope.ts';
import { pageOf, parse } from '../lib/validate.ts';
import { messageListQuery } from '../../src/contract/common/requests.ts';
import { idParam } from './common.ts';
import { markRead } from '../domain/message.ts';
import type { Routes } from './registry.ts';

export function messageRoutes(routes: Routes): void {
  const r = routes.domain('message');
  const ctx = routes.ctx;
  const store = ctx.store;

  r.get('/need/message/list', (c) => {
    const user = c.me();
    const q = parse(messageListQuery, c.query);
    const p = pageOf(q);
    const mine = store.db.messages.filter((m) => m.userId === user.userId);
    const rows = mine.filter((m) => q.readState === undefined || m.readState === q.readState)
      .sort((a, b) => (a.sendTime < b.sendTime ? 1 : a.sendTime > b.sendTime ? -1 : b.id - a.id));
    const answer: MessagePage = {
      code: 200, msg: MSG_QUERY_OK,
      rows: rows.slice(p.start, p.start + p.pageSize).map(({ userId: _u, ...m }) => m),
      total: rows.length,
      unread: mine.filter((m) => m.readState === ReadState.unread).length,
    };
    return answer;
  });

  r.get('/need/message/changeRead/:id', (c) => {
    const user = c.me();
    const id = idParam(c, 'id', '消息');
    const m = store.db.messages.find((x) => x.id === id);
    if (!m) fail('消息不存在');
    if (m.userId !== user.userId) forbidden('无权操作该消息');
    markRead(ctx, m);
    return ok(undefined, '操作成功');
  });
}

