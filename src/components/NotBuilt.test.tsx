import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '@/test/render.tsx';
import { NotBuilt } from './NotBuilt.tsx';

describe('NotBuilt', () => {
  it('says plainly that the page is not built, with the route title and a link home', async () => {
    await renderRoutes([{ path: '/x', handle: { title: '竞价中心' }, element: <NotBuilt /> }], '/x');
    expect(await screen.findByRole('heading', { name: '该页面尚未开发' })).toBeInTheDocument();
    expect(screen.getByText('「竞价中心」')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index/home');
    expect(document.body.textContent).not.toMatch(/即将上线|敬请期待/);
  });
});
