// The front app of the mock: it reads the data space of each request (space-names.ts), guards the control API with
// the team's key (MOCK_CONTROL_KEY as X-Mock-Key on /__mock/*), serves the spaces' own endpoints (/__mock/spaces)
// and reproduction links (opened in a new space), then hands each request to its space's app (spaces.ts).
import crypto from 'node:crypto';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { armRepro, reproOpenBody } from './control-sandbox.ts';
import { signIn } from '../domain/auth.ts';
import { BizError, ok } from '../lib/envelope.ts';
import { clientOf } from '../lib/client-id.ts';
import { optional, parse } from '../lib/validate.ts';
import { bodyParser } from '../middleware/body.ts';
import { cors } from '../middleware/cors.ts';
import { errorHandler } from '../middleware/errors.ts';
import { snapshotName } from './snapshots.ts';
import { headerSpace, KEY_HEADER, msgNotFound, PATH_SPACE, SHARED_SPACE, SPACE_HEADER, spaceName, toPath } from './space-names.ts';
import type { Spaces } from './spaces.ts';

/** Equal keys, compared in constant time. */
function sameKey(given: string | undefined, key: string): boolean {
  if (given === undefined) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(key).digest();
  return crypto.timingSafeEqual(a, b);
}

/** Whether a path is the control API (or the raw data view under it). */
function isControl(p: string): boolean {
  return p === '/__mock' || p.startsWith('/__mock/');
}

const spaceState = new WeakMap<Request, { space?: string }>();

/** The space a request was addressed to (header or path form), as the front read it; undefined = shared. */
export function spaceOfRequest(req: Request): string | undefined {
  return spaceState.get(req)?.space;
}

type AsyncHandler = (req: Request, res: Response) => Promise<unknown>;
const wrap = (h: AsyncHandler): RequestHandler => (req, res, next) => {
  h(req, res).then((answer) => {
    if (answer !== undefined && !res.headersSent) res.json(answer);
  }, next);
};

const createBody = z.object({
  name: z.unknown(),
  from: optional(z.string({ error: '来源（from）应为 shared、快照名称或预置快照名称' })),
});

/**
 * The front app: reads the space of each request, guards the control API with the key, serves /__mock/spaces and
 * reproduction links, and hands everything else to the space's app (the shared one without a space).
 */
export function frontApp(spaces: Spaces): express.Express {
  const { shared } = spaces;
  const opts = shared.options;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('json spaces', 0);

  // The path form first (/__space/<base64url>/…): what follows is the request, in that space.
  app.use((req, _res, next) => {
    const m = PATH_SPACE.exec(req.url);
    const state: { space?: string } = {};
    spaceState.set(req, state);
    try {
      if (m) {
        state.space = headerSpace(encodeURIComponent(Buffer.from(m[1], 'base64url').toString('utf8')));
        req.url = m[2] ?? '/';
        req.originalUrl = req.url;
      } else {
        state.space = headerSpace(req.get(SPACE_HEADER));
      }
    } catch (err) {
      next(err);
      return;
    }
    next();
  });
  app.use(cors(opts.allowedOrigins));

  // The control key: every /__mock call carries it once the mock has one. /__mock/health answers without it, but
  // says no more than that a key is needed (the QA panel asks for it then).
  const key = opts.controlKey;
  if (key !== undefined) {
    app.use((req, res, next) => {
      if (!isControl(req.path) || sameKey(req.get(KEY_HEADER)?.trim(), key)) return next();
      if (req.path === '/__mock/health' && req.method === 'GET') {
        res.json(ok({ status: 'ok', keyRequired: true, backend: opts.hybrid ? 'hybrid' : 'mock' }));
        return;
      }
      const given = req.get(KEY_HEADER) !== undefined;
      res.status(403).json({
        code: 403, keyRequired: true,
        msg: given ? '控制密钥不对：请向团队确认 MOCK_CONTROL_KEY，并在 QA 面板重新输入'
          : '模拟后端的控制接口需要团队的控制密钥：请求头 X-Mock-Key（即启动模拟后端时的 MOCK_CONTROL_KEY；QA 面板会提示输入）',
      });
    });
  }

  const body = bodyParser(new Set());
  const currentName = (req: Request) => spaceOfRequest(req) ?? SHARED_SPACE;

  app.get('/__mock/spaces', wrap(async (req) => ok({
    current: currentName(req),
    currentExists: spaceOfRequest(req) === undefined || spaces.exists(spaceOfRequest(req) as string),
    idleMs: opts.spaceIdleMs,
    max: opts.spacesMax,
    spaces: spaces.list(),
  })));

  app.post('/__mock/spaces', body, wrap(async (req) => {
    const b = parse(createBody, req.body ?? {});
    const userId = await spaces.callerUser(req, spaceOfRequest(req));
    const { entry, ms, from } = await spaces.create(b.name, b.from, clientOf(req));
    const { store } = entry.mock;
    const user = userId === undefined ? undefined : store.usersById.get(userId);
    const token = user ? signIn(entry.mock.ctx, user, clientOf(req)) : null;
    await store.flushed();
    return ok({ name: entry.name, from, ms, goodsCount: entry.mock.options.goodsCount, token },
      `已新建数据空间 ${entry.name}（来自${from === SHARED_SPACE ? '共享空间的当前数据' : `快照 ${from}`}）`);
  }));

  app.post('/__mock/spaces/:name/enter', body, wrap(async (req) => {
    const raw = (req.params.name ?? '').normalize('NFC');
    const target = raw === SHARED_SPACE ? undefined : spaceName(raw);
    const o = target === undefined ? undefined : await spaces.acquire(target);
    if (target !== undefined && !o) throw new BizError(msgNotFound(target), 404, 404);
    const mock = o?.mock ?? shared;
    const userId = await spaces.callerUser(req, spaceOfRequest(req));
    const user = userId === undefined ? undefined : mock.store.usersById.get(userId);
    const token = user ? signIn(mock.ctx, user, clientOf(req)) : null;
    if (token) await mock.store.flushed();
    return ok({ name: target ?? SHARED_SPACE, token }, target === undefined ? '已回到共享空间' : `已进入数据空间 ${target}`);
  }));

  app.delete('/__mock/spaces/:name', wrap(async (req) => {
    const name = (req.params.name ?? '').normalize('NFC');
    await spaces.remove(name);
    return ok({ name }, `数据空间 ${name} 已删除`);
  }));

  // A reproduction link opens in a new space made from its snapshot: nobody else's data changes.
  app.post('/__mock/repro/open', body, wrap(async (req) => {
    const b = parse(reproOpenBody, req.body);
    const snapshot = snapshotName(b.snapshot);
    const { entry } = await spaces.create(spaces.freeName(snapshot), snapshot, clientOf(req));
    let token: string | null;
    try {
      ({ token } = armRepro(entry.mock.ctx, b, clientOf(req)));
    } catch (err) {
      await spaces.remove(entry.name);
      throw err;
    }
    await entry.mock.store.flushed();
    return ok({ snapshot, space: entry.name, token, scenario: b.scenario ?? null }, `已打开复现现场（数据空间 ${entry.name}）`);
  }));

  // Everything else: the space's own app. Links it builds for the browser keep the space in their path.
  app.use((req, res, next) => {
    const name = spaceOfRequest(req);
    if (name === undefined) {
      shared.app(req, res, next);
      return;
    }
    spaces.acquire(name).then((o) => {
      if (!o) {
        res.status(404).json({ code: 404, msg: msgNotFound(name), space: name });
        return;
      }
      spaces.track(o, res);
      const prefix = req.get('x-forwarded-prefix')?.trim() ?? '';
      req.headers['x-forwarded-prefix'] = `${/^(\/[A-Za-z0-9._~-]+)+$/.test(prefix) ? prefix : ''}/__space/${toPath(name)}`;
      o.mock.app(req, res, next);
    }, next);
  });
  app.use(errorHandler(opts.log));
  return app;
}
