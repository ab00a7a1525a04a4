// The account forms: what is checked before sending, what is sent, and what the user sees afterwards.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as accountApi from '@/api/account.ts';
import * as authApi from '@/api/auth.ts';
import * as toastModule from '@/components/toast.ts';
import { RealNameStatus } from '@/contract/statuses.ts';
import { buyer, renderAt, type } from '@/test/forms.tsx';
import { stubExports } from '@/test/stubExports.ts';
import { appState, resetAppState, setUserInfo } from '@/stores/app.ts';
import { clearToken, getToken, setToken } from '@/stores/session.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { profileChanges, ProfileForm } from './ProfileForm.tsx';
import { RealnameForm, RealnameVerified } from './Realname.tsx';

const api = {
  profile: vi.fn(), updateProfile: vi.fn(), realname: vi.fn(),
  smsForPwd: vi.fn(), sendSms: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), fromError: vi.fn() },
};

beforeEach(() => {
  stubExports(accountApi, { profile: api.profile, updateProfile: api.updateProfile, realname: api.realname });
  stubExports(authApi, { smsForPwd: api.smsForPwd, sendSms: api.sendSms });
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

describe('实名认证', () => {
  it('shows each field\'s message and sends nothing while the ID\'s check character is wrong', async () => {
    renderAt(<RealnameForm user={buyer} />);
    type('请输入身份证上的姓名', '张三');
    type('请输入18位身份证号', '110105194912310021');
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('身份证号校验位不正确，请核对后重新输入')).toBeInTheDocument();
    expect(api.realname).not.toHaveBeenCalled();
  });

  it('sends {id, name, idNumber} (x upper-cased), says 认证成功 and goes to 个人中心 with the user verified', async () => {
    api.realname.mockResolvedValue({ realName: '张*', idNumber: '1101**********002X', realNameStatus: RealNameStatus.verified });
    renderAt(<RealnameForm user={buyer} />);
    type('请输入身份证上的姓名', ' 张三 ');
    type('请输入18位身份证号', '11010519491231002x');
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/index/other/geren'));
    expect(api.realname).toHaveBeenCalledWith({ id: 1, name: '张三', idNumber: '11010519491231002X' });
    expect(api.toast.success).toHaveBeenCalledWith('认证成功');
    expect(appState.userInfo).toMatchObject({ realNameStatus: RealNameStatus.verified, realName: '张*', idNumber: '1101**********002X' });
  });

  it('once verified shows the masked name and number only', () => {
    renderAt(<RealnameVerified user={{ ...buyer, realNameStatus: RealNameStatus.verified, realName: '张*', idNumber: '1101**********002X' }} />);
    expect(screen.getByTestId('realname-name')).toHaveTextContent('张*');
    expect(screen.getByTestId('realname-id')).toHaveTextContent('1101**********002X');
    expect(screen.queryByRole('button', { name: '提交认证' })).toBeNull();
  });
});

describe('个人资料', () => {
  it('profileChanges keeps only what differs, trimmed', () => {
    expect(profileChanges(buyer, { avatar: buyer.avatar, nickName: ' 买家小王 ', sex: '0', email: 'xiaowang@example.com' })).toEqual({});
    expect(profileChanges(buyer, { avatar: '/profile/upload/a.png', nickName: '小王同学', sex: '2', email: '' }))
      .toEqual({ avatar: '/profile/upload/a.png', nickName: '小王同学', sex: '2', email: '' });
  });

  it('checks the nickname and email, then sends the changes and shows them in userInfo at once', async () => {
    api.updateProfile.mockResolvedValue(undefined);
    renderAt(<ProfileForm user={buyer} />);
    type('请输入昵称', '王');
    type('请输入邮箱', 'wang@');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('昵称至少2个字')).toBeInTheDocument();
    expect(screen.getByText('邮箱格式不正确')).toBeInTheDocument();
    expect(api.updateProfile).not.toHaveBeenCalled();

    type('请输入昵称', '小王同学');
    type('请输入邮箱', 'wang@example.com');
    fireEvent.click(screen.getByRole('radio', { name: '保密' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.updateProfile).toHaveBeenCalledWith({ nickName: '小王同学', email: 'wang@example.com', sex: '2' }));
    await waitFor(() => expect(api.toast.success).toHaveBeenCalledWith('修改成功'));
    expect(appState.userInfo).toMatchObject({ nickName: '小王同学', sex: '2', email: 'wang@example.com' });
  });

  it('nothing changed: says so and sends nothing', async () => {
    renderAt(<ProfileForm user={buyer} />);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.toast.info).toHaveBeenCalledWith('资料没有变化'));
    expect(api.updateProfile).not.toHaveBeenCalled();
  });
});

describe('修改密码', () => {
  it('signed in: the phone is the account\'s and locked; success signs out locally and opens 登录', async () => {
    api.smsForPwd.mockResolvedValue(undefined);
    renderAt(<PasswordForm phone="13800138000" />);
    const phone = screen.getByTestId('password-phone');
    expect(phone).toHaveValue('13800138000');
    expect(phone).toHaveAttribute('readonly');
    type('请输入6位验证码', '123456');
    type('请设置新密码', 'abcdefgh');
    type('请再次输入新密码', 'abcdefgh');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码需同时包含字母和数字')).toBeInTheDocument();
    expect(api.smsForPwd).not.toHaveBeenCalled();

    type('请设置新密码', 'Newpass123');
    type('请再次输入新密码', 'Newpass12');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();

    type('请再次输入新密码', 'Newpass123');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(api.smsForPwd).toHaveBeenCalledWith({ phone: '13800138000', code: '123456', password: 'Newpass123' });
    expect(getToken()).toBeNull();
    expect(appState.userInfo).toBeNull();
    expect(api.toast.success).toHaveBeenCalledWith('密码已修改，请重新登录');
  });

  it('signed out (忘记密码): the phone is typed and checked before a code is sent', async () => {
    clearToken();
    renderAt(<PasswordForm />);
    expect(screen.getByTestId('password-phone')).not.toHaveAttribute('readonly');
    type('请输入注册时的手机号', '1380013');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(api.sendSms).not.toHaveBeenCalled();
  });
});
