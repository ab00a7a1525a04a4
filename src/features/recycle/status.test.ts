import { describe, expect, it } from 'vitest';
import { backOrderStatus, bidStatus, buyerPayText, CENTER_TABS, parseCenterTab, requestStatus, valuationStatus } from './status.ts';

describe('status texts', () => {
  it('valuations: 待估价 until the result, then 已估价', () => {
    expect(valuationStatus({ status: 0 }).label).toBe('待估价');
    expect(valuationStatus({ status: 3 }).label).toBe('已估价');
    expect(valuationStatus({ status: 0, valuationMin: 100 }).label).toBe('已估价');
    expect(valuationStatus({ status: 4 }).label).toBe('已取消');
  });

  it('requests, bids and back orders', () => {
    expect([0, 2, 3, 4, 5, 9].map((s) => requestStatus(s).label)).toEqual(['报价中', '已接受报价', '已完成', '已取消', '已拒绝', '未知状态']);
    expect([0, 1, 2, 3].map((s) => bidStatus(s).label)).toEqual(['待处理', '已接受', '已拒绝', '已完成']);
    expect([1, 2, 3, 4, 5].map((s) => backOrderStatus(s).label)).toEqual(['交易中', '待审核', '已审核', '交易成功', '交易失败']);
    expect(buyerPayText(1)).toBe('等待买家付款');
    expect(buyerPayText(2)).toBe('买家已付款');
  });

  it('竞价中心 tabs and ?tab=', () => {
    expect(CENTER_TABS.map((t) => t.label)).toEqual(['报价中', '交易中', '待审核', '已审核', '交易成功', '交易失败']);
    expect(parseCenterTab('3')).toBe(3);
    expect(parseCenterTab(null)).toBe(0);
    expect(parseCenterTab('')).toBe(0);
    expect(parseCenterTab('7')).toBe(0);
    expect(parseCenterTab('1.5')).toBe(0);
    expect(parseCenterTab('abc')).toBe(0);
  });
});
