import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@/contract/statuses.ts';
import { listQueryFromSearch, withFilter } from './OrderList.tsx';

describe('order list URL state', () => {
  it('reads status, dates and page, ignoring what is not valid', () => {
    expect(listQueryFromSearch(new URLSearchParams('status=4&start=2026-11-01&end=2026-11-21&page=3'))).toEqual({
      orderStatus: OrderStatus.trading, saleTimeStart: '2026-11-01', saleTimeEnd: '2026-11-21', pageNum: 3, pageSize: 10,
    });
    expect(listQueryFromSearch(new URLSearchParams('status=9&start=yesterday&page=-1'))).toEqual({
      orderStatus: undefined, saleTimeStart: undefined, saleTimeEnd: undefined, pageNum: 1, pageSize: 10,
    });
  });
  it('starts again from page 1 when a filter changes, and clears both dates at once', () => {
    const search = new URLSearchParams('status=4&start=2026-11-01&end=2026-11-21&page=3');
    expect(withFilter(search, { status: '1' }).toString()).toBe('status=1&start=2026-11-01&end=2026-11-21');
    expect(withFilter(search, { start: undefined, end: undefined }).toString()).toBe('status=4');
    expect(withFilter(search, { status: undefined }).toString()).toBe('start=2026-11-01&end=2026-11-21');
  });
});
