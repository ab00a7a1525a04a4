// A listing (我的代售: a seller's consignment) through its life as the platform runs it: published or edited (back
// to 待审核), audited — approved (上架) or refused (审核失败) with a message to the seller, automatically
// MOCK_AUDIT_MS after the latest submit or edit —, 上架 / 下架 / 改价 by its seller. Also what a seller sees of a
// listing (我的代售 rows with their order) and when it may be edited. Routes (routes/sell.ts: the contract files
// 我的代售's calls under sell), the control API and the timer call these; they change state and nothing else.
import type { GoodsFieldKey, MyListing, Order } from '../../src/contract/types.ts';
import { AccountType, OrderStatus, SaleState, ShotType } from '../../src/contract/statuses.ts';
import type { MockContext } from '../context.ts';
import { importantRemarkOf } from './listing.contacts.ts';
import { formatTime } from '../lib/fixtures.ts';
import type { GoodsRow, UserRow } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';

/** What the publish form sets on a goods (game, 区服, title, price, pictures, contacts …); f1..f20 apart. */
export type ListingContent = Partial<GoodsRow>;
type ListingFields = Partial<Record<GoodsFieldKey, string>>;
/** The account's login and password as the seller entered them (either may be left empty). */
export type ListingAccount = Pick<GoodsRow, 'accountNumber' | 'accountPassword'>;

/** The account and its password stay as stored unless the seller enters them again. */
function entered(account: ListingAccount): ListingAccount {
  const out: ListingAccount = {};
  if (account.accountNumber) out.accountNumber = account.accountNumber;
  if (account.accountPassword) out.accountPassword = account.accountPassword;
  return out;
}

/** What a seller uploads is theirs: every picture of a published or edited listing is 自主截图. */
function sellersShots(content: ListingContent): ListingContent {
  return content.urlArr ? { ...content, urlArr: content.urlArr.map((img) => ({ ...img, shotType: ShotType.seller })) } : content;
}

/** The states a seller may edit a listing in; 改价 also in these but 审核失败. */
const EDITABLE: readonly SaleState[] = [SaleState.pending, SaleState.listed, SaleState.unlisted, SaleState.refused];
const REPRICEABLE: readonly SaleState[] = [SaleState.pending, SaleState.listed, SaleState.unlisted];
/** The states of an order a listing shows as its own (待支付 / 交易中 / 交易成功). */
const LISTING_ORDER_STATES: readonly OrderStatus[] = [OrderStatus.success, OrderStatus.unpaid, OrderStatus.trading];

function message(ctx: MockContext, g: GoodsRow, title: string, content: string): void {
  ctx.store.addMessage(g.createId, { sendTitle: title, sendContent: content, sendTypeName: '审核结果', relatedDataId: g.id, relatedType: 'goods' });
}

/** Approves (→ 已上架) or rejects (→ 审核失败) a goods waiting for audit. */
export function auditGoods(ctx: MockContext, g: GoodsRow, pass: boolean, reason?: string): void {
  if (g.saleState !== SaleState.pending) fail('该商品不在待审核状态');
  // Decided: the automatic round has nothing left to do (going back to 待审核 schedules a new one).
  ctx.scheduler.cancel('listing.audit', { goodsId: g.id });
  const now = formatTime(ctx.now());
  ctx.store.updateGoods(g, (x) => {
    delete x.needsAudit;
    if (pass) {
      x.saleState = SaleState.listed;
      x.recoveryTime = now;
      delete x.auditDes;
    } else {
      x.saleState = SaleState.refused;
      x.auditDes = reason?.trim() || '商品信息与截图不符，请修改后重新提交';
    }
  });
  if (pass) message(ctx, g, '商品审核通过', `您的商品「${g.title}」已通过审核并上架。`);
  else message(ctx, g, '商品审核未通过', `您的商品「${g.title}」未通过审核：${g.auditDes ?? ''}`);
}

/** (Re)starts the goods' automatic audit: it passes MOCK_AUDIT_MS after its latest submit or edit (an earlier round goes). */
export function scheduleAudit(ctx: MockContext, goodsId: number): void {
  if (ctx.opts.auditMs <= 0) return;
  ctx.scheduler.cancel('listing.audit', { goodsId });
  ctx.scheduler.after('listing.audit', ctx.opts.auditMs, { goodsId });
}

/** The audit's job (listing.audit): a goods still 待审核 passes. */
export function auditDue(ctx: MockContext, { goodsId }: { goodsId: number }): void {
  const g = ctx.store.goods.get(goodsId);
  if (g && g.saleState === SaleState.pending) auditGoods(ctx, g, true);
}

/** Why a listing cannot be edited now (交易中 / 已出售 / suspended / recycled), or null. */
export function editRefusal(g: GoodsRow): string | null {
  if (g.saleState === SaleState.trading) return '商品交易中，不能修改';
  if (g.saleState === SaleState.sold) return '商品已出售，不能修改';
  if (g.recycleDown) return '该商品已通过竞价回收成交，不能修改';
  return EDITABLE.includes(g.saleState) ? null : '当前状态不可修改，如有疑问请联系客服';
}

// ---------- the seller's changes ----------

/**
 * 发布代售: a new goods of the seller's, 待审核 (代售, no views yet), its audit scheduled. It needs the account and
 * its password: the platform logs in with them to 验号 and 换绑 once it is sold (docs/product.md, 游戏账号与密码).
 */
export function publishListing(
  ctx: MockContext, seller: UserRow, content: ListingContent, fields: ListingFields, account: ListingAccount,
): GoodsRow {
  if (!account.accountNumber?.trim()) fail('请填写游戏账号（accountNumber）：平台售出后凭它验号、换绑');
  if (/[\u3400-\u9fff]/.test(account.accountNumber)) fail('游戏账号（accountNumber）不能包含中文');
  if (!account.accountPassword) fail('请填写账号密码（accountPassword）：平台售出后凭它登录验号');
  const store = ctx.store;
  const now = formatTime(ctx.now());
  const id = store.nextId('goods', () => store.goods.maxId());
  const g: GoodsRow = {
    ...(sellersShots(content) as Omit<GoodsRow, 'id' | 'no' | 'createId'>), saleState: SaleState.pending, ...entered(account), ...fields,
    id, no: `ZH${String(id).padStart(8, '0')}`, createId: seller.userId, accountType: AccountType.consignment, isOnSpecialOffer: false, isTop: false,
    browseNum: 0, collectNum: 0, recoveryTime: now, createTime: now,
  };
  store.addGoods(g);
  scheduleAudit(ctx, g.id);
  return g;
}

/**
 * 修改 / 修改后重新提交: the listing takes the new content (attributes replaced whole), goes back to 待审核 without
 * its old audit or take-down reasons, and its audit restarts. Refused while 交易中, 已出售 or taken down by 竞价回收.
 */
export function editListing(ctx: MockContext, g: GoodsRow, content: ListingContent, fields: ListingFields, account: ListingAccount): void {
  const refusal = editRefusal(g);
  if (refusal) fail(refusal);
  ctx.store.updateGoods(g, (x) => {
    for (let i = 1; i <= 20; i++) delete x[`f${i}` as GoodsFieldKey];
    Object.assign(x, sellersShots(content), { saleState: SaleState.pending }, entered(account), fields);
    delete x.auditDes;
    delete x.downDes;
    delete x.needsAudit;
  });
  scheduleAudit(ctx, g.id);
}

/**
 * 上架 of an 已下架 or 审核失败 listing: back on sale at once when it was approved before, else (撤回 while 审核中,
 * or refused) to audit again. Never for one taken down after a 竞价回收 deal.
 */
export function putOnSale(ctx: MockContext, g: GoodsRow): 'listed' | 'audit' {
  if (g.recycleDown) fail('该商品已通过竞价回收成交，不能重新上架');
  if (g.saleState === SaleState.unlisted && g.needsAudit) {
    ctx.store.updateGoods(g, (x) => {
      x.saleState = SaleState.pending;
      delete x.downDes;
    });
    scheduleAudit(ctx, g.id);
    return 'audit';
  }
  if (g.saleState === SaleState.unlisted) {
    ctx.store.updateGoods(g, (x) => {
      x.saleState = SaleState.listed;
      x.recoveryTime = formatTime(ctx.now());
      delete x.downDes;
    });
    return 'listed';
  }
  if (g.saleState === SaleState.refused) {
    ctx.store.updateGoods(g, (x) => { x.saleState = SaleState.pending; });
    scheduleAudit(ctx, g.id);
    return 'audit';
  }
  fail('当前状态不可上架');
}

/** 下架 of a listed or 审核中 listing, with the seller's reason (or a default one). */
export function takeOffSale(ctx: MockContext, g: GoodsRow, reason?: string): void {
  if (g.saleState !== SaleState.pending && g.saleState !== SaleState.listed) fail('当前状态不可下架');
  // 撤回 (taken down while 审核中): never approved, so putting it up again means a new audit.
  const withdrawn = g.saleState === SaleState.pending;
  ctx.store.updateGoods(g, (x) => {
    x.saleState = SaleState.unlisted;
    x.downDes = reason || (withdrawn ? '卖家撤回审核' : '卖家主动下架');
    if (withdrawn) x.needsAudit = true;
  });
}

/** 改价: the seller's price and the price buyers see, while 审核中, 已上架 or 已下架 (not after 竞价回收). */
export function changePrice(ctx: MockContext, g: GoodsRow, price: number): void {
  if (g.recycleDown || !REPRICEABLE.includes(g.saleState)) fail('当前状态不可改价');
  ctx.store.updateGoods(g, (x) => {
    x.price = price;
    x.newPrice = price;
  });
}

/** The live contact text of a stored listing (rows published in the friendly shape keep contactType / contact). */
export function liveRemark(g: GoodsRow): string | undefined {
  if (g.importantRemark && /联系电话[:：]/.test(g.importantRemark)) return g.importantRemark;
  if (!g.contactType || !g.accountSource) return undefined;
  return importantRemarkOf({ [g.contactType]: g.contact, accountSource: g.accountSource });
}

/**
 * 我的代售 rows (live shape): the stored goods; a 交易中 / 已出售 goods carries its order (orderRecId, orderTime =
 * when it was ordered). Only the page's rows are looked up. What the seller sees of a row is myListingSchema's
 * (the registry shapes the answer): never the account password.
 */
export function listingRows(ctx: MockContext, rows: GoodsRow[]): MyListing[] {
  const want = new Set(rows.filter((g) => g.saleState === SaleState.trading || g.saleState === SaleState.sold).map((g) => g.id));
  const orders = new Map<number, Order>();
  if (want.size) {
    for (const o of ctx.store.orders.ofGoods([...want])) {
      // The live order: 待支付 / 交易中 / 交易成功; of several, the latest.
      if (!LISTING_ORDER_STATES.includes(o.orderStatus)) continue;
      const seen = orders.get(o.goodsId);
      if (!seen || seen.createTime <= o.createTime) orders.set(o.goodsId, o);
    }
  }
  return rows.map((g) => {
    const order = orders.get(g.id);
    if (!order) return g;
    const out: MyListing = { ...g, orderRecId: order.orderId, orderTime: order.createTime };
    // The seller's money of the order (live names; payoutTime ours): 成交价, 到手, payout once complete.
    if (order.suplyprice !== undefined) out.suplyprice = order.suplyprice;
    if (order.supplyDiscountPrice !== undefined) out.supplyDiscountPrice = order.supplyDiscountPrice;
    if (order.supllypay !== undefined) out.supllypay = order.supllypay;
    if (order.payoutTime !== undefined) out.payoutTime = order.payoutTime;
    return out;
  });
}
