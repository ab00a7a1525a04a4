import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@/contract/types.ts';
import { OrderStatus, RealNameStatus } from '@/contract/statuses.ts';
import * as accountApi from '@/api/account.ts';
import * as authApi from '@/api/auth.ts';
import * as messageApi from '@/api/message.ts';
import * as orderApi from '@/api/order.ts';
import * as dialogs from '@/components/dialogs/index.ts';
import * as toastModule from '@/components/toast.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { stubExports } from '@/test/stubExports.ts';
import { appState, resetAppState } from '@/stores/app.ts';
import { clearTabBadges, tabBadgeState } from '@/stores/badges.ts';
import { clearToken, getToken, setToken } from '@/stores/session.ts';
import { PersonalCenter } from './Geren.tsx';

const api = {
  profile: vi.fn(), buyList: vi.fn(), messageList: vi.fn(), logout: vi.fn(), confirmDialog: vi.fn(),
};

const user: User = {
  userId: 1, userName: '13800138000', nickName: '买家小王', phonenumber: '13800138000', avatar: '/profile/img/avatar/1.svg',
  sex: '0', email: '', realNameStatus: RealNameStatus.unverified, createTime: '2026-01-01 00:00:00',
};

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderCenter() {
  return renderWithChakra(
    <MemoryRouter initialEntries={['/index/other/geren']}>
      <Routes><Route path="*" element={<><PersonalCenter /><Where /></>} /></Routes>
    </MemoryRouter>,
  );
}

describe('PersonalCenter', () => {
  beforeEach(() => {
    stubExports(accountApi, { profile: api.profile });
    stubExports(orderApi, { buyList: api.buyList, sellerList: vi.fn(), orderDetail: vi.fn(), queryOrder: vi.fn() });
    stubExports(messageApi, { messageList: api.messageList, markMessageRead: vi.fn() });
    stubExports(authApi, { logout: api.logout });
    stubExports(dialogs, { confirmDialog: api.confirmDialog });
    stubExports(toastModule, { toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), fromError: vi.fn() } });
    setToken('t');
    resetAppState();
    clearTabBadges();
    api.profile.mockResolvedValue({ code: 200, msg: '', data: user, roleGroup: '', postGroup: '' });
    const totals: Record<number, number> = { [OrderStatus.unpaid]: 2, [OrderStatus.trading]: 4, [OrderStatus.success]: 3 };
    api.buyList.mockImplementation(async (q: { orderStatus: number }) => ({ rows: [], total: totals[q.orderStatus] }));
    api.messageList.mockResolvedValue({ rows: [], total: 9, unread: 6 });
    api.logout.mockResolvedValue(undefined);
  });
  afterEach(() => {
    clearToken();
    vi.clearAllMocks();
  });

  it('shows who I am from the profile: nickname, ID, masked phone, 未实名 leading to 实名认证', async () => {
    renderCenter();
    expect(await screen.findByTestId('profile-nickname')).toHaveTextContent('买家小王');
    expect(screen.getByTestId('profile-id')).toHaveTextContent('ID：1');
    expect(screen.getByTestId('profile-phone')).toHaveTextContent('手机：138****8000');
    expect(screen.getByTestId('realname-badge')).toHaveAttribute('href', '/index/other/Realname');
    expect(appState.userInfo?.userId).toBe(1);
  });

  it('counts my orders per state (one row each) and shows the unread count on 消息 and the tab badge', async () => {
    renderCenter();
    await waitFor(() => expect(screen.getByTestId(`order-counter-${OrderStatus.unpaid}`)).toHaveTextContent('2待支付'));
    expect(screen.getByTestId(`order-counter-${OrderStatus.trading}`)).toHaveTextContent('4交易中');
    expect(screen.getByTestId(`order-counter-${OrderStatus.success}`)).toHaveTextContent('3交易成功');
    expect(screen.getByTestId(`order-counter-${OrderStatus.trading}`)).toHaveAttribute('href', `/index/other/MyProducts?status=${OrderStatus.trading}`);
    expect(api.buyList).toHaveBeenCalledWith(expect.objectContaining({ orderStatus: OrderStatus.unpaid, pageNum: 1, pageSize: 1 }));
    expect(await within(screen.getByTestId('shortcut-messages')).findByText('6')).toBeInTheDocument();
    expect(tabBadgeState.counts.messages).toBe(6);
  });

  it('says so with 重试 when the profile cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.profile.mockRejectedValueOnce(new Error('down'));
    renderCenter();
    expect(await screen.findByText('个人信息加载失败')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('profile-nickname')).toHaveTextContent('买家小王');
  });

  it('退出登录 does nothing when not confirmed, else signs out and goes home', async () => {
    renderCenter();
    await screen.findByTestId('profile-nickname');
    api.confirmDialog.mockResolvedValueOnce('cancel');
    fireEvent.click(screen.getByTestId('sign-out'));
    await waitFor(() => expect(api.confirmDialog).toHaveBeenCalledTimes(1));
    expect(api.logout).not.toHaveBeenCalled();
    expect(getToken()).toBe('t');

    api.confirmDialog.mockResolvedValueOnce('confirm');
    fireEvent.click(screen.getByTestId('sign-out'));
    await waitFor(() => expect(api.logout).toHaveBeenCalled());
    await waitFor(() => expect(getToken()).toBeNull());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/index/home'));
    expect(appState.userInfo).toBeNull();
  });
});
