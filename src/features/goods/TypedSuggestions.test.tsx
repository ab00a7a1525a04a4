// Suggestions while typing: from GET /web/goods/suggest, or the hot words filtered here when a backend lacks it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as goodsApi from '@/api/goods.ts';
import * as client from '@/api/client.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { stubExports } from '@/test/stubExports.ts';
import { fallbackSuggestions, TypedSuggestions } from './TypedSuggestions.tsx';

const HOT = ['王者荣耀 无双王者', '和平精英 玛莎拉蒂', '荣耀王者', '原神 满命'];
const api = { goodsSuggest: vi.fn(), hotSearchWords: vi.fn() };
beforeEach(() => {
  stubExports(goodsApi, { hotSearchWords: api.hotSearchWords });
  // The suggest call itself (goodsSuggest reads its answer through client.get).
  stubExports(client, { get: api.goodsSuggest });
  api.hotSearchWords.mockResolvedValue(HOT);
});
afterEach(() => vi.clearAllMocks());

describe('fallbackSuggestions', () => {
  it('keeps the hot words holding the text, case and spaces ignored, at most 6', () => {
    expect(fallbackSuggestions('王者', HOT)).toEqual({ games: [], words: ['王者荣耀 无双王者', '荣耀王者'] });
    expect(fallbackSuggestions('原神满命', HOT).words).toEqual(['原神 满命']);
    expect(fallbackSuggestions('  ', HOT).words).toEqual([]);
    expect(fallbackSuggestions('a', Array.from({ length: 9 }, (_, i) => `a${i}`)).words).toHaveLength(6);
  });
});

describe('TypedSuggestions', () => {
  it('shows the games and words the backend suggests; a tap picks one', async () => {
    api.goodsSuggest.mockResolvedValue({ games: [{ id: 1, name: '王者荣耀', goodsCount: 485 }], words: ['荣耀王者'] });
    const onPick = vi.fn();
    const onPickGame = vi.fn();
    renderWithChakra(<TypedSuggestions text="王者" onPick={onPick} onPickGame={onPickGame} onPickTerm={vi.fn()} />);
    expect(screen.getByTestId('suggest-typed').textContent).toBe('搜索「王者」');
    const game = await screen.findByTestId('suggest-game');
    expect(game.textContent).toBe('王者荣耀游戏 · 在售 485');
    expect(api.goodsSuggest).toHaveBeenCalledWith('/api/web/goods/suggest', { keyword: '王者' }, expect.anything());
    expect(api.hotSearchWords).not.toHaveBeenCalled();
    await userEvent.click(game);
    expect(onPickGame).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByTestId('suggest-word'));
    expect(onPick).toHaveBeenCalledWith('荣耀王者');
  });

  it('shows heroes, skins and attribute values saying what and whose they are; a tap picks one', async () => {
    const hero = { kind: 'hero', name: '韩信', gameId: 1, gameName: '王者荣耀', attrName: '限定皮肤', field: 'f5' } as const;
    const attr = { kind: 'attr', name: '最强王者', gameId: 1, gameName: '王者荣耀', attrName: '段位', field: 'f4' } as const;
    api.goodsSuggest.mockResolvedValue({ games: [], terms: [hero, attr, { kind: 'boss', name: '?', gameId: 1 }], words: [] });
    const onPickTerm = vi.fn();
    renderWithChakra(<TypedSuggestions text="韩信" gameId={1} onPick={vi.fn()} onPickGame={vi.fn()} onPickTerm={onPickTerm} />);
    await waitFor(() => expect(screen.getAllByTestId('suggest-term').map((el) => el.textContent))
      .toEqual(['韩信英雄 · 王者荣耀', '最强王者属性 · 段位 · 王者荣耀']));
    // The list's game goes with the question (its names first); an unknown kind is left out.
    expect(api.goodsSuggest).toHaveBeenCalledWith('/api/web/goods/suggest', { keyword: '韩信', gameId: 1 }, expect.anything());
    await userEvent.click(screen.getAllByTestId('suggest-term')[0]);
    expect(onPickTerm).toHaveBeenCalledWith(hero);
    expect(screen.queryByText(/没有匹配/)).toBeNull();
  });

  it('falls back to the hot words holding the text when the backend has no suggest endpoint', async () => {
    api.goodsSuggest.mockRejectedValue(new Error('404'));
    renderWithChakra(<TypedSuggestions text="王者" onPick={vi.fn()} onPickGame={vi.fn()} onPickTerm={vi.fn()} />);
    await waitFor(() => expect(screen.getAllByTestId('suggest-word').map((el) => el.textContent)).toEqual(['王者荣耀 无双王者', '荣耀王者']));
    expect(screen.queryByTestId('suggest-game')).toBeNull();
  });

  it('says so when nothing matches, and still offers to search the text', async () => {
    api.goodsSuggest.mockResolvedValue({ games: [], words: [] });
    renderWithChakra(<TypedSuggestions text="xyz" onPick={vi.fn()} onPickGame={vi.fn()} onPickTerm={vi.fn()} />);
    expect(await screen.findByText('没有匹配的游戏、英雄或热门词，点上方直接搜索')).toBeTruthy();
    expect(screen.getByTestId('suggest-typed').textContent).toBe('搜索「xyz」');
  });
});
