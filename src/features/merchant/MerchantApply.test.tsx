// 商户入驻's form: what is checked before sending, what is sent, and the audit state afterwards.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MerchantApplication } from '@/contract/types.ts';
import { MerchantAudit } from '@/contract/statuses.ts';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as accountApi from '@/api/account.ts';
import * as gameApi from '@/api/game.ts';
import * as merchantApi from '@/api/merchant.ts';
import * as toastModule from '@/components/toast.ts';
import { buyer, renderAt, type } from '@/test/forms.tsx';
import { stubExports } from '@/test/stubExports.ts';
import { appState, resetAppState, setUserInfo } from '@/stores/app.ts';
import { clearToken, setToken } from '@/stores/session.ts';
import { MerchantApply } from './MerchantApply.tsx';

const api = {
  profile: vi.fn(), merchantApply: vi.fn(), merchantLatest: vi.fn(), gameList: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), fromError: vi.fn() },
};

beforeEach(() => {
  stubExports(accountApi, { profile: api.profile });
  stubExports(merchantApi, { merchantApply: api.merchantApply, merchantLatest: api.merchantLatest });
  stubExports(gameApi, { gameList: api.gameList });
  stubExports(toastModule, { toast: api.toast });
  setToken('t');
  resetAppState();
  setUserInfo(buyer);
  api.profile.mockImplementation(async () => ({ code: 200, msg: '', data: appState.userInfo, roleGroup: '', postGroup: '' }));
});
afterEach(() => {
  vi.clearAllMocks();
  clearToken();
});

describe('商户入驻', () => {
  const games = [
    { id: 1, name: '王者荣耀', icon: '', type: 'mobile', initial: 'W', hot: true, goodsCount: 1 },
    { id: 2, name: '原神', icon: '', type: 'mobile', initial: 'Y', hot: true, goodsCount: 1 },
  ];
  beforeEach(() => api.gameList.mockResolvedValue(games));

  it('never applied: the form checks every field, then sends the chosen games joined by 、', async () => {
    api.merchantLatest.mockResolvedValueOnce(null);
    api.merchantApply.mockResolvedValue({ id: 9 });
    renderAt(<MerchantApply contact="13800138000" />);
    await screen.findByRole('button', { name: '原神' });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请输入店铺名称')).toBeInTheDocument();
    expect(screen.getByText('请至少选择一款经营游戏')).toBeInTheDocument();
    expect(api.merchantApply).not.toHaveBeenCalled();

    type('例如：星辰游戏工作室', '星辰工作室');
    fireEvent.click(screen.getByRole('button', { name: '原神' }));
    fireEvent.click(screen.getByRole('button', { name: '王者荣耀' }));
    expect(screen.getByRole('button', { name: '原神' })).toHaveAttribute('aria-pressed', 'true');
    const pending: MerchantApplication = { id: 9, userId: 1, shopName: '星辰工作室', contact: '13800138000', games: '原神、王者荣耀', auditState: MerchantAudit.pending, createTime: '2026-11-23 10:00:00' };
    api.merchantLatest.mockResolvedValue(pending);
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(api.merchantApply).toHaveBeenCalledWith({ shopName: '星辰工作室', contact: '13800138000', games: '原神、王者荣耀' }));
    expect(await screen.findByTestId('merchant-state')).toHaveTextContent('待审核');
  });

  it('fills the contact in when the profile arrives after the form, but never over what the user typed', async () => {
    api.merchantLatest.mockResolvedValue(null);
    const view = renderAt(<MerchantApply contact="" />);
    const contact = await screen.findByPlaceholderText('请输入手机号、QQ或微信');
    expect(contact).toHaveValue('');
    view.rerender(
      <MemoryRouter initialEntries={['/here']}>
        <Routes><Route path="*" element={<MerchantApply contact="13800138000" />} /></Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByPlaceholderText('请输入手机号、QQ或微信')).toHaveValue('13800138000'));
    type('请输入手机号、QQ或微信', 'QQ 123456');
    view.rerender(
      <MemoryRouter initialEntries={['/here']}>
        <Routes><Route path="*" element={<MerchantApply contact="13900139000" />} /></Routes>
      </MemoryRouter>,
    );
    expect(screen.getByPlaceholderText('请输入手机号、QQ或微信')).toHaveValue('QQ 123456');
  });

  it('rejected: the reason and 重新申请, which opens the form filled with the old application', async () => {
    api.merchantLatest.mockResolvedValue({ id: 3, userId: 1, shopName: '老店', contact: 'QQ 123456', games: '原神', auditState: MerchantAudit.rejected, auditDes: '资料不全', createTime: '2026-11-20 10:00:00' });
    renderAt(<MerchantApply contact="13800138000" />);
    expect(await screen.findByTestId('merchant-state')).toHaveTextContent('已驳回');
    expect(screen.getByTestId('merchant-audit-des')).toHaveTextContent('资料不全');
    fireEvent.click(screen.getByRole('button', { name: '重新申请' }));
    expect(await screen.findByDisplayValue('老店')).toBeInTheDocument();
    expect(screen.getByDisplayValue('QQ 123456')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '原神' })).toHaveAttribute('aria-pressed', 'true');
  });
});
