import { lazy, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { appSystem } from '@/app/system.ts';
import { gameKeys } from '@/api/game.queries.ts';
import { resetAppState } from '@/stores/app.ts';
import { TEST_GAMES } from '@/features/game/testGames.ts';
import { GameGrid } from './GameGrid.tsx';

// A list whose code never arrives: the router's navigation is a transition, so home stays while it loads.
const LoadingList = lazy(() => new Promise<never>(() => {}));

async function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(gameKeys.list(), TEST_GAMES);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}><ChakraProvider value={appSystem()}>{children}</ChakraProvider></QueryClientProvider>
  );
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Suspense fallback={<p>加载中</p>}>
          <Routes>
            <Route path="/" element={<GameGrid />} />
            <Route path="*" element={<LoadingList />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
      { wrapper },
    );
  });
}

afterEach(() => {
  localStorage.clear();
  resetAppState();
});

describe('GameGrid', () => {
  it('dims the tapped game while its list opens, and only that one', async () => {
    await renderHome();
    const links = screen.getAllByRole('link').filter((a) => a.querySelector('[data-testid="game-grid-item"]'));
    expect(links.length).toBeGreaterThan(1);
    expect(links.some((a) => a.hasAttribute('data-opening'))).toBe(false);

    // A click that opens a new tab leaves home as it is (the browser opens the tab: jsdom cannot, so it is told not to).
    const user = userEvent.setup();
    const inNewTab = (e: MouseEvent) => { if (e.ctrlKey) e.preventDefault(); };
    window.addEventListener('click', inNewTab);
    await user.keyboard('{Control>}');
    await user.click(links[0]);
    await user.keyboard('{/Control}');
    window.removeEventListener('click', inNewTab);
    expect(links[0]).not.toHaveAttribute('data-opening');

    await user.click(links[1]);
    // Still home (the list is loading), with the tap shown on its tile.
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
    expect(links[1]).toHaveAttribute('data-opening');
    expect(links.filter((a) => a.hasAttribute('data-opening'))).toHaveLength(1);
  });
});
