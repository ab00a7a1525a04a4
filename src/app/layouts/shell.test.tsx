import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { Page } from '@/components/Page.tsx';
import { clearTabBadges, setTabBadge } from '@/stores/badges.ts';
import { renderRoutes } from '@/test/render.tsx';
import { stubExports } from '@/test/stubExports.ts';
import MainLayout from './MainLayout.tsx';
import * as tabBarModule from './TabBar.tsx';

function renderShell(path: string) {
  return renderRoutes([{
    path: '/index',
    element: <MainLayout />,
    children: [
      { path: 'home', handle: { title: '首页', tabBar: true, tab: 'home', back: false }, element: <Page>home</Page> },
      {
        path: 'goodDetail',
        handle: { title: '商品详情' },
        element: <Page title="王者荣耀 V10 全皮肤" actions={<Button size="xs">分享</Button>}>detail</Page>,
      },
    ],
  }], path);
}

afterEach(() => act(() => clearTabBadges()));

describe('the shell', () => {
  it('shows the route title, the tab bar with the active tab, and no back button on home', async () => {
    await renderShell('/index/home');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('首页');
    expect(document.title).toBe('首页 - 游戏账号交易平台');
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '我的' })).toHaveAttribute('href', '/index/other/geren');
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '客服' })).toBeInTheDocument();
  });

  it('puts the unread count on the 消息 tab (99+ above 99, hidden at 0)', async () => {
    await renderShell('/index/home');
    await screen.findByTestId('page-title');
    // valtio notifies after a microtask: async act lets it flush.
    await act(async () => setTabBadge('messages', 5));
    expect(screen.getByTestId('tab-badge-messages')).toHaveTextContent('5');
    await act(async () => setTabBadge('messages', 120));
    expect(screen.getByTestId('tab-badge-messages')).toHaveTextContent('99+');
    await act(async () => setTabBadge('messages', 0));
    expect(screen.queryByTestId('tab-badge-messages')).not.toBeInTheDocument();
  });

  it('lets a page override the title and add top-bar actions; no tab bar on inner pages', async () => {
    await renderShell('/index/goodDetail');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('王者荣耀 V10 全皮肤');
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: '分享' }));
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
  });

  it('shows the slot and a screen\'s title without rendering the layout again (they are not its state)', async () => {
    // The tab bar stands for the layout's tree: a state of the layout set by the slot's ref or the title re-rendered
    // all of it, synchronously inside the first commit.
    let renders = 0;
    const { TabBar } = tabBarModule;
    stubExports(tabBarModule, { TabBar: (props: Parameters<typeof TabBar>[0]) => {
      renders += 1;
      return TabBar(props);
    } });
    await renderRoutes([{
      path: '/index',
      element: <MainLayout />,
      children: [{ path: 'goodDetail', handle: { title: '商品详情', tabBar: true },
        element: <Page title="王者荣耀 V10 全皮肤" actions={<Button size="xs">分享</Button>}>detail</Page> }],
    }], '/index/goodDetail');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('王者荣耀 V10 全皮肤');
    expect(document.title).toBe('王者荣耀 V10 全皮肤 - 游戏账号交易平台');
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: '分享' }));
    expect(renders).toBe(1);
  });
});
