import { describe, expect, it } from 'vitest';
import type { Order } from '@/contract/types.ts';
import { AfterSaleStatus, DeliverState, GuaranteeType, OrderStatus, OrderStep, PayState, SupplyPay } from '@/contract/statuses.ts';
import {
  claimInProgress, closedByTimeout, deliveryView, offersService, orderActions, orderStatusView, orderTimeline, payTypesFor,
} from './status.ts';

function order(over: Partial<Order> = {}): Order {
  return {
    orderId: 1, no: 'DD1', buyerId: 1, sellerId: 2, goodsId: 3, titleImg: '', des: '', title: 't', qufu: '', gameName: 'g',
    goodsAmount: 100, guaranteeType: GuaranteeType.none, guaranteeAmount: 0, serviceAmount: 0, salePrice: 100, paidAmount: 0, refundAmount: 0,
    depositAmount: 0, payState: PayState.unpaid, orderStatus: OrderStatus.unpaid, step: OrderStep.none, createTime: '2026-11-21 10:00:00',
    closeTime: '2026-11-21 10:15:00', ...over,
  };
}

const states = (o: Order, expired = false) => orderTimeline(o, expired).map((s) => `${s.label}:${s.state}`).join(' ');

describe('orderTimeline', () => {
  it('waits on 付款 while unpaid, and stops there once the deadline passed', () => {
    expect(states(order())).toBe('下单:done 付款:current 验号:todo 换绑:todo 完成:todo');
    expect(states(order(), true)).toBe('下单:done 付款:stopped 验号:todo 换绑:todo 完成:todo');
  });
  it('follows the steps of a paid order', () => {
    const paid = { orderStatus: OrderStatus.trading, payState: PayState.full } as const;
    expect(states(order({ ...paid, step: OrderStep.verify }))).toBe('下单:done 付款:done 验号:current 换绑:todo 完成:todo');
    expect(states(order({ ...paid, step: OrderStep.rebind }))).toBe('下单:done 付款:done 验号:done 换绑:current 完成:todo');
    const waiting = orderTimeline(order({ ...paid, step: OrderStep.receive }));
    expect(waiting.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'current']);
    expect(waiting[4].note).toBe('待确认');
  });
  it('keeps 付款 open while only the deposit is paid', () => {
    const steps = orderTimeline(order({ orderStatus: OrderStatus.trading, payState: PayState.deposit, step: OrderStep.verify }));
    expect(steps[1]).toEqual({ label: '付款', state: 'current', note: '待付尾款' });
  });
  it('is all done when the deal is complete', () => {
    expect(orderTimeline(order({ orderStatus: OrderStatus.success, payState: PayState.full, step: OrderStep.done })).every((s) => s.state === 'done')).toBe(true);
  });
  it('says whether a closed order was cancelled or timed out', () => {
    expect(orderTimeline(order({ orderStatus: OrderStatus.cancelled, cancelTime: '2026-11-21 10:05:00' }))[1].note).toBe('已取消');
    expect(orderTimeline(order({ orderStatus: OrderStatus.cancelled, cancelTime: '2026-11-21 10:15:00' }))[1].note).toBe('超时取消');
  });
});

describe('orderStatusView', () => {
  it('names each status', () => {
    expect(orderStatusView(order()).label).toBe('待支付');
    expect(orderStatusView(order(), 'buy', true).label).toBe('已取消');
    expect(orderStatusView(order({ orderStatus: OrderStatus.trading, payState: PayState.full, step: OrderStep.verify })).label).toBe('交易中');
    expect(orderStatusView(order({ orderStatus: OrderStatus.success })).label).toBe('交易成功');
    expect(orderStatusView(order({ orderStatus: OrderStatus.cancelled, cancelTime: '2026-11-21 10:01:00' })).label).toBe('已取消');
    expect(orderStatusView(order({ orderStatus: OrderStatus.cancelled, cancelTime: '2026-11-21 10:16:00' })).label).toBe('已取消');
    expect(orderStatusView(order({ orderStatus: OrderStatus.refunded })).label).toBe('已退款');
  });
  it('tells a seller to wait rather than to pay', () => {
    expect(orderStatusView(order(), 'sale').hint).toBe('等待买家付款');
  });
  it('asks for the balance after a deposit', () => {
    expect(orderStatusView(order({ orderStatus: OrderStatus.trading, payState: PayState.deposit, step: OrderStep.verify })).hint).toMatch('尾款');
  });
  it('knows a timeout from a cancel', () => {
    expect(closedByTimeout(order({ orderStatus: OrderStatus.cancelled, cancelTime: '2026-11-21 10:15:00' }))).toBe(true);
    expect(closedByTimeout(order({ orderStatus: OrderStatus.cancelled, cancelTime: '2026-11-21 10:14:59' }))).toBe(false);
    expect(closedByTimeout(order({ orderStatus: OrderStatus.unpaid }))).toBe(false);
  });
});

describe('orderActions', () => {
  it('lets the buyer pay or cancel an unpaid order until its deadline', () => {
    expect(orderActions(order(), 'buy')).toEqual({ pay: true, payBalance: false, afterSale: false, confirm: false });
    expect(orderActions(order(), 'buy', true).pay).toBe(false);
  });
  it('offers 支付尾款 and 申请售后 after a deposit', () => {
    expect(orderActions(order({ orderStatus: OrderStatus.trading, payState: PayState.deposit, step: OrderStep.verify }), 'buy'))
      .toEqual({ pay: false, payBalance: true, afterSale: true, confirm: false });
  });
  it('offers 确认收货 only when waiting for it', () => {
    expect(orderActions(order({ orderStatus: OrderStatus.trading, payState: PayState.full, step: OrderStep.rebind }), 'buy').confirm).toBe(false);
    expect(orderActions(order({ orderStatus: OrderStatus.trading, payState: PayState.full, step: OrderStep.receive }), 'buy').confirm).toBe(true);
  });
  it('gives the seller no buyer actions', () => {
    expect(orderActions(order(), 'sale')).toEqual({ pay: false, payBalance: false, afterSale: false, confirm: false });
    expect(orderActions(order({ orderStatus: OrderStatus.trading, payState: PayState.deposit }), 'sale').payBalance).toBe(false);
  });
  it('allows one claim at a time: none while one is 处理中 (or known only by its id), again once answered', () => {
    const paid = { orderStatus: OrderStatus.trading, payState: PayState.full, step: OrderStep.rebind };
    const claim = { id: 3, orderId: 1, type: '找回' as const, reason: '账号被找回', images: [], createTime: '2026-11-21 10:00:00' };
    expect(orderActions(order({ ...paid, afterSaleId: 3, afterSale: { ...claim, status: AfterSaleStatus.open } }), 'buy').afterSale).toBe(false);
    expect(orderActions(order({ ...paid, afterSaleId: 3 }), 'buy').afterSale).toBe(false);
    expect(orderActions(order({ ...paid, afterSaleId: 3, afterSale: { ...claim, status: AfterSaleStatus.rejected, reply: '未发现找回' } }), 'buy').afterSale).toBe(true);
  });
  it('tells a claim 处理中 only when its detail came with the order (a bare afterSaleId says nothing of its state)', () => {
    const claim = { id: 3, orderId: 1, type: '其他' as const, reason: '想了解进度', images: [], createTime: '2026-11-21 10:00:00' };
    expect(claimInProgress(order({ afterSaleId: 3, afterSale: { ...claim, status: AfterSaleStatus.open } }))).toBe(true);
    expect(claimInProgress(order({ afterSaleId: 3, afterSale: { ...claim, status: AfterSaleStatus.resolved } }))).toBe(false);
    expect(claimInProgress(order({ afterSaleId: 3 }))).toBe(false);
  });
  it('allows no after-sale on an unpaid, cancelled or refunded order', () => {
    expect(orderActions(order({ orderStatus: OrderStatus.cancelled }), 'buy').afterSale).toBe(false);
    expect(orderActions(order({ orderStatus: OrderStatus.refunded, payState: PayState.full }), 'buy').afterSale).toBe(false);
    expect(orderActions(order({ orderStatus: OrderStatus.success, payState: PayState.full, step: OrderStep.done }), 'buy').afterSale).toBe(true);
  });
});

describe('payTypesFor', () => {
  it('offers a deposit from ¥200 on', () => {
    expect(payTypesFor(order({ salePrice: 199.99 }))).toEqual(['full']);
    expect(payTypesFor(order({ salePrice: 200 }))).toEqual(['deposit', 'full']);
  });
  it('offers the balance after a deposit, and nothing otherwise', () => {
    expect(payTypesFor(order({ orderStatus: OrderStatus.trading, payState: PayState.deposit }))).toEqual(['balance']);
    expect(payTypesFor(order({ orderStatus: OrderStatus.trading, payState: PayState.full }))).toEqual([]);
  });
});

describe('delivery', () => {
  const info = { account: 'wz_8812', password: 'Ab3xYz7Kq2', bindPhone: '138****8000', remark: '', deliverTime: '2026-11-21 10:00:00' };
  const delivered = order({
    orderStatus: OrderStatus.trading, payState: PayState.full, step: OrderStep.receive, deliverState: DeliverState.delivered, deliverInfo: info,
    checkEndTime: '2026-11-21 10:15:00', protectEndTime: '2026-12-21 10:00:00',
  });
  const at = (t: string) => Date.parse(`${t.replace(' ', 'T')}+08:00`);

  it('the timeline names 待验号 / 换绑中 / 已交付 from deliverState', () => {
    const paid = { orderStatus: OrderStatus.trading, payState: PayState.full } as const;
    expect(orderTimeline(order({ ...paid, step: OrderStep.verify, deliverState: DeliverState.verifying }))[2].note).toBe('待验号');
    expect(orderTimeline(order({ ...paid, step: OrderStep.rebind, deliverState: DeliverState.rebinding }))[3].note).toBe('换绑中');
    expect(orderTimeline(delivered)[4]).toMatchObject({ label: '完成', state: 'current', note: '已交付' });
  });

  it('the buyer sees the account, the check window while it lasts, and the 保护期', () => {
    expect(deliveryView(delivered, 'buy', at('2026-11-21 10:05:00'))).toEqual({
      kind: 'delivered', info, checkEndTime: '2026-11-21 10:15:00', checkOpen: true, protectEndTime: '2026-12-21 10:00:00',
    });
    expect(deliveryView(delivered, 'buy', at('2026-11-21 10:16:00'))).toMatchObject({ kind: 'delivered', checkOpen: false });
    // After 交易成功 the account stays, the window is over.
    expect(deliveryView({ ...delivered, orderStatus: OrderStatus.success, step: OrderStep.done }, 'buy', at('2026-11-21 10:05:00'))).toMatchObject({ kind: 'delivered', checkOpen: false, checkEndTime: undefined });
    expect(deliveryView(delivered, 'sale', at('2026-11-21 10:05:00'))).toBeNull();
    expect(orderStatusView(delivered).hint).toBe('账号已交付，请登录核对无误后确认收货');
  });

  it('a backend without deliverState / deliverInfo (the live one): 联系客服获取账号 with the order number, at every step', () => {
    for (const step of [OrderStep.verify, OrderStep.rebind, OrderStep.receive]) {
      expect(deliveryView(order({ orderStatus: OrderStatus.trading, payState: PayState.full, step, no: 'DD2026' }), 'buy', 0)).toEqual({ kind: 'contact', no: 'DD2026' });
    }
    expect(orderStatusView(order({ orderStatus: OrderStatus.trading, payState: PayState.full, step: OrderStep.receive })).hint).toBe('换绑完成，请联系客服获取账号，登录核对无误后确认收货');
    expect(orderTimeline(order({ orderStatus: OrderStatus.trading, payState: PayState.full, step: OrderStep.receive }))[4].note).toBe('待确认');
    // Ours, not yet delivered: nothing to show yet; deposit only or unpaid: nothing either.
    expect(deliveryView(order({ orderStatus: OrderStatus.trading, payState: PayState.full, step: OrderStep.rebind, deliverState: DeliverState.rebinding }), 'buy', 0)).toBeNull();
    expect(deliveryView(order({ orderStatus: OrderStatus.trading, payState: PayState.deposit, step: OrderStep.verify }), 'buy', 0)).toBeNull();
    expect(deliveryView(order(), 'buy', 0)).toBeNull();
  });

  it('the seller is told about the payout; 联系客服 from 交易中 on and with an after-sale', () => {
    expect(orderStatusView(order({ orderStatus: OrderStatus.success, supllypay: SupplyPay.pending }), 'sale').hint).toBe('交易已完成，平台核对后线下打款给您');
    expect(orderStatusView(order({ orderStatus: OrderStatus.success, supllypay: SupplyPay.paid }), 'sale').hint).toBe('交易已完成，货款已打款到您的实名收款账户');
    // A later claim on a paid-out order: what an upheld one would mean for the money already paid (追回).
    expect(orderStatusView(order({ orderStatus: OrderStatus.success, supllypay: SupplyPay.paid, afterSale: { status: AfterSaleStatus.open } as Order['afterSale'] }), 'sale').hint)
      .toBe('买家申请了售后，客服核实中；售后成立时，已打款的货款需退回平台');
    const { unpaid, trading, success, cancelled, refunded } = OrderStatus;
    expect([unpaid, trading, success, cancelled, refunded].map((s) => offersService(order({ orderStatus: s })))).toEqual([false, true, true, false, true]);
    expect(offersService(order({ orderStatus: OrderStatus.cancelled, afterSaleId: 3 }))).toBe(true);
  });
});
