import { describe, expect, it } from 'vitest';
import type { SaleState } from '@/contract/types.ts';
import { previewBanner } from './preview.ts';
import { LISTING_TABS, listingActions, listingNote, listingStateText, tabStateParam } from './status.ts';

describe('listing states', () => {
  it('names every saleState with the live texts', () => {
    const texts = ([0, 1, 2, 3, 4, 5, 6, 99] as SaleState[]).map(listingStateText);
    expect(texts).toEqual(['审核中', '已上架', '出售中', '交易成功', '已下架', '问题账号', '找回账号', '审核失败']);
    // A row without saleState (a drifted answer) shows —; an unknown one says so.
    expect(listingStateText(undefined)).toBe('—');
    expect(listingStateText(7 as SaleState)).toBe('未知状态');
  });

  it('has the tabs in the live order, and reads the tab from the URL', () => {
    expect(LISTING_TABS.map((t) => `${t.label}${t.state ?? ''}`)).toEqual(['全部', '上架1', '交易中2', '已下架4', '待审核0', '审核失败99', '已出售3']);
    expect(tabStateParam('99')).toBe(99);
    expect(tabStateParam('0')).toBe(0);
    expect(tabStateParam(null)).toBeUndefined();
    expect(tabStateParam('5')).toBeUndefined();
    expect(tabStateParam('abc')).toBeUndefined();
  });
});

describe('listingActions', () => {
  const actions = (saleState: SaleState, extra: { recycleDown?: boolean; orderRecId?: number } = {}) => listingActions({ saleState, ...extra });

  it('gives each state its buttons', () => {
    expect(actions(0)).toEqual(['preview', 'price', 'withdraw']);
    expect(actions(1)).toEqual(['preview', 'price', 'edit', 'down']);
    expect(actions(2, { orderRecId: 9 })).toEqual(['order', 'preview']);
    expect(actions(3, { orderRecId: 9 })).toEqual(['order', 'preview']);
    expect(actions(3)).toEqual(['preview']);
    expect(actions(4)).toEqual(['preview', 'price', 'edit', 'up']);
    expect(actions(5)).toEqual(['preview']);
    expect(actions(6)).toEqual(['preview']);
    expect(actions(99)).toEqual(['preview', 'resubmit', 'fix']);
  });

  it('hides 上架 and 修改价格 for goods the system took down after a 竞价回收 deal', () => {
    expect(actions(4, { recycleDown: true })).toEqual(['preview']);
    expect(listingNote({ saleState: 4, recycleDown: true, downDes: '该账号已通过竞价回收成交，系统自动下架' }))
      .toBe('该账号已通过竞价回收成交，系统自动下架，不能重新上架');
  });

  it('explains a 下架 and a suspended account under the row', () => {
    expect(listingNote({ saleState: 4, downDes: '暂时不卖了' })).toBe('下架原因：暂时不卖了');
    expect(listingNote({ saleState: 5, auditDes: '账号异常' })).toBe('账号异常');
    expect(listingNote({ saleState: 1 })).toBe('');
    expect(listingNote({ saleState: 99, auditDes: '截图不清晰' })).toBe('失败原因：截图不清晰');
    expect(listingNote({ saleState: 99 })).toBe('失败原因：未填写原因，请联系客服了解详情');
  });
});

describe('previewBanner', () => {
  it('puts the audit state and its reason on top', () => {
    expect(previewBanner({ saleState: 0 }).title).toBe('审核中');
    expect(previewBanner({ saleState: 99, auditDes: '截图模糊' }).title).toBe('审核失败：截图模糊');
    expect(previewBanner({ saleState: 4, downDes: '暂时不卖了' }).title).toBe('已下架：暂时不卖了');
    expect(previewBanner({ saleState: 4 }).title).toBe('已下架：卖家主动下架');
    expect(previewBanner({ saleState: 1 }).palette).toBe('green');
    expect(previewBanner({ saleState: 5, auditDes: '账号异常' }).title).toBe('问题账号：账号异常');
    expect(previewBanner({ saleState: 6, auditDes: '已被找回' }).title).toBe('找回账号：已被找回');
  });
});
