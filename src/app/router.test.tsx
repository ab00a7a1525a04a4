import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { setTransport } from '@/api/client.ts';
import { renderRoutes } from '@/test/render.tsx';
import { clearToken, setToken } from '@/stores/session.ts';
import { indexChildren, otherChildren } from '@/config/paths.ts';
import { handleFor } from './routeHandle.ts';
import { routes } from './router.tsx';
import { preloadRoute, redirectFor } from './routing.tsx';

const handleAt = (pathname: string) => handleFor(routes, pathname);

function allPaths(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? prefix : `${prefix.replace(/\/$/, '')}/${route.path}`.replace('//', '/');
    const own = route.handle && route.path ? [path] : [];
    return [...own, ...allPaths(route.children ?? [], path)];
  });
}

const SPEC_ROUTES = [
  '/pages/detail/index', '/login', '/register', '/yinsi',
  ...indexChildren.map((name) => `/index/${name}`),
  ...otherChildren.map((name) => `/index/other/${name}`),
];

const PERSONAL = ['mycenter', 'xiaoxi', 'collect', 'Mybrowsing', 'MyProducts', 'mySaleOrder', 'Realname', 'Myevaluation'];

describe('the route table', () => {
  it('has every route of spec §2, exactly as named, and nothing else but 404', () => {
    const paths = allPaths(routes).filter((p) => !p.endsWith('*'));
    expect(new Set(paths)).toEqual(new Set(SPEC_ROUTES));
    expect(SPEC_ROUTES).toHaveLength(4 + 19 + 28);
  });

  it('gives each route a Chinese title', () => {
    for (const path of SPEC_ROUTES) expect(handleAt(path)?.title, path).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('is case-sensitive and sends unknown paths to the 404 page', () => {
    expect(handleAt('/index/other/Mybrowsing')?.title).toBe('浏览记录');
    expect(handleAt('/index/other/mybrowsing')?.title).toBe('页面不存在');
    expect(handleAt('/index/nothing')?.title).toBe('页面不存在');
    expect(handleAt('/pages')?.title).toBe('页面不存在');
  });

  it('shows the tab bar on the five top-level screens only', () => {
    const withTabs = SPEC_ROUTES.filter((path) => handleAt(path)?.tabBar);
    expect(withTabs.sort()).toEqual(['/index/goodList', '/index/home', '/index/other/geren', '/index/other/xiaoxi', '/index/sell']);
  });

  it('guards personal pages, but not 忘记密码 (passwore) or browsing', () => {
    for (const name of PERSONAL) expect(handleAt(`/index/other/${name}`)?.auth, name).toBe(true);
    for (const path of ['/index/sale', '/index/sureOrder', '/index/orderDetail']) expect(handleAt(path)?.auth, path).toBe(true);
    // 我的 (geren) too: a visitor's 我的 is a page of its own (帮助中心, 联系客服, 关于我们, 登录), not the login page.
    for (const path of ['/index/other/passwore', '/index/other/geren', '/index/home', '/index/goodList', '/index/goodDetail', '/login', '/yinsi']) {
      expect(handleAt(path)?.auth, path).toBeFalsy();
    }
  });

  it('uses one screen for MyProducts (buy) and mySaleOrder (sale)', () => {
    expect(handleAt('/index/other/MyProducts')?.title).toBe('我的买单');
    expect(handleAt('/index/other/mySaleOrder')?.title).toBe('我的卖单');
  });
});

describe('redirects', () => {
  it('sends / and /index to /index/home, and /index/other to gonggao (before the first render too)', () => {
    for (const [from, to] of [['/', '/index/home'], ['/index', '/index/home'], ['/index/other', '/index/other/gonggao']]) {
      expect(redirectFor(routes, from), from).toBe(to);
    }
    expect(redirectFor(routes, '/index/home')).toBeUndefined();
  });
});

describe('navigation', () => {
  beforeEach(() => {
    // No network in unit tests: every call answers an empty success.
    setTransport(async () => Response.json({ code: 200, msg: '', rows: [], total: 0, captchaEnabled: false, uuid: '', img: '' }));
  });
  afterEach(() => {
    setTransport(undefined);
    clearToken();
  });

  const renderAt = (path: string) => renderRoutes(routes, path);

  it('renders a real 404 with 返回首页 and 返回上一页', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '页面不存在', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index/home');
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeInTheDocument();
  });

  it('takes a signed-out visitor of a personal page to the login page, which brings them back', async () => {
    // collect's own screen never renders: the guard runs first.
    await preloadRoute(routes, '/login');
    const { location } = await renderAt('/index/other/collect?tab=1');
    expect(await screen.findByRole('tab', { name: '密码登录' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(location().search).toBe('?redirect=%2Findex%2Fother%2Fcollect%3Ftab%3D1');
  });

  it('shows a visitor their 我的: a sign-in call that comes back to it, and help without an account', async () => {
    const { location } = await renderAt('/index/other/geren');
    const visitor = await screen.findByTestId('visitor-center');
    expect(location().pathname).toBe('/index/other/geren');
    expect(within(visitor).getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=%2Findex%2Fother%2Fgeren');
    const help = screen.getByRole('navigation', { name: '帮助与服务' });
    expect([...help.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/index/other/bangzhu', '/index/other/contactkefu', '/index/other/jieshao']);
  });

  it('lets a signed-in user into a personal page', async () => {
    setToken('t');
    const { location } = await renderAt('/index/other/collect');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('我的收藏');
    expect(location().pathname).toBe('/index/other/collect');
  });

  it('loads the first page before the first render, but not a guarded one for a visitor', async () => {
    const routeAt = (pathname: string) => matchRoutes(routes, pathname)!.at(-1)!.route;
    const homeLoad = vi.spyOn(routeAt('/index/home'), 'preload');
    const collectLoad = vi.spyOn(routeAt('/index/other/collect'), 'preload');
    await preloadRoute(routes, '/index/home');
    await preloadRoute(routes, '/index/other/collect');
    expect(homeLoad).toHaveBeenCalledTimes(1);
    expect(collectLoad).not.toHaveBeenCalled();
  });
});
