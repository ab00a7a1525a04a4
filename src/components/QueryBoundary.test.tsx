import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/client.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { QueryBoundary, type QueryBoundaryProps } from './QueryBoundary.tsx';

type Query<T> = QueryBoundaryProps<T>['query'];

function query<T>(state: Partial<Query<T>>): Query<T> {
  return { data: undefined, error: null, isPending: false, isError: false, refetch: vi.fn(), ...state } as Query<T>;
}

describe('QueryBoundary', () => {
  it('shows 加载中 while pending', () => {
    renderWithChakra(<QueryBoundary query={query({ isPending: true })}>{() => 'x'}</QueryBoundary>);
    expect(screen.getByRole('status', { name: '加载中' })).toHaveTextContent('加载中');
  });

  it('shows the server message and 重试 on failure', async () => {
    const failed = query<string>({ isError: true, error: new ApiError(500, '商品不存在', 'business') });
    renderWithChakra(<QueryBoundary query={failed}>{() => 'x'}</QueryBoundary>);
    expect(screen.getByRole('alert')).toHaveTextContent('商品不存在');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows 暂无数据 for an empty list or page, else the content', () => {
    const { rerender } = renderWithChakra(<QueryBoundary query={query({ data: { rows: [], total: 0 } })}>{() => 'x'}</QueryBoundary>);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    rerender(<QueryBoundary query={query({ data: ['王者荣耀'] })}>{(games) => games.join()}</QueryBoundary>);
    expect(screen.getByText('王者荣耀')).toBeInTheDocument();
  });
});
