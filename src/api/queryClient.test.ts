import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client.ts';
import { createQueryClient, shouldRetry } from './queryClient.ts';

describe('query defaults', () => {
  it('retries once, but never 401, 403, 500 or broken answers', () => {
    expect(shouldRetry(0, new ApiError(0, '网络异常，请检查网络连接', 'network'))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, '网络异常，请检查网络连接', 'network'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, '登录状态已过期', 'session'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, '无权限', 'forbidden'))).toBe(false);
    expect(shouldRetry(0, new ApiError(500, '验证码错误', 'business'))).toBe(false);
    expect(shouldRetry(0, new ApiError(502, '请求失败（502）', 'http'))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, '数据格式有误，请稍后再试', 'contract'))).toBe(false);
  });

  it('keeps data fresh for 30 s and does not refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(30_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});
