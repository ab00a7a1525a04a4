import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appSystem } from '@/app/system.ts';
import { appState, resetAppState } from '@/stores/app.ts';
import { GamePicker } from './GamePicker.tsx';
import { gameKeys } from '@/api/game.queries.ts';
import { clearRecentGames, recentGames, rememberGame, resetRecentGamesCache } from './recentGames.ts';
import { TEST_GAMES } from './testGames.ts';

function renderPicker(onPick = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(gameKeys.list(), TEST_GAMES);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}><ChakraProvider value={appSystem()}>{children}</ChakraProvider></QueryClientProvider>
  );
  render(<GamePicker onPick={onPick} />, { wrapper });
  return onPick;
}

const options = () => screen.getAllByTestId('game-option-name').map((el) => el.textContent);

beforeEach(() => {
  localStorage.clear();
  resetRecentGamesCache();
});
afterEach(() => {
  clearRecentGames();
  resetAppState();
});

describe('GamePicker', () => {
  it('lists the games in A–Z sections and shares them with the app state', () => {
    renderPicker();
    expect(screen.getByRole('region', { name: 'C 开头的游戏' })).toHaveTextContent('穿越火线');
    expect(options()).toHaveLength(TEST_GAMES.length);
    expect(appState.gameTypeList).toHaveLength(TEST_GAMES.length);
  });

  it('filters by tab and by name, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('tab', { name: '端游' }));
    expect(options()).toEqual(['穿越火线', '地下城与勇士', '梦幻西游', '英雄联盟']);
    await user.type(screen.getByRole('searchbox', { name: '搜索游戏名称' }), '梦幻');
    expect(options()).toEqual(['梦幻西游']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '原神');
    expect(screen.queryAllByTestId('game-option')).toHaveLength(0);
    expect(screen.getByText('没有找到“原神”相关的游戏')).toBeInTheDocument();
  });

  it('greys out letters without games and jumps to a letter’s section', async () => {
    const user = userEvent.setup();
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) { scrolled.push(this.getAttribute('data-letter') ?? ''); });
    renderPicker();
    expect(screen.getByRole('button', { name: '跳到 A' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '跳到 M' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '跳到 M' }));
    expect(scrolled).toEqual(['M']);
  });

  it('remembers the picked game, hands it to onPick, and offers it in 最近浏览', async () => {
    const user = userEvent.setup();
    rememberGame({ id: 7, name: '梦幻西游' });
    const onPick = renderPicker();
    const recent = screen.getByRole('region', { name: '最近浏览' });
    expect(recent).toHaveTextContent('梦幻西游');
    await user.click(screen.getByRole('button', { name: /和平精英/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 2, name: '和平精英' }));
    expect(recentGames().map((g) => g.id)).toEqual([2, 7]);
    expect(within(screen.getByRole('region', { name: '最近浏览' })).getAllByRole('button').map((b) => b.textContent))
      .toEqual(['和平精英', '梦幻西游']);
  });
});
