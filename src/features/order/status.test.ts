import { describe, expect, it } from 'vitest';
import type { Order } from '@/contract/types.ts';
import { closedByTimeout, orderActions, orderStatusView, orderTimeline, payTypesFor } from './status.ts';

function order(over: Partial<Order> = {}): Order {
  return {
    orderId: 1, no: 'DD1', buyerId: 1, sellerId: 2, goodsId: 3, titleImg: '', des: '', title: 't', qufu: '', gameName: 'g',
    goodsAmount: 100, guaranteeType: 3, guaranteeAmount: 0, serviceAmount: 0, salePrice: 100, paidAmount: 0, refundAmount: 0,
    depositAmount: 0, payState: 0, orderStatus: 3, step: 0, createTime: '2026-11-21 10:00:00',
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
    const paid = { orderStatus: 4, payState: 2 } as const;
    expect(states(order({ ...paid, step: 1 }))).toBe('下单:done 付款:done 验号:current 换绑:todo 完成:todo');
    expect(states(order({ ...paid, step: 2 }))).toBe('下单:done 付款:done 验号:done 换绑:current 完成:todo');
    const waiting = orderTimeline(order({ ...paid, step: 3 }));
    expect(waiting.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'current']);
    expect(waiting[4].note).toBe('待确认');
  });
  it('keeps 付款 open while only the deposit is paid', () => {
    const steps = orderTimeline(order({ orderStatus: 4, payState: 1, step: 1 }));
    expect(steps[1]).toEqual({ label: '付款', state: 'current', note: '待付尾款' });
  });
  it('is all done when the deal is complete', () => {
    expect(orderTimeline(order({ orderStatus: 1, payState: 2, step: 4 })).every((s) => s.state === 'done')).toBe(true);
  });
  it('says whether a closed order was cancelled or timed out', () => {
    expect(orderTimeline(order({ orderStatus: 2, cancelTime: '2026-11-21 10:05:00' }))[1].note).toBe('已取消');
    expect(orderTimeline(order({ orderStatus: 2, cancelTime: '2026-11-21 10:15:00' }))[1].note).toBe('已关闭');
  });
});

describe('orderStatusView', () => {
  it('names each status', () => {
    expect(orderStatusView(order()).label).toBe('待支付');
    expect(orderStatusView(order(), 'buy', true).label).toBe('已关闭');
    expect(orderStatusView(order({ orderStatus: 4, payState: 2, step: 1 })).label).toBe('交易中');
    expect(orderStatusView(order({ orderStatus: 1 })).label).toBe('交易成功');
    expect(orderStatusView(order({ orderStatus: 2, cancelTime: '2026-11-21 10:01:00' })).label).toBe('已取消');
    expect(orderStatusView(order({ orderStatus: 2, cancelTime: '2026-11-21 10:16:00' })).label).toBe('已关闭');
    expect(orderStatusView(order({ orderStatus: 5 })).label).toBe('已退款');
  });
  it('tells a seller to wait rather than to pay', () => {
    expect(orderStatusView(order(), 'sale').hint).toBe('等待买家付款');
  });
  it('asks for the balance after a deposit', () => {
    expect(orderStatusView(order({ orderStatus: 4, payState: 1, step: 1 })).hint).toMatch('尾款');
  });
  it('knows a timeout from a cancel', () => {
    expect(closedByTimeout(order({ orderStatus: 2, cancelTime: '2026-11-21 10:15:00' }))).toBe(true);
    expect(closedByTimeout(order({ orderStatus: 2, cancelTime: '2026-11-21 10:14:59' }))).toBe(false);
    expect(closedByTimeout(order({ orderStatus: 3 }))).toBe(false);
  });
});

describe('orderActions', () => {
  it('lets the buyer pay or cancel an unpaid order until its deadline', () => {
    expect(orderActions(order(), 'buy')).toEqual({ pay: true, payBalance: false, afterSale: false, confirm: false });
    expect(orderActions(order(), 'buy', true).pay).toBe(false);
  });
  it('offers 支付尾款 and 申请售后 after a deposit', () => {
    expect(orderActions(order({ orderStatus: 4, payState: 1, step: 1 }), 'buy'))
      .toEqual({ pay: false, payBalance: true, afterSale: true, confirm: false });
  });
  it('offers 确认收货 only when waiting for it', () => {
    expect(orderActions(order({ orderStatus: 4, payState: 2, step: 2 }), 'buy').confirm).toBe(false);
    expect(orderActions(order({ orderStatus: 4, payState: 2, step: 3 }), 'buy').confirm).toBe(true);
  });
  it('gives the seller no buyer actions', () => {
    expect(orderActions(order(), 'sale')).toEqual({ pay: false, payBalance: false, afterSale: false, confirm: false });
    expect(orderActions(order({ orderStatus: 4, payState: 1 }), 'sale').payBalance).toBe(false);
  });
  it('allows no after-sale on an unpaid, cancelled or refunded order', () => {
    expect(orderActions(order({ orderStatus: 2 }), 'buy').afterSale).toBe(false);
    expect(orderActions(order({ orderStatus: 5, payState: 2 }), 'buy').afterSale).toBe(false);
    expect(orderActions(order({ orderStatus: 1, payState: 2, step: 4 }), 'buy').afterSale).toBe(true);
  });
});

describe('payTypesFor', () => {
  it('offers a deposit from ¥200 on', () => {
    expect(payTypesFor(order({ salePrice: 199.99 }))).toEqual(['full']);
    expect(payTypesFor(order({ salePrice: 200 }))).toEqual(['deposit', 'full']);
  });
  it('offers the balance after a deposit, and nothing otherwise', () => {
    expect(payTypesFor(order({ orderStatus: 4, payState: 1 }))).toEqual(['balance']);
    expect(payTypesFor(order({ orderStatus: 4, payState: 2 }))).toEqual([]);
  });
});
