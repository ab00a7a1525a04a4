import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { GoodsSeller } from '@/contract/types.ts';
import { RealNameStatus } from '@/contract/statuses.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { SellerCard } from './SellerCard.tsx';

const seller = (patch: Partial<GoodsSeller> = {}): GoodsSeller => ({
  nickName: '卖**李', avatar: '/profile/img/avatar/2.svg', realNameStatus: RealNameStatus.verified, dealCount: 1286, goodRate: 99.2,
  onSaleCount: 8, ...patch,
});
const card = (s: GoodsSeller | undefined) => renderWithChakra(<MemoryRouter><SellerCard seller={s} sellerId={2} /></MemoryRouter>);

describe('SellerCard', () => {
  it('shows the masked name, 实名 ✓, 成交, 好评率, and 在售 N 件 opening the seller\'s goods', () => {
    card(seller());
    expect(screen.getByRole('heading', { name: '卖家信息' })).toBeTruthy();
    expect(screen.getByTestId('seller-name').textContent).toBe('卖**李');
    expect(screen.getByTestId('seller-realname').textContent).toBe('✓ 已实名');
    expect([...screen.getByTestId('seller-figures').children].map((c) => c.textContent)).toEqual(['成交 1,286 单', '好评率 99.2%']);
    const link = screen.getByTestId('seller-goods');
    expect(link.textContent).toMatch(/^在售 8 件/);
    expect(link.getAttribute('href')).toBe('/index/goodList?createId=2');
  });

  it('says when the seller is not 实名, has nothing ended yet, or nothing else on sale', () => {
    card(seller({ realNameStatus: RealNameStatus.unverified, dealCount: 0, goodRate: undefined, onSaleCount: 0 }));
    expect(screen.getByTestId('seller-realname').textContent).toBe('未实名');
    expect(screen.getByTestId('seller-figures').textContent).toBe('成交 0 单暂无已完成的交易');
    expect(screen.queryByTestId('seller-goods')).toBeNull();
    expect(screen.getByText('该卖家暂无其他在售商品')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });

  it('is not there without the backend\'s seller (the live site shows no card)', () => {
    card(undefined);
    expect(screen.queryByTestId('seller-card')).toBeNull();
  });
});
