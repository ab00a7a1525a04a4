import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client.ts';
import * as service from '@/api/service.ts';
import { lookupBlackAccount, validateGameAccount, validateStaffId, verifyStaff } from './trustCheck.ts';

afterEach(() => vi.restoreAllMocks());

describe('input checks', () => {
  it('accepts a QQ number or a WeChat id, with a Chinese reason otherwise', () => {
    expect(validateStaffId('2850013001')).toBeNull();
    expect(validateStaffId(' yxhjy_kf01 ')).toBeNull();
    expect(validateStaffId('')).toBe('请输入客服的QQ号或微信号');
    expect(validateStaffId('0123')).toMatch(/正确的QQ号/);
    expect(validateStaffId('客服小王')).toMatch(/正确的QQ号/);
  });

  it('wants a game account without spaces, at most 50 characters', () => {
    expect(validateGameAccount('2233445566')).toBeNull();
    expect(validateGameAccount('  ')).toBe('请输入要查询的游戏账号');
    expect(validateGameAccount('a b')).toBe('账号不能包含空格');
    expect(validateGameAccount('x'.repeat(51))).toBe('账号不能超过50个字符');
  });
});

describe('verifyStaff', () => {
  it('is official when checkAccount answers', async () => {
    vi.spyOn(service, 'checkStaff').mockResolvedValue({ name: '官方客服-小鱼', type: 'qq', workTime: '09:00-24:00' });
    await expect(verifyStaff(' 2850013001 ')).resolves.toEqual({
      kind: 'official', id: '2850013001', staff: { name: '官方客服-小鱼', type: 'qq', workTime: '09:00-24:00' },
    });
    expect(service.checkStaff).toHaveBeenCalledWith('2850013001');
  });

  it('turns the 500 refusal into the unofficial answer with the server’s words', async () => {
    vi.spyOn(service, 'checkStaff').mockRejectedValue(new ApiError(500, '不是官方客服，谨防受骗', 'business'));
    await expect(verifyStaff('12345678')).resolves.toEqual({ kind: 'unofficial', id: '12345678', msg: '不是官方客服，谨防受骗' });
  });

  it('keeps transport failures as errors (never “unofficial” by accident)', async () => {
    const offline = new ApiError(0, '网络异常，请检查网络连接', 'network');
    vi.spyOn(service, 'checkStaff').mockRejectedValue(offline);
    await expect(verifyStaff('12345678')).rejects.toBe(offline);
  });
});

describe('lookupBlackAccount', () => {
  it('is unsafe when there are records, even if the flag says otherwise', async () => {
    const records = [{ account: '2233445566', gameName: '王者荣耀', reason: '找回' as const, createTime: '2026-10-19 19:08:02' }];
    vi.spyOn(service, 'checkBlackAccount').mockResolvedValue({ exists: false, records });
    await expect(lookupBlackAccount('2233445566')).resolves.toEqual({ account: '2233445566', exists: true, records });
  });

  it('is safe without records', async () => {
    vi.spyOn(service, 'checkBlackAccount').mockResolvedValue({ exists: false, records: [] });
    await expect(lookupBlackAccount(' abc ')).resolves.toEqual({ account: 'abc', exists: false, records: [] });
  });
});
