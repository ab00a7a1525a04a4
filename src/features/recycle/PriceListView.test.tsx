import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { BidRow, MyBids } from '@/contract/types.ts';
import { BacklistStatus, BidStatus } from '@/contract/statuses.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { acceptConfirmMessage, BidMerchant, LapsedNote } from './PriceListView.tsx';

const bid = (patch: Partial<BidRow> = {}): BidRow =>
  ({ id: 1, createName: '鲸鱼回收', createId: 51, bprice: 1200, status: BidStatus.open, createTime: '2026-11-20 10:30:00', ...patch });

describe('a bid names its merchant', () => {
  it('with 成交量 and 好评率 when the backend sends them', () => {
    renderWithChakra(<BidMerchant bid={bid({ dealCount: 1873, goodRate: 99.4 })} />);
    expect(screen.getByText('鲸鱼回收')).toBeTruthy();
    expect([...screen.getByTestId('merchant-figures').children].map((c) => c.textContent)).toEqual(['成交 1,873 单', '好评率 99.4%']);
    expect(screen.getByText('11-20 10:30')).toBeTruthy();
  });

  it('with the name only when it does not (the live rows)', () => {
    renderWithChakra(<BidMerchant bid={bid()} />);
    expect(screen.getByText('鲸鱼回收')).toBeTruthy();
    expect(screen.queryByTestId('merchant-figures')).toBeNull();
    expect(document.body.textContent).not.toMatch(/成交|undefined|NaN/);
  });
});

describe('a request whose merchant did not pay in time', () => {
  const data = (status: BacklistStatus, bids: BidRow[]) => ({ back: { status }, rlist: bids }) as unknown as MyBids;

  it('says the last deal closed, whose, and that another bid can be accepted', () => {
    renderWithChakra(<LapsedNote data={data(BacklistStatus.open, [bid({ status: BidStatus.lapsed }), bid({ id: 2, createName: '速收' })])} />);
    expect(screen.getByTestId('lapsed-note').textContent).toContain('「鲸鱼回收」接受报价后未在 2 小时内付款');
    expect(screen.getByTestId('lapsed-note').textContent).toContain('您可以接受其他回收商的报价');
  });

  it('says nothing without a lapsed bid, or once the request has a new deal', () => {
    renderWithChakra(<LapsedNote data={data(BacklistStatus.open, [bid()])} />);
    renderWithChakra(<LapsedNote data={data(BacklistStatus.accepted, [bid({ status: BidStatus.lapsed })])} />);
    expect(screen.queryByTestId('lapsed-note')).toBeNull();
  });
});

describe('the 接受报价 confirm', () => {
  it('names the merchant and the price, and what accepting means', () => {
    const text = acceptConfirmMessage(bid({ createName: '星耀号铺', bprice: 1140 }));
    expect(text).toContain('回收商「星耀号铺」出价 ¥1,140.00');
    expect(text).toContain('接受后对方需在 2 小时内付款');
    expect(text).toContain('接受报价后将不能接受其他回收商的报价，确定接受该报价吗？');
  });
});
