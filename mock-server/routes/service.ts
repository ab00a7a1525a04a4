// Trust and contact: staff check, black-account check, QQ groups, staff list, streamers/banners, social
// accounts, app versions, recent deals, home stats.
import type { DealRecord, HomeStats, StaffCheckResult } from '../../src/contract/types.ts';
import { SaleState } from '../../src/contract/statuses.ts';
import { DAY_MS, formatDate, parseTime } from '../lib/fixtures.ts';
import { fail, ok, page } from '../lib/envelope.ts';
import { pageOf, parse } from '../lib/validate.ts';
import { appVersionQuery, blackAccountQuery, checkAccountQuery, qqGroupQuery, staffQuery, zhuboQuery } from '../../src/contract/common/requests.ts';
import type { Routes } from './registry.ts';

const RECENT_DEALS = 20;
const TITLE_CHARS = 12;

/** A deal that counts (成交): paid and 交易中, or 交易成功. */

/** "王者荣耀 V8 全皮肤 128英雄 …" → "王者荣耀 V8 全皮肤…": enough to feel real, not enough to find the account. */
export function maskTitle(title: string): string {
  const chars = [...title];
  return chars.length <= TITLE_CHARS ? title : `${chars.slice(0, TITLE_CHARS).join('').trimEnd()}…`;
}

export function serviceRoutes(routes: Routes): void {
  const r = routes.domain('service');
  const ctx = routes.ctx;
  const db = () => ctx.store.db;

  r.get('/V2/H5/checkAccount', (c) => {
    const q = parse(checkAccountQuery, c.query);
    const str = q.str?.trim() ?? '';
    if (!str) fail('请输入要验证的QQ或微信号');
    const staff = db().staff.find((s) => s.qq === str || s.wechat === str);
    if (!staff) fail('不是官方客服，谨防受骗');
    const data: StaffCheckResult = { name: staff.name, type: staff.qq === str ? 'qq' : 'wechat', workTime: staff.workTime };
    return ok(data, '该账号是官方客服');
  });

  r.get('/web/hasExistBlackAccount', (c) => {
    const q = parse(blackAccountQuery, c.query);
    const account = q.account?.trim() ?? '';
    if (!account) fail('请输入要查询的账号');
    const records = db().blackAccounts.filter((b) => b.account.toLowerCase() === account.toLowerCase());
    return ok({ exists: records.length > 0, records });
  });

  r.get('/V2/H5/allQQlist', () => ok(db().qqGroups.map((g) => ({
    ...g, gameName: g.gameName ?? (g.gameId === undefined ? '综合' : ctx.store.gamesById.get(g.gameId)?.name ?? ''),
  }))));

  r.get('/V2/H5/qqGroup', (c) => {
    const q = parse(qqGroupQuery, c.query);
    // A game's own groups plus the general ones (no gameId).
    return ok(db().qqGroups.filter((g) => q.gameId === undefined || g.gameId === undefined || g.gameId === q.gameId));
  });

  r.get('/V2/H5/account', (c) => {
    const q = parse(staffQuery, c.query);
    return ok(db().staff.filter((s) => q.type === undefined || s.gameId === undefined || s.gameId === q.type));
  });

  r.get('/account/zhubo/list', (c) => {
    const q = parse(zhuboQuery, c.query);
    const p = pageOf(q);
    const rows = db().zhubo.filter((z2) => q.type === undefined || z2.type === q.type);
    return page(rows.slice(p.start, p.start + p.pageSize), rows.length);
  });

  r.get('/web/social/list', () => page(db().social, db().social.length));

  r.get('/app/version/lastOne', (c) => {
    const q = parse(appVersionQuery, c.query);
    const appType = q.appType ?? 'android';
    const latest = db().appVersions.filter((v) => v.appType === appType).sort((a, b) => b.versionCode - a.versionCode)[0];
    if (!latest) fail('暂无该客户端的版本');
    return ok(latest);
  });

  r.get('/web/recentlydeal', () => {
    const deals: DealRecord[] = ctx.store.orders.recentDeals(RECENT_DEALS)
      .map((o) => ({ gameName: o.gameName, title: maskTitle(o.title), price: o.goodsAmount, dealTime: (o.finishTime ?? o.payEndTime) as string }));
    return ok(deals);
  });

  r.get('/web/index/data', () => {
    const today = parseTime(formatDate(ctx.now()));
    const yesterday = formatDate(today - DAY_MS);
    // Deals: orders 交易中 or 交易成功 (orders-table.ts dealCounts).
    const deals = ctx.store.orders.dealCounts(yesterday);
    const stats: HomeStats = {
      // Sold goods without an order row in the seed still count as past deals.
      dealCount: Math.max(deals.all, ctx.store.goods.countInState(SaleState.sold)),
      yesterdayCount: deals.onDay,
      goodsCount: ctx.store.goods.listedCount(),
    };
    return ok(stats);
  });
}
