import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AttributeTemplate, Goods } from '@/contract/types.ts';
import { gameKeys } from '@/api/game.queries.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { GoodsCard } from './GoodsCard.tsx';
import { AccountType, GameType, GuaranteeFlag, SaleState } from '@/contract/statuses.ts';

const goods = {
  id: 42, no: 'YX1', createId: 2, gameId: 1, gameName: '王者荣耀', gameType: GameType.mobile, systemName: 'iOS', carrierName: '微信区',
  title: 'V8 100英雄 李白·凤求凰', des: '', price: 1234.5, newPrice: 1234.5, titleImg: '/profile/img/goods/42-1.svg', urlArr: [],
  saleState: SaleState.listed, accountType: AccountType.own, isGuarantee: GuaranteeFlag.free, isOnSpecialOffer: true, isTop: true, browseNum: 1, collectNum: 0,
  recoveryTime: '2026-11-20 10:00:00', createTime: '2026-11-20 10:00:00', f1: '100', f3: 'V8',
} as Goods;

describe('GoodsCard', () => {
  it('links to the detail and shows cover, title, 区服, badges and price', () => {
    renderWithChakra(<MemoryRouter><GoodsCard goods={goods} layout="grid" /></MemoryRouter>);
    // The link is named by the card's text: title first, then 区服, badges and price.
    const link = screen.getByRole('link', { name: new RegExp(`^${goods.title}`) });
    expect(link.getAttribute('href')).toBe('/index/goodDetail?id=42');
    const img = screen.getByRole('img', { name: goods.title });
    expect(img.getAttribute('src')).toBe('/dev-api/profile/img/goods/42-1.svg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('王者荣耀 · iOS / 微信区')).toBeTruthy();
    for (const badge of ['自营', '特价', '免费包赔']) expect(screen.getByText(badge)).toBeTruthy();
    expect(screen.getByText('顶级')).toBeTruthy();
    expect(screen.getByTestId('goods-price').textContent).toBe('¥1,234.50');
    // Without the game's template only self-explaining values become chips.
    expect(screen.getByText('V8')).toBeTruthy();
    expect(screen.queryByText('100')).toBeNull();
  });

  it('names numbers once the game\'s template is cached, and loads the first covers eagerly', async () => {
    const template = [
      { id: 1, gameId: 1, aavName: 'f1', fieldName: '英雄数量', fieldType: 'number', unit: '个', childAttributes: [], must: true, isSearch: true, isShow: true, sort: 1 },
    ] as AttributeTemplate[];
    const { queryClient } = renderWithChakra(<MemoryRouter><GoodsCard goods={goods} layout="list" priority /></MemoryRouter>);
    expect(screen.queryByText('英雄100个')).toBeNull();
    // goodList loads the template for its filters; the card only reads the cache (it never fetches).
    act(() => queryClient.setQueryData(gameKeys.template(1), template));
    expect(await screen.findByText('英雄100个')).toBeTruthy();
    expect(screen.getByRole('img', { name: goods.title }).getAttribute('loading')).toBe('eager');
  });

  it('marks a keyword search\'s words in the title, the text and the link\'s name unchanged', () => {
    const { container } = renderWithChakra(<MemoryRouter><GoodsCard goods={goods} layout="grid" marks={['李白', 'v8']} /></MemoryRouter>);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['V8', '李白']);
    expect(container.querySelector('mark')?.closest('p')?.textContent).toBe(goods.title);
    expect(screen.getByRole('link', { name: new RegExp(`^${goods.title}`) })).toBeTruthy();
  });
});
