import { describe, expect, it } from 'vitest';
import {
  backOrderStatus, bidStatus, CENTER_TAB_NOTES, CENTER_TABS, dealPhase, dealTimeline, dealView, parseCenterTab, requestStatus, valuationStatus,
} from './status.ts';
import { BacklistStatus, BackOrderStatus, BidStatus, BuyerPayStatus, SupplyPay } from '@/contract/statuses.ts';

describe('status texts', () => {
  it('valuations: 待估价 until the result, then 已估价', () => {
    expect(valuationStatus({ status: BacklistStatus.open }).label).toBe('待估价');
    expect(valuationStatus({ status: BacklistStatus.done }).label).toBe('已估价');
    expect(valuationStatus({ status: BacklistStatus.open, valuationMin: 100 }).label).toBe('已估价');
    expect(valuationStatus({ status: BacklistStatus.cancelled }).label).toBe('已取消');
  });

  it('requests, bids and back orders', () => {
    const { open, accepted, done, cancelled, refused } = BacklistStatus;
    expect([open, accepted, done, cancelled, refused, 9].map((s) => requestStatus(s).label))
      .toEqual(['报价中', '已接受报价', '已完成', '已取消', '已拒绝', '未知状态']);
    expect([BidStatus.open, BidStatus.accepted, BidStatus.refused, BidStatus.done, BidStatus.lapsed].map((s) => bidStatus(s).label))
      .toEqual(['待处理', '已接受', '已拒绝', '已完成', '已失效']);
    const { trading, checking, checked, success, failed } = BackOrderStatus;
    expect([trading, checking, checked, success, failed].map((s) => backOrderStatus(s).label))
      .toEqual(['交易中', '待审核', '已审核', '交易成功', '交易失败']);
  });

  it('竞价中心 tabs and ?tab=', () => {
    expect(CENTER_TABS.map((t) => t.label)).toEqual(['报价中', '交易中', '待审核', '已审核', '交易成功', '交易失败']);
    expect(CENTER_TABS.map((t) => t.value)).toEqual([BacklistStatus.open, ...Object.values(BackOrderStatus)]);
    expect(parseCenterTab('3')).toBe(BackOrderStatus.checked);
    for (const value of [null, '', '7', '1.5', 'abc']) expect(parseCenterTab(value)).toBe(BacklistStatus.open);
  });
});

describe('the deal after 接受报价', () => {
  const { trading, checking, checked, success, failed } = BackOrderStatus;
  const { unpaid, paid } = BuyerPayStatus;
  const deal = (orderStatus: number, buyerPayStatus: number) => ({ orderStatus, buyerPayStatus }) as Parameters<typeof dealView>[0];
  const states = (o: Parameters<typeof dealView>[0]) => dealTimeline(o).map((s) => `${s.label}:${s.state}${s.note ? `(${s.note})` : ''}`);

  it('maps the live orderStatus and buyerPayStatus into one phase each', () => {
    expect([[trading, unpaid], [trading, paid], [checking, paid], [checked, paid], [success, paid], [failed, unpaid], [failed, paid], [9, unpaid]]
      .map(([o, p]) => dealPhase(deal(o, p))))
      .toEqual(['awaitingPay', 'paid', 'verifying', 'rebinding', 'done', 'failed', 'failed', null]);
    expect([[trading, unpaid], [trading, paid], [checking, paid], [checked, paid], [success, paid], [failed, unpaid], [9, unpaid]]
      .map(([o, p]) => dealView(deal(o, p)).label))
      .toEqual(['等待回收商付款', '回收商已付款', '平台验号中', '验号通过、换绑中', '交易成功', '交易失败', '未知状态']);
    expect(dealView(deal(trading, unpaid)).next).toContain('回收商付款后平台客服会联系您核对账号');
    expect(dealView(deal(trading, paid)).next).toContain('请配合客服完成验号与换绑，勿修改密码');
    expect(dealView(deal(success, paid)).next).toContain('货款由平台核对后线下打款给您');
    // Paid out, the line says the money went (the page's money card says where).
    expect(dealView({ ...deal(success, paid), supllypay: SupplyPay.paid }).next).toBe('货款已打款到您的收款账户，请注意查收；如有疑问请联系客服。');
    expect(dealView({ ...deal(success, paid), supllypay: SupplyPay.pending }).next).toContain('货款由平台核对后线下打款给您');
    expect(dealView(deal(failed, unpaid)).next).toContain('可重新发起竞价回收');
  });

  it('draws the timeline 接受报价 → 回收商付款 → 平台验号 → 换绑 → 交易成功', () => {
    expect(states(deal(trading, unpaid))).toEqual(['接受报价:done', '回收商付款:current(待付款)', '平台验号:todo', '换绑:todo', '交易成功:todo']);
    expect(states(deal(trading, paid))).toEqual(['接受报价:done', '回收商付款:done(已付款)', '平台验号:current(待验号)', '换绑:todo', '交易成功:todo']);
    expect(states(deal(checking, paid))[2]).toBe('平台验号:current(验号中)');
    expect(states(deal(checked, paid)).slice(2)).toEqual(['平台验号:done(已通过)', '换绑:current(换绑中)', '交易成功:todo']);
    expect(dealTimeline(deal(success, paid)).every((s) => s.state === 'done')).toBe(true);
    // A failed deal stops where it failed: unpaid at 回收商付款, paid at 平台验号.
    expect(states(deal(failed, unpaid)).slice(1, 3)).toEqual(['回收商付款:stopped(未付款)', '平台验号:todo']);
    expect(states(deal(failed, paid)).slice(1, 3)).toEqual(['回收商付款:done(已付款)', '平台验号:stopped(未通过)']);
  });

  it('explains every 竞价中心 tab in the deal\'s words', () => {
    expect(CENTER_TABS.every((t) => CENTER_TAB_NOTES[t.value].length > 0)).toBe(true);
    expect(CENTER_TAB_NOTES[trading]).toContain('等待回收商付款');
    expect(CENTER_TAB_NOTES[checking]).toBe('平台验号中：回收商已付款，平台正在核验账号。');
    expect(CENTER_TAB_NOTES[checked]).toContain('验号通过、换绑中');
  });
});
