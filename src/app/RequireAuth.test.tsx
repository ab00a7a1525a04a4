// The sign-in guard: signed-out visitors go to the login page, but a session that ends on the page (a 401)
// leaves the user where they are, with a 请先登录 prompt that signs in and comes back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Link, type RouteObject } from 'react-router-dom';
import { closeAllDialogs, dialogState, settleDialog } from '@/components/dialogs/store.ts';
import { clearStorage, clearToken, setToken } from '@/stores/session.ts';
import { renderRoutes } from '@/test/render.tsx';
import { RequireAuth } from './routing.tsx';
import { askToSignInAgain } from './sessionHandlers.ts';

const routes: RouteObject[] = [
  { path: '/index/home', element: <Link to="/index/other/xiaoxi">消息</Link> },
  { path: '/index/other/xiaoxi', element: <RequireAuth><p>消息列表</p></RequireAuth> },
  { path: '/login', element: <p>登录页</p> },
];

describe('RequireAuth', () => {
  // The unit tests share one document and module graph per worker: a token or a 提示 left by a file that ran
  // before would make the signed-out case a signed-in one.
  const signedOutNoDialog = () => {
    closeAllDialogs();
    clearToken();
  };
  beforeEach(signedOutNoDialog);
  afterEach(signedOutNoDialog);

  it('sends a signed-out visitor to the login page with the way back', async () => {
    const { location } = await renderRoutes(routes, '/index/other/xiaoxi?tab=1');
    expect(screen.getByText('登录页')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/index/other/xiaoxi?tab=1');
  });

  it('keeps the user on the page when the session ends there, showing 请先登录 instead of the content', async () => {
    setToken('a'.repeat(64));
    const { location } = await renderRoutes(routes, '/index/other/xiaoxi');
    expect(screen.getByText('消息列表')).toBeInTheDocument();

    act(() => clearToken()); // what the API client does on a 401, before its 提示 dialog
    expect(location().pathname).toBe('/index/other/xiaoxi');
    expect(screen.queryByText('消息列表')).not.toBeInTheDocument();
    expect(screen.getByTestId('signed-out')).toHaveTextContent('请先登录');

    // 登录 goes to the login page, which brings the user back here.
    fireEvent.click(screen.getByRole('link', { name: '登录' }));
    expect(location().pathname).toBe('/login');
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/index/other/xiaoxi');
  });

  it('keeps the user on a page the session ended on the way to (its first render thrown away), until they leave', async () => {
    // The router has already changed the URL when the loading screen's first calls answer 401.
    window.history.pushState(null, '', '/index/other/xiaoxi');
    setToken('a'.repeat(64));
    act(() => clearStorage());
    const first = await renderRoutes(routes, '/index/other/xiaoxi');
    expect(first.location().pathname).toBe('/index/other/xiaoxi');
    expect(screen.getByTestId('signed-out')).toHaveTextContent('请先登录');
    first.unmount();

    // Having left it, a signed-out visit there is an ordinary one: to the login page.
    const again = await renderRoutes(routes, '/index/other/xiaoxi');
    expect(again.location().pathname).toBe('/login');
    window.history.pushState(null, '', '/');
  });

  it('keeps the user on a personal page reached while 提示 is open (the session ended elsewhere), after 取消 too', async () => {
    setToken('a'.repeat(64));
    const { location } = await renderRoutes(routes, '/index/home');
    // A call of home answers 401: the API client clears storage and asks 提示.
    act(() => clearStorage());
    const answered = askToSignInAgain();
    const open = dialogState.entries.find((entry) => entry.open);
    expect(open?.options).toMatchObject({ title: '提示' });

    fireEvent.click(screen.getByRole('link', { name: '消息' }));
    expect(location().pathname).toBe('/index/other/xiaoxi');
    expect(screen.getByTestId('signed-out')).toHaveTextContent('请先登录');

    await act(async () => {
      settleDialog(open!.id, 'cancel');
      await answered;
    });
    expect(location().pathname).toBe('/index/other/xiaoxi');
    expect(screen.getByTestId('signed-out')).toHaveTextContent('请先登录');
    fireEvent.click(screen.getByRole('link', { name: '登录' }));
    expect(location().pathname).toBe('/login');
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/index/other/xiaoxi');
  });

  it('shows the content again when the user signs in (e.g. in another tab)', async () => {
    setToken('a'.repeat(64));
    await renderRoutes(routes, '/index/other/xiaoxi');
    act(() => clearToken());
    expect(screen.getByTestId('signed-out')).toBeInTheDocument();
    act(() => setToken('b'.repeat(64)));
    expect(screen.getByText('消息列表')).toBeInTheDocument();
  });
});
