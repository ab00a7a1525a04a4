import { describe, expect, it } from 'vitest';
import type { Message } from '@/contract/types.ts';
import { ReadState } from '@/contract/statuses.ts';
import { markReadInPage, messageSearch, messageStateFromSearch, messageTarget, unreadIds } from './messages.ts';

const msg = (id: number, patch: Partial<Message> = {}): Message => ({
  id, sendTitle: `消息${id}`, sendContent: '内容', sendTime: '2026-11-21 10:00:00', sendTypeName: '交易消息', readState: ReadState.unread, ...patch,
});

describe('where a message leads', () => {
  it('opens the order or the goods it names', () => {
    expect(messageTarget(msg(1, { relatedType: 'order', relatedDataId: 7 }))).toBe('/index/orderDetail?orderId=7');
    expect(messageTarget(msg(2, { relatedType: 'goods', relatedDataId: 31, sendTypeName: '系统通知' }))).toBe('/index/goodDetail?id=31');
  });
  it('opens my listing’s preview for an audit result', () => {
    expect(messageTarget(msg(3, { relatedType: 'goods', relatedDataId: 27, sendTypeName: '审核结果' }))).toBe('/index/other/accountPreview?id=27');
  });
  it('opens a bid-recycle request’s bids, or 我的评估 for a valuation result', () => {
    expect(messageTarget(msg(5, { relatedType: 'backlist', relatedDataId: 3, sendTitle: '收到新报价' }))).toBe('/index/other/jingjiahuishouPriceList?id=3');
    expect(messageTarget(msg(6, { relatedType: 'backlist', relatedDataId: 1, sendTitle: '估价完成' }))).toBe('/index/other/Myevaluation');
  });
  it('opens 我的反馈 for the platform’s reply to a feedback', () => {
    expect(messageTarget(msg(7, { relatedType: 'problem', relatedDataId: 5, sendTitle: '您的建议已回复' }))).toBe('/index/other/ProblemList');
  });
  it('leads nowhere without a usable id or for other kinds', () => {
    expect(messageTarget(msg(4))).toBeNull();
    expect(messageTarget(msg(6, { relatedType: 'order', relatedDataId: 0 }))).toBeNull();
    expect(messageTarget(msg(7, { relatedType: 'order' }))).toBeNull();
  });
});

describe('tab and page in the URL', () => {
  it('reads them, falling back to 全部 and page 1', () => {
    expect(messageStateFromSearch(new URLSearchParams('tab=unread&page=3'))).toEqual({ tab: 'unread', page: 3 });
    expect(messageStateFromSearch(new URLSearchParams('tab=x&page=-2'))).toEqual({ tab: 'all', page: 1 });
    expect(messageStateFromSearch(new URLSearchParams('page=abc'))).toEqual({ tab: 'all', page: 1 });
    expect(messageStateFromSearch(new URLSearchParams('page=0'))).toEqual({ tab: 'all', page: 1 });
  });
  it('writes only what differs from the defaults', () => {
    expect(messageSearch('all', 1).toString()).toBe('');
    expect(messageSearch('unread', 1).toString()).toBe('tab=unread');
    expect(messageSearch('all', 2).toString()).toBe('page=2');
  });
});

describe('marking read in a cached page', () => {
  const page = { rows: [msg(1), msg(2, { readState: ReadState.read }), msg(3)], total: 3, unread: 5 };
  it('marks the given unread rows and lowers the count by those only', () => {
    const next = markReadInPage(page, [1, 2]);
    expect(next.rows.map((m) => m.readState)).toEqual([ReadState.read, ReadState.read, ReadState.unread]);
    expect(next.unread).toBe(4);
    expect(page.rows[0].readState).toBe(ReadState.unread);
  });
  it('leaves the page as it is when nothing changes', () => {
    expect(markReadInPage(page, [2, 99])).toBe(page);
  });
  it('never goes below zero', () => {
    expect(markReadInPage({ ...page, unread: 1 }, [1, 3]).unread).toBe(0);
  });
  it('lists the unread ids of a page', () => {
    expect(unreadIds(page.rows)).toEqual([1, 3]);
  });
});
