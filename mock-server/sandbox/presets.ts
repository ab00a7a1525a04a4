// Shipped snapshots (presets): states a tester asks for by name, generated from the seed by code on every
// restore (never committed data, and never stale: a 待付款 order made an hour ago would have closed). The
// states are made the way users and the platform make them: demo-mid-trade and new-user drive a throwaway
// in-process mock (no persistence, no timers, the running mock's seed, goods count and base) through the app's
// own endpoints and the control API, then its data is restored here like a snapshot file. goods-100k is the
// seed itself at 100 000 goods.
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Application } from 'express';
import type { AttributeTemplate, GameAttribute } from '../../src/contract/types.ts';
import type { MockOptions } from '../config.ts';
import type { MockContext } from '../context.ts';
import { DEMO_USERS, type Db } from '../lib/fixtures.ts';
import type { FileMeta } from '../persist/sqlite.ts';
import type { Store } from '../data/store.ts';
import { AfterSaleStatus, Assurance, GameType, GuaranteeType, PayWay, SaleMode } from '../../src/contract/statuses.ts';

export interface PresetInfo {
  name: string;
  summary: string;
}

/** The new-user preset's user: registered, nothing else (not 实名-verified: the app's gate asks first). */
export const NEW_USER = { phone: '13700137000', password: DEMO_USERS.password } as const;

export const PRESET_GOODS_100K = 100_000;

export const PRESETS: PresetInfo[] = [
  { name: 'demo-mid-trade', summary: '买家小王与卖家老李之间每个订单状态各一单（待付款、待验号、换绑中、待收货、交易成功待打款 / 已打款、售后中、已退款），卖家的新发布审核中 / 审核失败 / 已上架，一单有 3 个报价的竞价回收' },
  { name: 'new-user', summary: `种子数据加一个刚注册的新用户 ${NEW_USER.phone}（密码 ${NEW_USER.password}，未实名），其名下什么都没有` },
  { name: 'goods-100k', summary: '种子数据，10 万件商品（之后恢复其他快照或重置即回到原来的商品数）' },
];

export function isPreset(name: string): boolean {
  return PRESETS.some((p) => p.name === name);
}

/** What restoring a preset installs: a data file's text, or the seed at a goods count. */
export type PresetData = { data: Db; meta: FileMeta } | { seedGoods: number };

/** What a preset needs of a throwaway mock (app.ts createMockApp's answer). */
export interface ThrowawayMock {
  app: Application;
  store: Store;
  options: MockOptions;
  close(): Promise<void>;
}

/** Builds a mock app (app.ts createMockApp), handed down by app.ts so that nothing here imports it. */
export type MockFactory = (overrides: Partial<MockOptions>) => ThrowawayMock;

/** Builds a preset's data now, on a throwaway mock made by `createMockApp`. Throws an Error naming the step that failed. */
export async function buildPreset(ctx: MockContext, name: string, createMockApp: MockFactory): Promise<PresetData> {
  if (name === 'goods-100k') return { seedGoods: PRESET_GOODS_100K };
  const mock = createMockApp({
    ...ctx.opts, port: 0, persist: false, auditMs: 0, orderStepMs: 0, latencyMs: 0, drift: false,
    // A folder that is never created: the throwaway seeds (on the running mock's base) and writes nothing.
    dataDir: path.join(os.tmpdir(), `mock-preset-${process.pid}-${Math.random().toString(16).slice(2)}`),
    goodsCount: ctx.store.configuredGoods, log: () => undefined,
  });
  const server = mock.app.listen(0, '127.0.0.1');
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const api = new PresetApi(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, mock.options.smsCode);
    if (name === 'new-user') await newUser(api);
    else await midTrade(api, (gameId) => liveDraft(mock.store.templatesByGame.get(gameId) ?? [],
      mock.store.db.gameAttributes.filter((a) => a.gameId === gameId)));
    return mock.store.exportData();
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await mock.close();
  }
}

type Json = Record<string, unknown>;

/** The throwaway's API, as a user (token) or the platform (control calls); a refusal throws with the step. */
class PresetApi {
  private readonly base: string;
  private readonly smsCode: string;

  constructor(base: string, smsCode: string) {
    this.base = base;
    this.smsCode = smsCode;
  }

  async call(method: 'GET' | 'POST', p: string, body?: unknown, token?: string): Promise<Json> {
    const res = await fetch(this.base + p, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => ({}))) as Json;
    if (answer.code !== 200) throw new Error(`${method} ${p}：${typeof answer.msg === 'string' ? answer.msg : `HTTP ${res.status}`}`);
    return answer;
  }

  async signIn(phone: string): Promise<string> {
    await this.call('GET', `/sms/sendYzm?phone=${phone}&type=login`);
    return String((await this.call('POST', '/h5/login', { phone, code: this.smsCode })).token);
  }

  async register(phone: string, password: string): Promise<void> {
    await this.call('GET', `/sms/sendYzm?phone=${phone}&type=register`);
    await this.call('POST', '/register', { username: phone, password, code: this.smsCode });
  }
}

async function newUser(api: PresetApi): Promise<void> {
  await api.register(NEW_USER.phone, NEW_USER.password);
}

const idOf = (a: Json) => Number((a.data as { id?: number; orderId?: number }).id ?? (a.data as { orderId?: number }).orderId);

/** 买家小王 buys the seller's listed goods 3–10 and 30 (1 and 2 stay on sale) and takes each order to one step. */
async function midTrade(api: PresetApi, draft: (gameId: number) => Json): Promise<void> {
  const [buyer, seller] = await Promise.all([api.signIn(DEMO_USERS.buyer.phone), api.signIn(DEMO_USERS.seller.phone)]);
  // Steps after payment: 0 待验号, 1 换绑中, 2 待收货 (delivered), 'done' 确认收货 (交易成功).
  const order = async (goodsId: number, paidSteps: number | 'unpaid' | 'done') => {
    const id = idOf(await api.call('POST', '/saleOrder/create', { goodsId, guaranteeType: GuaranteeType.none }, buyer));
    if (paidSteps === 'unpaid') return id;
    await api.call('POST', '/saleOrder/pay', { orderId: id, payWay: PayWay.wechat, payType: 'full' }, buyer);
    await api.call('POST', '/__mock/pay', { orderId: id });
    for (let i = 0; i < (paidSteps === 'done' ? 2 : paidSteps); i++) await api.call('POST', `/__mock/orders/${id}/advance`);
    if (paidSteps === 'done') await api.call('POST', '/saleOrder/confirm', { orderId: id }, buyer);
    return id;
  };
  const claim = async (orderId: number, type: '其他' | '描述不符') =>
    idOf(await api.call('POST', '/saleOrderAfter', { orderId, type, reason: type === '其他' ? '换绑后密保邮箱还没有解绑，请客服协助处理' : '实际英雄数量比描述少了十几个' }, buyer));
  const consign = async () => idOf(await api.call('POST', '/need/consignment', draft(1), seller));
  const files = (...urls: string[]) => JSON.stringify(urls.map((url) => ({ url, name: url.slice(url.lastIndexOf('/') + 1) })));
  // Independent chains run side by side (a restore waits for the slowest, not for their sum).
  await Promise.all([
    order(3, 'unpaid'),
    order(4, 0),
    order(5, 1),
    order(6, 2),
    order(7, 'done'),
    (async () => api.call('POST', `/__mock/orders/${await order(9, 'done')}/payout`))(),
    (async () => claim(await order(10, 'done'), '其他'))(),
    (async () => api.call('POST', `/__mock/afterSales/${await claim(await order(30, 'done'), '描述不符')}/answer`, { status: AfterSaleStatus.resolved }))(),
    // The seller's new listings: one waiting, one refused, one approved.
    consign(),
    (async () => api.call('POST', `/__mock/goods/${await consign()}/audit`, { pass: false, reason: '截图与描述的英雄数量不符，请补充英雄列表截图' }))(),
    (async () => api.call('POST', `/__mock/goods/${await consign()}/audit`, { pass: true }))(),
    // A 竞价回收 request with three bids.
    (async () => {
      const back = idOf(await api.call('POST', '/h5/goods/back', {
        gameId: 1, type: '王者荣耀', des: 'V10 贵族，皮肤 260 款，荣耀王者 3 次', region: '安卓 / QQ区', account: 'wz_66668888',
        tel: DEMO_USERS.seller.phone, img: files('/profile/img/shot/1-1.svg', '/profile/img/shot/1-2.svg'), relname: '李建国',
        relnameImg: files('/profile/img/shot/1-3.svg'), inType: SaleMode.bidAndConsign,
        content: JSON.stringify({ gameId: 1, gameName: '王者荣耀', gameType: GameType.mobile, title: 'V10 全皮肤 荣耀王者', price: 3200, des: 'V10 贵族' }),
      }, seller));
      for (let i = 0; i < 3; i++) await api.call('POST', `/__mock/backlist/${back}/bid`);
    })(),
  ]);
}

/** The live goods DTO for a game, from its template and 区服 tree (what the app's 我要卖 sends). */
function liveDraft(templates: AttributeTemplate[], attributes: GameAttribute[]): Json {
  const system = attributes.find((a) => a.systemKey === 'system');
  const carrier = attributes.find((a) => a.systemKey === 'carrier' && a.parentId === system?.id);
  const body: Json = {
    gameId: 1, gameName: '王者荣耀', gameType: GameType.mobile, systemId: system?.id, carrierId: carrier?.id,
    title: '王者荣耀 V8 贵族 全英雄 126 皮肤', price: '2680', des: '王者荣耀 iOS QQ区，英雄 118，皮肤 126，无二次实名',
    titleImg: '/profile/img/goods/1-1.svg', urlArr: [{ url: '/profile/img/goods/1-2.svg', name: '1-2.svg' }],
    assurance: Assurance.provided, importantRemark: `联系QQ：12345678;联系微信：laoli_2024;联系电话：${DEMO_USERS.seller.phone};账号来源：自己注册`,
    accountNumber: 'wz_preset_01', accountPassword: 'Preset#2026',
  };
  for (const t of templates) {
    if (t.fieldType === 'number') body[t.aavName] = '88';
    if (t.fieldType === 'radio') body[t.aavName] = t.childAttributes[0]?.fieldName;
    if (t.fieldType === 'checkbox') body[t.aavName] = t.childAttributes.slice(0, 2).map((o) => o.fieldName).join(',');
  }
  return body;
}
