// A screen that crashes while rendering (e.g. an answer that drifted into a shape no check foresaw) shows the
// route's error state in Chinese instead of a blank page; going to another page clears it.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithChakra } from '@/test/render.tsx';
import { RouteErrorBoundary } from './RouteError.tsx';

function DriftedScreen({ title }: { title: unknown }) {
  // What React does with an object where text was expected: it throws.
  return <h1>{title as string}</h1>;
}

describe('RouteErrorBoundary', () => {
  it('shows 页面出错了 with 重试 and 返回首页 for a crashed screen, and clears on another page', () => {
    // React reports the caught error on console.error; this test provokes it on purpose.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined) as Mock;
    const { rerender } = renderWithChakra(
      <RouteErrorBoundary resetKey="/index/goodDetail?id=1"><DriftedScreen title={{ list: [] }} /></RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: '页面出错了' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index/home');
    rerender(<RouteErrorBoundary resetKey="/index/home"><DriftedScreen title="首页" /></RouteErrorBoundary>);
    expect(screen.getByRole('heading', { name: '首页' })).toBeInTheDocument();
    expect(spy).toHaveBeenCalled();
    spy.mockClear();
  });
});
