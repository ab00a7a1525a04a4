import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/test/render.tsx';
import { LoadMoreFooter, type NextPageQuery } from './LoadMore.tsx';

const query = (patch: Partial<NextPageQuery>): NextPageQuery => ({
  hasNextPage: false, isFetchingNextPage: false, isFetchNextPageError: false,
  fetchNextPage: vi.fn() as unknown as NextPageQuery['fetchNextPage'], ...patch,
});

describe('LoadMoreFooter', () => {
  it('says 没有更多了 at the end', () => {
    renderWithChakra(<LoadMoreFooter query={query({})} />);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('offers 加载更多 while there is a next page, and loads it on a tap', async () => {
    const q = query({ hasNextPage: true });
    renderWithChakra(<LoadMoreFooter query={q} />);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(q.fetchNextPage).toHaveBeenCalled();
  });

  it('shows a spinner while loading and a retry after a failed page', async () => {
    const { unmount } = renderWithChakra(<LoadMoreFooter query={query({ hasNextPage: true, isFetchingNextPage: true })} />);
    expect(screen.getByLabelText('加载中')).toBeInTheDocument();
    unmount();
    const q = query({ hasNextPage: true, isFetchNextPageError: true });
    renderWithChakra(<LoadMoreFooter query={q} data-testid="list-end" />);
    await userEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(q.fetchNextPage).toHaveBeenCalled();
    expect(screen.getByTestId('list-end')).toBeInTheDocument();
  });
});
