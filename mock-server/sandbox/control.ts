// /__mock: the control API for developers, QA and tests (never part of the real backend). Each data space has its
// own (spaces.ts): every call here acts on the caller's space (X-Mock-Space; none = the shared one).
import { z } from 'zod';
import { ENV_DOCS } from '../config.ts';
import { clearVolatile, type MockContext } from '../context.ts';
import { driftDocs } from './drift.ts';
import { formatTime } from '../lib/fixtures.ts';
import { fail, ok } from '../lib/envelope.ts';
import { SCENARIO_DOCS, SCENARIOS, type GlobalScenario } from '../middleware/scenario.ts';
import { boolField, intField, optional, parse } from '../lib/validate.ts';
import { MAX_ADVANCE_MS } from '../scheduler.ts';
import type { MockClock, MockClockAdvance } from '../../src/contract/types.ts';
import { idParam } from '../routes/common.ts';
import { EXTENSIONS } from '../routes/extensions.ts';
import { buildOpenApi } from '../../src/contract/common/openapi.ts';
import { expireSessions, signIn } from '../domain/auth.ts';
import { callerOf, forceOf, guardOwner } from './owners.ts';
import { auditOf, spaceOf } from './snapshots.ts';
import { spaceOwner } from './space-meta.ts';
import { applyPayment, expireNow, orderOrFail, orderView } from '../domain/order.ts';
import { advanceOrder, payoutOrder, submitRebindCode } from '../domain/order.delivery.ts';
import { problemOrFail, problemView, replyProblem } from '../domain/feedback.ts';
import { afterSaleOrFail, answerAfterSale } from '../domain/order.afterSale.ts';
import { addBid, backlistItem, valuateNow } from '../domain/recycle.ts';
import {
  advanceBackOrder, backOrderOrFail, backOrderView, expireBackOrder, failBackOrder, restartBackOrderClock,
} from '../domain/recycle.backOrder.ts';
import { payoutBackOrder } from '../domain/recycle.payout.ts';
import { tokenOf, type Call, type RouteInfo, type Routes } from '../routes/registry.ts';
import { clientOf } from '../lib/client-id.ts';
import { auditMerchant, pendingMerchantOrFail } from '../domain/merchant.ts';
import { auditGoods } from '../domain/listing.ts';
import { AfterSaleStatus } from '../../src/contract/statuses.ts';

export const CONTROL_DOCS: { method: string; path: string; summary: string }[] = [
  { method: 'GET', path: '/__mock/health', summary: '健康检查：种子、商品数、数据来源、是否有未保存的修改、待运行的定时任务数（pendingJobs）、模拟时钟比真实时间快多少（clockOffsetMs）' },
  { method: 'POST', path: '/__mock/reset', summary: '恢复调用方所在数据空间（X-Mock-Space，不带即共享空间）的种子数据，清空其会话、验证码、短信频率限制、场景；定时任务和模拟时钟属于数据，一并回到种子数据的（时钟回到真实时间）；种子数据中有调用方的用户时为其重新登录（返回 token）；其他测试者的空间需 ?force=1' },
  { method: 'GET', path: '/__mock/clock', summary: '本数据空间的时钟：offsetMs（比真实时间快多少毫秒）、now（当前的模拟时间）和待运行的定时任务 jobs（kind 类型、dueAt 到期时间、payload 所涉编号），先到期的在前' },
  { method: 'POST', path: '/__mock/clock', summary: '{advanceMs} 把本数据空间的时钟向前拨 advanceMs 毫秒（正整数，最多 30 天）：途中到期的定时任务按到期时间依次运行，每个运行时时钟正是它的到期时间（交易成功和 MOCK_AUDIT_MS 之后的打款在同一次快进里先后发生），答 {offsetMs, now, ran, pending}；登录会话仍按真实时间计，不会因此过期；其他空间不受影响' },
  { method: 'POST', path: '/__mock/sessions/expire', summary: '{scope?} 让登录会话立即过期（复现登录超时）：带 X-Mock-Client 时只结束该浏览器登录的会话，scope 为 all 或不带该头时结束所有会话' },
  { method: 'GET', path: '/__mock/scenario', summary: '查看调用方接下来会遇到的场景（本浏览器的，否则全局的）' },
  { method: 'POST', path: '/__mock/scenario', summary: '{scenario, times?=1, path?, scope?} 让接下来 N 次（可限定路径）调用进入场景：带 X-Mock-Client 时只对该浏览器生效，scope 为 all 或不带该头时对所有调用方生效' },
  { method: 'DELETE', path: '/__mock/scenario', summary: '{scope?} 清除场景：带 X-Mock-Client 时只清除该浏览器的，否则清除全部' },
  { method: 'GET', path: '/__mock/log', summary: '{scope?} 最近 200 次请求（新的在前，取自请求记录，不含复现链接带来的）：带 X-Mock-Client 时只列该浏览器的请求，scope=all 或不带该头时列出全部（每条带 client）' },
  { method: 'GET', path: '/__mock/journal', summary: '{method?, path?, status?, code?, since?, until?, scope?, tester?, body?, limit?=100} 请求记录（每个数据空间保留最近 1000 次，新的在前，答 {count, entries}）：含查询参数、请求体和应答体（密码、令牌、身份证号等脱敏为 ***，超过 16 KB 截断）；path 为子串或含 * 的通配，status 为 200 这样的状态码、2xx/4xx/5xx 或 0（连接断开），since/until 为 ISO 时间或 YYYY-MM-DD HH:mm:ss，body 为请求体 JSON 的子串；带 X-Mock-Client 时只列该浏览器的（和复现链接带来的），scope=all 列出全部' },
  { method: 'POST', path: '/__mock/journal/count', summary: '{method?, path?, status?, body?, scope?} 统计符合条件的请求次数（path 相等或含 * 通配；body 为对象时逐层部分匹配，为文本时包含匹配），并给出最多 3 条路径相同而不符合的「近似请求」及差异（nearMisses）' },
  { method: 'GET', path: '/__mock/journal.har', summary: '按 /__mock/journal 的筛选条件（limit 默认 1000）导出 HAR 1.2 文件（旧的在前，可导入浏览器开发者工具），已脱敏' },
  { method: 'DELETE', path: '/__mock/journal', summary: '{scope?} 清空请求记录：带 X-Mock-Client 时只清空该浏览器的（和复现链接带来的），scope=all 或不带该头时清空全部' },
  { method: 'GET', path: '/__mock/captcha/:uuid', summary: '读图形验证码答案（e2e 用）' },
  { method: 'GET', path: '/__mock/sms', summary: '最近发送的短信验证码' },
  { method: 'POST', path: '/__mock/pay', summary: '{orderId, success?=true} 完成（或放弃）订单待完成的支付（微信、QA）' },
  { method: 'POST', path: '/__mock/orders/:id/advance', summary: '订单推进一步：验号 → 换绑 → 待确认收货 → 交易成功' },
  { method: 'POST', path: '/__mock/orders/:id/rebindCode', summary: '替卖家提交换绑验证码（QA、演示）：换绑中的订单随即完成换绑，进入待确认收货' },
  { method: 'POST', path: '/__mock/orders/:id/payout', summary: '平台立即给已完成订单的卖家打款（待打款 → 已打款，记 payoutTime），并给卖家发「货款已打款」消息' },
  { method: 'POST', path: '/__mock/orders/:id/expire', summary: '让待支付订单立即超时关闭并释放商品' },
  { method: 'POST', path: '/__mock/goods/:id/audit', summary: '{pass, reason?} 审核待审核商品' },
  { method: 'POST', path: '/__mock/backlist/:id/bid', summary: '给竞价回收单加一个商户报价' },
  { method: 'POST', path: '/__mock/backlist/:id/valuate', summary: '估价员立即给等待中的估价单出结果（估价区间和说明）' },
  { method: 'POST', path: '/__mock/merchants/:id/audit', summary: '{pass, reason?} 立即审核一条待审核的商户入驻申请（驳回时 reason 为驳回原因），并给申请人发站内消息' },
  { method: 'POST', path: '/__mock/afterSales/:id/answer', summary: '{status?: 已解决|已驳回, reply?} 平台立即处理一条处理中的售后申请（默认已解决；找回 / 描述不符 已解决即退款），买卖双方各收到一条消息' },
  { method: 'POST', path: '/__mock/problems/:id/reply', summary: '{reply?} 平台立即回复一条待处理的反馈（不填用默认回复），并给用户发站内消息' },
  { method: 'GET', path: '/__mock/routes', summary: '全部接口（标注扩展接口）、环境变量、场景' },
  { method: 'GET', path: '/__mock/openapi.json', summary: 'API 契约的 OpenAPI 3.1 文档（与 docs/api/openapi.json 相同，由 src/contract/ 生成）' },
  { method: 'GET', path: '/__mock/db/<表名>', summary: '只读浏览原始数据（json-server 路由，支持 ?_page=&_limit=&字段=，已脱敏）' },
  { method: 'GET', path: '/__mock/snapshots', summary: '快照列表：先是预置快照（preset: true，恢复时按种子生成：demo-mid-trade、new-user、goods-100k），再是保存的快照（名称、保存时间、大小），新的在前' },
  { method: 'POST', path: '/__mock/snapshots', summary: '{name} 把当前全部数据存为命名快照（自己的同名快照覆盖；其他测试者的同名快照需 ?force=1，否则 409 并给出可用的新名称；原子写入，kill -9 也不会损坏；不含登录会话）' },
  { method: 'POST', path: '/__mock/snapshots/:name/restore', summary: '不重启恢复快照或预置快照（可能改变商品数，如 goods-100k；重置后回到启动时的商品数）；保留当前登录会话和场景；定时任务和模拟时钟随快照的数据恢复（旧数据的作废）；与之并发的写操作要么整体落在恢复之前（随之被替换），要么整体落在恢复之后' },
  { method: 'DELETE', path: '/__mock/snapshots/:name', summary: '删除快照（预置快照不能删除或覆盖；其他测试者的快照需 ?force=1，否则 409 并说明属于谁）' },
  { method: 'POST', path: '/__mock/snapshots/:name/pin', summary: '{pinned?=true} 固定（或取消固定）快照：复现链接的快照固定后不会到期删除' },
  { method: 'GET', path: '/__mock/audit', summary: '{space?, action?, who?, limit?=100} 操作记录：整个模拟后端的重置、恢复、删除、覆盖、固定、到期删除和强制操作（谁、何时、哪个空间、什么），新的在前' },
  { method: 'POST', path: '/__mock/cleanup', summary: '立即执行到期清理（启动时和每小时自动执行）：删除超过 MOCK_EXPIRE_DAYS 未使用的数据空间和复现链接的快照（固定的除外）' },
  { method: 'POST', path: '/__mock/spaces/:name/pin', summary: '{pinned?=true} 固定（或取消固定）数据空间：固定后不会到期删除' },
  { method: 'POST', path: '/__mock/repro', summary: '{name?, page?} 复现链接第一步：存快照（连同本浏览器最近的请求记录），并返回调用方的用户（按 token）、本浏览器的场景和 openUrl（指向模拟后端的 /__repro 页面，在打开者自己的应用里打开）' },
  { method: 'POST', path: '/__mock/repro/open', summary: '{snapshot, userId?, scenario?, times?, path?} 打开复现链接：用快照新建一个数据空间（返回 space，其他空间的数据不变），在其中为本浏览器设置同样的场景，并以同一用户登录（返回 token）' },
  { method: 'GET', path: '/__mock/spaces', summary: '数据空间列表：共享空间（shared）在前，再是各个空间（名称、来源、创建时间、是否在内存中），current 为调用方所在的空间' },
  { method: 'POST', path: '/__mock/spaces', summary: '{name, from?} 新建数据空间：from 为 shared（默认，复制共享空间当前的数据）、快照名或预置快照名；调用方已登录时在新空间为同一用户登录（返回 token）。之后请求带 X-Mock-Space: <名称> 即在该空间中' },
  { method: 'POST', path: '/__mock/spaces/:name/enter', summary: '进入一个已有的空间（shared 为共享空间）：调用方已登录时在该空间为同一用户登录（返回 token，用户在该空间不存在时为 null）' },
  { method: 'DELETE', path: '/__mock/spaces/:name', summary: '删除数据空间（写在磁盘上的数据一并删除；共享空间不能删除；其他测试者的空间需 ?force=1，否则 409 并说明属于谁）' },
  { method: 'POST', path: '/__mock/backOrders/:id/payout', summary: '平台立即给交易成功的回收订单卖家打款（待打款 → 已打款，记 payoutTime），并给卖家发消息' },
  { method: 'POST', path: '/__mock/backOrders/:id/advance', summary: '{fail?, reason?} 回收订单推进一步：回收商付款 → 待审核 → 已审核 → 交易成功；fail 为 true 时改为交易失败（reason 为原因），并给卖家发交易消息' },
  { method: 'POST', path: '/__mock/backOrders/:id/expire', summary: '让等待回收商付款的回收订单立即超过付款截止：交易失败（回收商未按时付款），该回收商的报价已失效，估价单恢复报价中，其余报价恢复待处理，并给卖家发交易消息' },
];

/** 90 秒 / 15 分钟 / 2 小时 / 1 天 3 小时: how far the clock moved, as the answer says it. */
export function durationText(ms: number): string {
  const parts: string[] = [];
  let rest = Math.floor(ms / 1000);
  for (const [unit, size] of [['天', 86_400], ['小时', 3600], ['分钟', 60], ['秒', 1]] as const) {
    if (rest >= size) parts.push(`${Math.floor(rest / size)} ${unit}`);
    rest %= size;
  }
  return parts.length > 0 ? parts.join(' ') : `${ms} 毫秒`;
}

const advanceBody = z.object({
  advanceMs: intField('快进时长（advanceMs）').refine((ms) => ms >= 1 && ms <= MAX_ADVANCE_MS, {
    error: `快进时长（advanceMs）应为 1 到 ${MAX_ADVANCE_MS} 之间的毫秒数（最多 30 天），时钟只能向前拨`,
  }),
});

/** The space's clock and its pending jobs, soonest first (GET /__mock/clock). */
function clockView(ctx: MockContext): MockClock {
  return {
    offsetMs: ctx.store.db.clockOffsetMs,
    now: formatTime(ctx.now()),
    pending: ctx.scheduler.pending,
    jobs: ctx.scheduler.jobs.map((j) => ({ id: j.id, kind: j.kind, dueAt: formatTime(j.dueAt), payload: j.payload })),
  };
}

export const scopeField = optional(z.enum(['all', 'client'], { error: '作用范围（scope）应为 all（所有调用方）或 client（仅本浏览器）' }));

/**
 * Whose scenario or sessions a control call acts on: the caller's sandbox client (header X-Mock-Client), or
 * everyone when there is no header or the body (or query) says scope "all".
 */
export function callerScope(c: Call): string | undefined {
  const raw = (c.body as { scope?: unknown } | undefined)?.scope ?? c.query.scope;
  const { scope } = parse(z.object({ scope: scopeField }), { scope: raw });
  return scope === 'all' ? undefined : clientOf(c.req);
}

/** The prefixes the app's API calls carry before the proxy strips them (VITE_API_PREFIX: /dev-api in development). */
const APP_PREFIXES = ['/dev-api', '/api'];

/**
 * A scenario's path as the mock serves it: typed as the browser's network panel shows it, the app's proxy prefix
 * (the proxy's x-forwarded-prefix, /dev-api, /api) is taken off — a path that never matches would never fire. A
 * path no route serves is refused, naming where to look.
 */
export function scenarioPath(raw: string, list: readonly RouteInfo[], forwardedPrefix?: string): { path: string; stripped?: string } {
  const serves = (p: string) => list.some((r) => new RegExp(`^${r.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(p));
  if (serves(raw)) return { path: raw };
  const prefixes = [forwardedPrefix?.trim(), ...APP_PREFIXES].filter((p): p is string => Boolean(p) && /^\/[A-Za-z0-9._~-]+$/.test(p as string));
  for (const prefix of prefixes) {
    if (raw.startsWith(`${prefix}/`) && serves(raw.slice(prefix.length))) return { path: raw.slice(prefix.length), stripped: prefix };
  }
  fail(`场景路径 ${raw} 不是模拟后端的接口：请填写接口路径（不带前端代理前缀 /dev-api，不含查询参数），如 /web/notice/list；全部接口见 GET /__mock/routes`);
}

export function controlRoutes(routes: Routes): void {
  const r = routes.domain('control');
  const ctx: MockContext = routes.ctx;
  const open = { auth: false };

  r.get('/__mock', () => ok({ endpoints: CONTROL_DOCS, scenarios: SCENARIO_DOCS }), open);

  r.get('/__mock/health', () => ok({
    status: 'ok',
    // The data space this answer comes from (spaces.ts), and whether control calls need X-Mock-Key.
    space: ctx.opts.space ?? 'shared',
    // Which process answered (a team's cluster behind nginx: deploy/mock-team.nginx.conf).
    process: { pid: process.pid, role: ctx.opts.clusterRole ?? 'single' },
    keyRequired: ctx.opts.controlKey !== undefined,
    seed: ctx.opts.seed,
    goodsCount: ctx.opts.goodsCount,
    listedGoods: ctx.store.goods.listedCount(),
    dataFile: ctx.store.file,
    dataSource: ctx.store.origin,
    dirty: ctx.store.isDirty,
    lastSavedAt: ctx.store.lastSavedAt ?? null,
    sessions: ctx.store.sessions.size,
    pendingJobs: ctx.scheduler.pending,
    // How far the space's clock runs ahead of the host's (POST /__mock/clock).
    clockOffsetMs: ctx.store.db.clockOffsetMs,
    uptimeMs: Math.round(process.uptime() * 1000),
    // 'all' = MOCK_DRIFT=1; 'header' = only requests with X-Mock-Drift: 1.
    drift: ctx.opts.drift ? 'all' : 'header',
    // 'hybrid' = MOCK_LIVE paths answered by BACKEND_URL (the app's badge says 混合).
    backend: ctx.opts.hybrid ? 'hybrid' : 'mock',
    ...(ctx.opts.hybrid ? { live: { backendUrl: ctx.opts.hybrid.backendUrl, paths: ctx.opts.hybrid.live } } : {}),
  }), open);

  // Resetting another tester's space needs ?force=1. The caller stays signed in as the same user when the seeded
  // data has them (a reset ends every session: the app would otherwise meet 登录超时 on its next call).
  r.post('/__mock/reset', async (c) => {
    const started = performance.now();
    const by = callerOf(c.req);
    const owner = spaceOwner(ctx);
    const forced = guardOwner(owner, by, forceOf(c.req), `数据空间「${spaceOf(ctx)}」`, '重置');
    const userId = c.user?.userId;
    clearVolatile(ctx);
    await ctx.store.reset();
    const user = userId === undefined ? undefined : ctx.store.usersById.get(userId);
    const token = user ? signIn(ctx, user, clientOf(c.req)) : null;
    if (token) await ctx.store.flushed();
    auditOf(ctx).add({ action: 'reset', by, space: spaceOf(ctx), ...(forced ? { forced: owner } : {}) });
    return ok({ ms: Math.round(performance.now() - started), token },
      token ? '已恢复种子数据，登录会话已清除，已为你重新登录' : '已恢复种子数据，登录会话已清除');
  }, open);

  // The space's clock: business time runs ahead of the host's by its offset, moved forward only, through the jobs
  // due on the way (scheduler.ts advance). Sessions stay on the host's clock: nobody is signed out by it.
  r.get('/__mock/clock', () => ok(clockView(ctx)), open);
  r.post('/__mock/clock', (c) => {
    const { advanceMs } = parse(advanceBody, c.body ?? {});
    const ran = ctx.scheduler.advance(advanceMs);
    const answer: MockClockAdvance = {
      offsetMs: ctx.store.db.clockOffsetMs,
      now: formatTime(ctx.now()),
      ran: ran.map((j) => ({ kind: j.kind, dueAt: formatTime(j.dueAt) })),
      pending: ctx.scheduler.pending,
    };
    return ok(answer, ran.length > 0 ? `时钟已快进 ${durationText(advanceMs)}，运行了 ${ran.length} 个到期任务` : `时钟已快进 ${durationText(advanceMs)}，途中没有到期的任务`);
  }, open);

  r.post('/__mock/sessions/expire', (c) => {
    const client = callerScope(c);
    const count = expireSessions(ctx, client, tokenOf(c.req));
    return ok({ count, scope: client === undefined ? 'all' : 'client' }, client === undefined ? '所有会话已过期' : '本浏览器的会话已过期');
  }, open);

  r.get('/__mock/scenario', (c) => ok(ctx.scenarios.get(clientOf(c.req)) ?? null), open);
  r.post('/__mock/scenario', (c) => {
    const body = parse(z.object({
      scenario: z.enum(SCENARIOS, { error: `场景（scenario）的取值无效，可选：${SCENARIOS.join(' / ')}` }),
      times: optional(intField('次数（times）').refine((n) => n >= 1 && n <= 10_000, { error: '次数（times）应在 1–10000 之间' })),
      path: optional(z.string().trim().regex(/^\/[^?#\s]*$/, { error: '路径（path）应以 / 开头且不含查询参数' })),
      scope: scopeField,
    }), c.body);
    if (body.path?.startsWith('/__mock')) fail('场景不能作用于 /__mock 控制接口');
    const target = body.path === undefined ? undefined : scenarioPath(body.path, routes.list, c.req.get('x-forwarded-prefix'));
    const client = callerScope(c);
    // The tester's tools run on the host's clock, not the space's (POST /__mock/clock).
    const s: GlobalScenario = { scenario: body.scenario, times: body.times ?? 1, path: target?.path, createdAt: formatTime(ctx.opts.now()) };
    if (client !== undefined) s.client = client;
    ctx.scenarios.set(s);
    const stripped = target?.stripped ? `，路径已去掉前端代理前缀 ${target.stripped}` : '';
    return ok(s, client === undefined ? `场景已设置（所有调用方${stripped}）` : `场景已设置（仅本浏览器${stripped}）`);
  }, open);
  r.delete('/__mock/scenario', (c) => {
    const client = callerScope(c);
    ctx.scenarios.clear(client);
    return ok(undefined, client === undefined ? '场景已清除' : '本浏览器的场景已清除');
  }, open);

  // This browser's requests (X-Mock-Client), or every caller's with scope=all or without the header: the journal's
  // newest rows in the old shape (sandbox/journal.ts; GET /__mock/journal has the rest, control-journal.ts).
  r.get('/__mock/log', (c) => ok(ctx.journal.log(callerScope(c))), open);

  r.get('/__mock/captcha/:uuid', (c) => {
    const entry = ctx.captchas.get(c.params.uuid ?? '');
    if (!entry || entry.expiresAt <= ctx.opts.now()) fail('验证码不存在或已失效');
    return ok({ code: entry.code });
  }, open);

  r.get('/__mock/sms', () => ok(ctx.smsLog), open);

  r.post('/__mock/pay', (c) => {
    const body = parse(z.object({ orderId: intField('订单编号（orderId）'), success: optional(boolField()) }), c.body);
    orderOrFail(ctx, body.orderId);
    const ticket = [...ctx.tickets.values()].filter((t) => t.orderId === body.orderId).pop();
    if (!ticket) fail('该订单没有待完成的支付，请先调用 /saleOrder/pay');
    if (body.success === false) {
      ctx.tickets.delete(ticket.ticket);
      return ok(orderView(orderOrFail(ctx, body.orderId), 'control'), '已模拟支付失败');
    }
    return ok(orderView(applyPayment(ctx, ticket), 'control'), '支付成功');
  }, open);

  // Answers never carry deliverInfo: the new password is for the buyer's own order detail only.
  r.post('/__mock/orders/:id/advance', (c) => ok(orderView(advanceOrder(ctx, orderOrFail(ctx, idParam(c, 'id', '订单'))), 'control'), '订单已推进'), open);

  r.post('/__mock/orders/:id/rebindCode', (c) => ok(orderView(submitRebindCode(ctx, orderOrFail(ctx, idParam(c, 'id', '订单'))), 'control'), '验证码已提交，换绑完成'), open);

  r.post('/__mock/orders/:id/payout', (c) => ok(orderView(payoutOrder(ctx, orderOrFail(ctx, idParam(c, 'id', '订单'))), 'control'), '已打款'), open);

  r.post('/__mock/orders/:id/expire', (c) => {
    const o = orderOrFail(ctx, idParam(c, 'id', '订单'));
    expireNow(ctx, o);
    return ok(orderView(o, 'control'), '订单已超时关闭');
  }, open);

  r.post('/__mock/goods/:id/audit', (c) => {
    const body = parse(z.object({
      pass: boolField(),
      reason: optional(z.string().trim().max(200, { error: '原因（reason）不能超过 200 个字' })),
    }), c.body);
    const g = ctx.store.goods.get(idParam(c, 'id', '商品'));
    if (!g) fail('商品不存在');
    auditGoods(ctx, g, body.pass, body.reason);
    return ok({ id: g.id, saleState: g.saleState, auditDes: g.auditDes ?? null }, body.pass ? '审核通过' : '已驳回');
  }, open);

  r.post('/__mock/backlist/:id/bid', (c) => {
    const id = idParam(c, 'id', '估价单');
    const b = ctx.store.db.backlists.find((x) => x.id === id);
    if (!b) fail('估价单不存在');
    return ok(addBid(ctx, b), '已添加报价');
  }, open);

  r.post('/__mock/backlist/:id/valuate', (c) => {
    const id = idParam(c, 'id', '估价单');
    const b = ctx.store.db.backlists.find((x) => x.id === id);
    if (!b) fail('估价单不存在');
    valuateNow(ctx, b);
    return ok(backlistItem(b), '估价完成');
  }, open);

  r.post('/__mock/merchants/:id/audit', (c) => {
    const body = parse(z.object({
      pass: boolField(),
      reason: optional(z.string().trim().max(200, { error: '原因（reason）不能超过 200 个字' })),
    }), c.body);
    const row = pendingMerchantOrFail(ctx, idParam(c, 'id', '入驻申请'));
    auditMerchant(ctx, row, body.pass, body.reason);
    return ok(row, body.pass ? '审核通过' : '已驳回');
  }, open);

  r.post('/__mock/afterSales/:id/answer', (c) => {
    const body = parse(z.object({
      status: optional(z.enum(['已解决', '已驳回'], { error: '处理结果（status）应为 已解决 或 已驳回' })),
      reply: optional(z.string({ error: '回复（reply）应为字符串' }).trim().max(500, { error: '回复（reply）不能超过 500 个字' })),
    }), c.body ?? {});
    const row = afterSaleOrFail(ctx, idParam(c, 'id', '售后申请'));
    const status = body.status ?? AfterSaleStatus.resolved;
    return ok(answerAfterSale(ctx, row, status, body.reply), status);
  }, open);

  r.post('/__mock/problems/:id/reply', (c) => {
    const body = parse(z.object({
      reply: optional(z.string({ error: '回复（reply）应为字符串' }).trim().max(500, { error: '回复（reply）不能超过 500 个字' })),
    }), c.body ?? {});
    const row = problemOrFail(ctx, idParam(c, 'id', '反馈'));
    if (row.status !== '待处理') fail('该反馈已回复');
    return ok(problemView(replyProblem(ctx, row, body.reply)), '已回复');
  }, open);

  r.post('/__mock/backOrders/:id/payout', (c) => ok(backOrderView(ctx, payoutBackOrder(ctx, backOrderOrFail(ctx, idParam(c, 'id', '回收订单')))), '已打款'), open);

  r.post('/__mock/backOrders/:id/advance', (c) => {
    const body = parse(z.object({
      fail: optional(boolField()),
      reason: optional(z.string({ error: '原因（reason）应为字符串' }).trim().max(100, { error: '原因（reason）不能超过 100 个字' })),
    }), c.body ?? {});
    if (body.reason && !body.fail) fail('只有交易失败（fail: true）才能填写原因（reason）');
    const o = backOrderOrFail(ctx, idParam(c, 'id', '回收订单'));
    if (body.fail) failBackOrder(ctx, o, body.reason);
    else advanceBackOrder(ctx, o);
    restartBackOrderClock(ctx, o);
    return ok(backOrderView(ctx, o), body.fail ? '已改为交易失败' : '已推进一步');
  }, open);

  r.post('/__mock/backOrders/:id/expire', (c) => {
    const o = backOrderOrFail(ctx, idParam(c, 'id', '回收订单'));
    expireBackOrder(ctx, o);
    return ok(backOrderView(ctx, o), '回收商未按时付款，交易已关闭');
  }, open);

  // The contract as OpenAPI 3.1, built from the table like docs/api/openapi.json (a bare document, no envelope).
  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  r.get('/__mock/openapi.json', () => (openApi ??= buildOpenApi()), open);

  r.get('/__mock/routes', () => ok({
    routes: routes.list,
    extensions: EXTENSIONS,
    control: CONTROL_DOCS,
    env: ENV_DOCS,
    scenarios: SCENARIO_DOCS,
    drift: { on: ctx.opts.drift, header: 'X-Mock-Drift: 1', drifts: driftDocs() },
  }), open);
}

