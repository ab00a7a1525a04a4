// The front app of the mock: it reads the data space of each request (space-names.ts), guards the control API with
// the team's key (MOCK_CONTROL_KEY as X-Mock-Key on /__mock/*), serves the spaces' own endpoints (/__mock/spaces)
// and reproduction links (opened in a new space), then hands each request to its space's app (spaces.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { armRepro, reproOpenBody } from './control-sandbox.ts';
import { signIn } from '../domain/auth.ts';
import { BizError, ok } from '../lib/envelope.ts';
import { clientOf } from '../lib/client-id.ts';
import { boolField, optional, parse } from '../lib/validate.ts';
import { bodyParser } from '../middleware/body.ts';
import { cors } from '../middleware/cors.ts';
import { errorHandler } from '../middleware/errors.ts';
import { auditFilter, AUDIT_LABELS } from './audit.ts';
import { callerOf, forceOf } from './owners.ts';
import { brokenLinkPage, KnownApps, parseLink, reproPage } from './repro-page.ts';
import { importJournal } from './journal.ts';
import { journalFile, snapshotName } from './snapshots.ts';
import { headerSpace, KEY_HEADER, msgNotFound, PATH_SPACE, SHARED_SPACE, SPACE_HEADER, spaceName, toPath } from './space-names.ts';
import type { Spaces } from './spaces.ts';

/** A small JSON file's content, or undefined when it is missing or broken (a link made before journals travelled). */
function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

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

  // The path form first (/__space/<name>/…): what follows is the request, in that space.
  app.use((req, _res, next) => {
    const m = PATH_SPACE.exec(req.url);
    const state: { space?: string } = {};
    spaceState.set(req, state);
    try {
      if (m) {
        state.space = headerSpace(m[1]);
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

  // The apps that talk to this mock (X-Mock-App), for the page a reproduction link lands on.
  const apps = new KnownApps();
  app.use((req, _res, next) => {
    apps.note(req, Date.now());
    next();
  });
  app.get('/__repro', (req, res) => {
    const raw = typeof req.query.l === 'string' ? req.query.l : '';
    const link = parseLink(raw);
    res.status(link ? 200 : 400).type('html').set('Cache-Control', 'no-store')
      .send(link ? reproPage(raw, link, apps.list(), Date.now()) : brokenLinkPage());
  });

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
    const { entry, ms, from } = await spaces.create(b.name, b.from, callerOf(req));
    const { store } = entry.mock;
    const user = userId === undefined ? undefined : store.usersById.get(userId);
    const token = user ? signIn(entry.mock.ctx, user, clientOf(req)) : null;
    await store.flushed();
    await spaces.handOver(entry);
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
    const force = forceOf(req);
    const { name, forced } = await spaces.remove((req.params.name ?? '').normalize('NFC'), callerOf(req), force);
    return ok({ name, forced }, forced ? `已强制删除数据空间 ${name}（已记入操作记录）` : `数据空间 ${name} 已删除`);
  }));

  app.post('/__mock/spaces/:name/pin', body, wrap(async (req) => {
    const { pinned } = parse(z.object({ pinned: optional(boolField()) }), req.body ?? {});
    const meta = await spaces.pin((req.params.name ?? '').normalize('NFC'), pinned ?? true, callerOf(req));
    return ok({ name: meta.name, pinned: meta.pinned === true }, meta.pinned ? `数据空间 ${meta.name} 已固定，不会到期删除` : `数据空间 ${meta.name} 已取消固定`);
  }));

  // Every reset, restore, delete, overwrite, pin and expiry of the whole mock, newest first (?space=&action=&who=&limit=).
  app.get('/__mock/audit', wrap(async (req) => {
    const rows = spaces.audit.list(auditFilter(req.query));
    return ok({ labels: AUDIT_LABELS, entries: rows });
  }));

  // The expiry sweep now (it runs at start and hourly): what MOCK_EXPIRE_DAYS has let go.
  app.post('/__mock/cleanup', wrap(async () => {
    const gone = await spaces.sweepExpired();
    return ok(gone, `已清理到期的数据空间 ${gone.spaces.length} 个、复现快照 ${gone.snapshots.length} 个`);
  }));

  // A reproduction link opens in a new space made from its snapshot: nobody else's data changes.
  app.post('/__mock/repro/open', body, wrap(async (req) => {
    const b = parse(reproOpenBody, req.body);
    const snapshot = snapshotName(b.snapshot);
    const { entry } = await spaces.create(spaces.freeName(snapshot), snapshot, callerOf(req));
    let token: string | null;
    try {
      ({ token } = armRepro(entry.mock.ctx, b, clientOf(req)));
    } catch (err) {
      await spaces.remove(entry.name, callerOf(req));
      throw err;
    }
    await entry.mock.store.flushed();
    const journal = importJournal(entry.mock.ctx.journal, readJson(journalFile(entry.mock.ctx, snapshot)), snapshot);
    await spaces.handOver(entry);
    return ok({ snapshot, space: entry.name, token, scenario: b.scenario ?? null, journal }, `已打开复现现场（数据空间 ${entry.name}）`);
  }));

  // Everything else: the space's own app. Links it builds for the browser keep the space in their path.
  app.use((req, res, next) => {
    const name = spaceOfRequest(req);
    if (name === undefined) {
      if (opts.clusterRole === 'worker') {
        res.json({ code: 500, msg: '本进程为 worker，只服务数据空间：共享空间由 main 进程服务，请经团队的 nginx 访问（deploy/mock-team.nginx.conf）' });
        return;
      }
      shared.app(req, res, next);
      return;
    }
    spaces.acquire(name).then((o) => {
      if (!o) {
        // Who removed it and when, from the audit: the app says so once and stops calling.
        const removal = spaces.audit.removalOf(name);
        const how = removal && (removal.action === 'expire-space' ? `${removal.time} 到期自动删除` : `已被 ${removal.who} 于 ${removal.time} 删除`);
        res.status(404).json({
          code: 404, msg: how ? `数据空间不存在：${name}（${how}；请回到共享空间，或新建一个）` : msgNotFound(name), space: name,
          ...(removal ? { removedBy: removal.who, removedAt: removal.time } : {}),
        });
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
