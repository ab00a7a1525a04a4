// How routes are declared: one wrapper resolves the session, enforces sign-in, turns a returned object into
// the JSON answer — shaped by the endpoint's answer schema (lib/shape.ts), so a handler returns stored rows as
// they are and only what the contract names leaves — and hands thrown errors to the error middleware. Every route is recorded (method, path,
// domain, auth, extension) for GET /__mock/routes and the coverage test. A route outside /__mock must have
// its entry in the contract (src/contract/common/endpoints.ts), which says whether it needs a session and
// whether it is one of our extensions: the mock refuses to start otherwise.
import express from 'express';
import type { Request, Response } from 'express';
import type { MockContext } from '../context.ts';
import type { UserRow } from '../lib/fixtures.ts';
import { BizError, MSG_NOT_SIGNED_IN } from '../lib/envelope.ts';
import { stateOf } from '../middleware/state.ts';
import { answerKeys, answerShaper } from '../lib/shape.ts';
import { isSecretKey } from '../lib/secrets.ts';
import { endpointOf } from '../../src/contract/common/endpoints.ts';
import { RealNameStatus } from '../../src/contract/statuses.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteInfo {
  method: Method;
  path: string;
  domain: string;
  auth: boolean;
  extension: boolean;
}

export interface Call {
  ctx: MockContext;
  req: Request;
  res: Response;
  body: unknown;
  query: Record<string, unknown>;
  params: Record<string, string>;
  /** The signed-in user, if any. */
  user: UserRow | undefined;
  /** The signed-in user; on a route that requires sign-in it is always there. */
  me(): UserRow;
  /** The signed-in user if verified (实名); trading calls (下单, 发布, 竞价回收) refuse anyone else. */
  trader(action: string): UserRow;
}

/** The refusal of an unverified user's trade; the app detours to 实名认证 before it gets here. */
export function realnameRequired(action: string): string {
  return `根据国家相关规定，${action}前须完成实名认证，请前往“我的 - 实名认证”完成后再试`;
}

export type Handler = (c: Call) => unknown;

/** api.md: endpoints under these prefixes need a valid session (the contract's auth flags agree; a test checks). */
export const PROTECTED_PREFIXES = [
  '/need/', '/saleOrder', '/system/user', '/realname', '/account/problem', '/account/backlist', '/goods/info',
  '/web/goods/collect',
];

export function isProtectedPath(path: string): boolean {
  return PROTECTED_PREFIXES.some((p) => path.startsWith(p));
}

/** Token from `Authorization: Bearer <t>` or `token: <t>`; the client sends both (empty on register). */
export function tokenOf(req: Request): string | undefined {
  const auth = req.get('authorization');
  const bearer = auth && /^Bearer\s+(\S+)$/i.exec(auth.trim())?.[1];
  const raw = bearer || req.get('token')?.trim();
  return raw && /^[0-9a-f]{64}$/.test(raw) ? raw : undefined;
}

export function resolveUser(ctx: MockContext, req: Request): UserRow | undefined {
  const state = stateOf(req);
  if (state.user) return state.user;
  const token = tokenOf(req);
  if (!token) return undefined;
  const session = ctx.store.sessions.touch(token, ctx.opts.sessionTtlSec);
  const user = session && ctx.store.usersById.get(session.userId);
  if (session && user) {
    state.session = session;
    state.user = user;
  }
  return user;
}

export class Routes {
  readonly router = express.Router();
  readonly list: RouteInfo[] = [];

  readonly ctx: MockContext;

  constructor(ctx: MockContext) {
    this.ctx = ctx;
  }

  domain(name: string) {
    const add = (method: Method) => (path: string, handler: Handler, meta: { auth?: boolean } = {}) =>
      this.add(method, path, handler, name, meta.auth);
    return { get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') };
  }

  add(method: Method, path: string, handler: Handler, domain: string, auth?: boolean): void {
    const control = path === '/__mock' || path.startsWith('/__mock/');
    const entry = control ? undefined : endpointOf(method, path);
    if (!control && !entry) {
      throw new Error(`${method} ${path} is not in the API contract: add its entry to src/contract/common/endpoints.ts`);
    }
    if (entry && auth !== undefined && auth !== entry.auth) {
      throw new Error(`${method} ${path}: the route says auth ${auth}, the contract ${entry.auth}`);
    }
    const needsAuth = entry ? entry.auth : auth ?? isProtectedPath(path);
    this.list.push({ method, path, domain, auth: needsAuth, extension: entry?.origin === 'extension' });
    // What leaves is what the contract names (lib/shape.ts): a stored field the entry's schema does not name
    // never reaches an answer, whatever the handler returned. Control routes (/__mock) have no entry: unshaped.
    const shape = entry ? answerShaper(entry.answer) : undefined;
    const keys = entry ? answerKeys(entry.answer) : undefined;
    const secretFree = keys !== undefined && ![...keys].some(isSecretKey);
    const ctx = this.ctx;
    const wrapped = async (req: Request, res: Response, next: (err?: unknown) => void) => {
      // The store's change counter when this request began: answers wait for the disk only past it.
      const seq = ctx.store.seq;
      try {
        const user = resolveUser(ctx, req);
        if (needsAuth && !user) {
          res.json({ code: 401, msg: MSG_NOT_SIGNED_IN });
          return;
        }
        const call: Call = {
          ctx, req, res, user,
          body: req.body as unknown,
          query: req.query as Record<string, unknown>,
          params: req.params as Record<string, string>,
          me() {
            if (!user) throw new BizError(MSG_NOT_SIGNED_IN, 401);
            return user;
          },
          trader(action) {
            const me = this.me();
            if (me.realNameStatus !== RealNameStatus.verified) throw new BizError(realnameRequired(action));
            return me;
          },
        };
        // One transaction per request: an answer leaves only once the changes made while it was handled are
        // committed (store.flushed). Handlers that answer by themselves (redirects, pages) are held the same way at
        // res.end. A request that changed nothing (a read) commits nothing.
        const end = res.end;
        res.end = ((...args: Parameters<Response['end']>) => {
          if (ctx.store.seq === seq) return end.apply(res, args);
          ctx.store.flushed().then(() => end.apply(res, args), () => res.destroy());
          return res;
        }) as Response['end'];
        let result: unknown;
        try {
          result = await handler(call);
        } finally {
          res.end = end;
        }
        if (result !== undefined && !res.headersSent) {
          if (ctx.store.seq !== seq) await ctx.store.flushed();
          const answer = shape ? shape(result) : result;
          if (secretFree) stateOf(req).secretFreeAnswer = answer;
          res.json(answer);
        }
      } catch (err) {
        // A failed request leaves nothing of what it changed: the data goes back to the last commit.
        if (ctx.store.rollbackIfChanged()) ctx.opts.log(`[store] 请求失败，已回滚其改动：${req.method} ${req.path}`);
        next(err);
      }
    };
    const m = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    this.router[m](path, wrapped);
  }
}
