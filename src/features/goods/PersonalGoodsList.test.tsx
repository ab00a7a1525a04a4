import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Goods, Page } from '@/contract/types.ts';
import { AccountType, GameType, GuaranteeFlag, SaleState } from '@/contract/statuses.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { PersonalGoodsList } from './PersonalGoodsList.tsx';

const goods = (id: number, saleState: Goods['saleState']) => ({
  id, no: `YX${id}`, createId: 2, gameId: 1, gameName: '王者荣耀', gameType: GameType.mobile, title: `账号 ${id}`, des: '', price: 100,
  newPrice: 100, titleImg: '', urlArr: [], saleState, accountType: AccountType.consignment, isGuarantee: GuaranteeFlag.paid, isOnSpecialOffer: false, isTop: false,
  browseNum: 0, collectNum: 1, recoveryTime: '2026-11-20 10:00:00', createTime: '2026-11-20 10:00:00',
}) as Goods;

function loaded(rows: Goods[]) {
  return {
    isPending: false, data: { pages: [{ rows, total: rows.length }], pageParams: [1] },
    hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined,
  } as unknown as UseInfiniteQueryResult<InfiniteData<Page<Goods>>>;
}

describe('PersonalGoodsList', () => {
  it('says which favourites can no longer be bought', () => {
    renderWithChakra(<MemoryRouter><PersonalGoodsList query={loaded([goods(1, SaleState.listed), goods(2, SaleState.sold), goods(3, SaleState.unlisted)])} emptyText="空" testId="collect-list" /></MemoryRouter>);
    const rows = screen.getAllByTestId('collect-list-row');
    expect(rows[0].querySelector('[data-testid="goods-unavailable-badge"]')).toBeNull();
    expect(rows[1].querySelector('[data-testid="goods-unavailable-badge"]')?.textContent).toBe('已出售');
    expect(rows[2].querySelector('[data-testid="goods-unavailable-badge"]')?.textContent).toBe('已下架');
  });
});
