// GET /__mock/db/<table>: json-server's router over a sanitised, read-only view of the raw data.
import type { RequestHandler } from 'express';
import jsonServer from 'json-server';
import { formatTime } from '../lib/fixtures.ts';
import type { Store } from '../data/store.ts';
import { shaperOf } from '../lib/shape.ts';
import { goodsSchema, userSchema } from '../../src/contract/common/answers.ts';

const publicGoodsView = shaperOf(goodsSchema);
const publicUserView = shaperOf(userSchema);

/** The raw tables as developers may see them: goods and users as a buyer's answers show them (their public
 *  schemas, so a field added to the store shows here only once the contract names it), tokens cut short, and
 *  the passwords handed to buyers left out. */
export function sanitisedDb(store: Store): Record<string, unknown> {
  store.syncTables();
  const db = store.db;
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(db)) if (Array.isArray(value)) view[key] = value;
  view.users = db.users.map(publicUserView);
  view.sessions = db.sessions.map((s) => ({ id: s.token.slice(0, 8), token: `${s.token.slice(0, 8)}…`, userId: s.userId, expiresAt: formatTime(s.expiresAt) }));
  // Every goods, read from the file: a developer's view of a small space, not a request path at 1 000 000 goods.
  view.goods = store.goods.all().map(publicGoodsView);
  // The password handed over at 换绑 is the buyer's alone: the rest of the delivery stays visible.
  view.orders = store.orders.all().map((o) => {
    if (!o.deliverInfo) return o;
    const { password: _p, ...deliverInfo } = o.deliverInfo;
    return { ...o, deliverInfo };
  });
  view.meta = { version: db.version, seed: db.seed, nextId: db.nextId };
  return view;
}

/** json-server's router over the sanitised view, GET only, rebuilt lazily when the data changed. */
export function dbBrowser(store: Store): RequestHandler[] {
  let router: ReturnType<typeof jsonServer.router> | undefined;
  let seen = -1;
  const guard: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).json({ code: 405, msg: '/__mock/db 是只读的：请通过业务接口或 /__mock 控制接口修改数据' });
      return;
    }
    if (!router) router = jsonServer.router(sanitisedDb(store));
    else if (seen !== store.revision) router.db.setState(sanitisedDb(store));
    seen = store.revision;
    next();
  };
  const forward: RequestHandler = (req, res, next) => (router as NonNullable<typeof router>)(req, res, next);
  return [guard, forward];
}
