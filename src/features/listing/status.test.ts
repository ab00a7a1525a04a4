import { describe, expect, it } from 'vitest';
import { SaleState } from '@/contract/statuses.ts';
import { previewBanner } from './preview.ts';
import { LISTING_TABS, listingActions, listingNote, listingStateText, tabStateParam } from './status.ts';

describe('listing states', () => {
  it('names every saleState with the live texts', () => {
    const { pending, listed, trading, sold, unlisted, problem, reclaimed, refused } = SaleState;
    const texts = [pending, listed, trading, sold, unlisted, problem, reclaimed, refused].map(listingStateText);
    expect(texts).toEqual(['审核中', '已上架', '交易中', '交易成功', '已下架', '问题账号', '找回账号', '审核失败']);
    // A row without saleState (a drifted answer) shows —; an unknown one says so.
    expect(listingStateText(undefined)).toBe('—');
    expect(listingStateText(7 as SaleState)).toBe('未知状态');
  });

  it('has the tabs in the live order, and reads the tab from the URL', () => {
    expect(LISTING_TABS.map((t) => [t.label, t.state])).toEqual([
      ['全部', undefined], ['上架', SaleState.listed], ['交易中', SaleState.trading], ['已下架', SaleState.unlisted],
      ['待审核', SaleState.pending], ['审核失败', SaleState.refused], ['已出售', SaleState.sold],
    ]);
    expect(tabStateParam('99')).toBe(SaleState.refused);
    expect(tabStateParam('0')).toBe(SaleState.pending);
    expect(tabStateParam(null)).toBeUndefined();
    expect(tabStateParam('5')).toBeUndefined();
    expect(tabStateParam('abc')).toBeUndefined();
  });
});

describe('listingActions', () => {
  const actions = (saleState: SaleState, extra: { recycleDown?: boolean; orderRecId?: number } = {}) => listingActions({ saleState, ...extra });

  it('gives each state its buttons', () => {
    expect(actions(SaleState.pending)).toEqual(['preview', 'price', 'withdraw']);
    expect(actions(SaleState.listed)).toEqual(['preview', 'price', 'edit', 'down']);
    expect(actions(SaleState.trading, { orderRecId: 9 })).toEqual(['order', 'preview']);
    expect(actions(SaleState.sold, { orderRecId: 9 })).toEqual(['order', 'preview']);
    expect(actions(SaleState.sold)).toEqual(['preview']);
    expect(actions(SaleState.unlisted)).toEqual(['preview', 'price', 'edit', 'up']);
    expect(actions(SaleState.problem)).toEqual(['preview']);
    expect(actions(SaleState.reclaimed)).toEqual(['preview']);
    expect(actions(SaleState.refused)).toEqual(['preview', 'resubmit', 'fix']);
  });

  it('hides 上架 and 修改价格 for goods the system took down after a 竞价回收 deal', () => {
    expect(actions(SaleState.unlisted, { recycleDown: true })).toEqual(['preview']);
    expect(listingNote({ saleState: SaleState.unlisted, recycleDown: true, downDes: '该账号已通过竞价回收成交，系统自动下架' }))
      .toBe('该账号已通过竞价回收成交，系统自动下架，不能重新上架');
  });

  it('explains a 下架 and a suspended account under the row', () => {
    expect(listingNote({ saleState: SaleState.unlisted, downDes: '暂时不卖了' })).toBe('下架原因：暂时不卖了');
    expect(listingNote({ saleState: SaleState.problem, auditDes: '账号异常' })).toBe('账号异常');
    expect(listingNote({ saleState: SaleState.listed })).toBe('');
    expect(listingNote({ saleState: SaleState.refused, auditDes: '截图不清晰' })).toBe('失败原因：截图不清晰');
    expect(listingNote({ saleState: SaleState.refused })).toBe('失败原因：未填写原因，请联系客服了解详情');
  });
});

describe('previewBanner', () => {
  it('puts the audit state and its reason on top', () => {
    expect(previewBanner({ saleState: SaleState.pending }).title).toBe('审核中');
    expect(previewBanner({ saleState: SaleState.refused, auditDes: '截图模糊' }).title).toBe('审核失败：截图模糊');
    expect(previewBanner({ saleState: SaleState.unlisted, downDes: '暂时不卖了' }).title).toBe('已下架：暂时不卖了');
    expect(previewBanner({ saleState: SaleState.unlisted }).title).toBe('已下架：卖家主动下架');
    expect(previewBanner({ saleState: SaleState.listed }).palette).toBe('green');
    expect(previewBanner({ saleState: SaleState.problem, auditDes: '账号异常' }).title).toBe('问题账号：账号异常');
    expect(previewBanner({ saleState: SaleState.reclaimed, auditDes: '已被找回' }).title).toBe('找回账号：已被找回');
  });
});
