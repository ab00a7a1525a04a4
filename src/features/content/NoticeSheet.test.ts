import { describe, expect, it } from 'vitest';
import type { Notice } from '@/contract/types.ts';
import { sheetNotices } from './NoticeSheet.tsx';

const n = (noticeId: number, noticeTitle: string, createTime: string): Notice =>
  ({ noticeId, noticeTitle, createTime, noticeType: 'jyxz', noticeContent: '<p>x</p>' });

describe('sheetNotices', () => {
  it('puts the basic (oldest) article first and leaves out what does not concern the reader', () => {
    const rows = [n(3, '禁止私下交易声明', '2026-03-26 16:23:16'), n(2, '卖家交易须知', '2026-01-27 17:43:53'), n(1, '买家交易须知', '2026-01-25 17:09:37')];
    expect(sheetNotices(rows, /卖家/).map((x) => x.noticeTitle)).toEqual(['买家交易须知', '禁止私下交易声明']);
    expect(sheetNotices(rows).map((x) => x.noticeId)).toEqual([1, 2, 3]);
  });
});
