import { describe, expect, it } from 'vitest';
import { afterSaleSchema } from './afterSale.ts';

const ok = { type: '找回', reason: '账号昨天被原号主找回了', images: [] };

describe('afterSaleSchema', () => {
  it('accepts a type, a reason of 5–500 characters and up to 6 images', () => {
    expect(afterSaleSchema.safeParse(ok).success).toBe(true);
    expect(afterSaleSchema.safeParse({ ...ok, reason: '五个字够了', images: Array(6).fill('/profile/upload/a.png') }).success).toBe(true);
  });
  it('asks for a type', () => {
    const r = afterSaleSchema.safeParse({ ...ok, type: '' });
    expect(r.error?.issues[0].message).toBe('请选择售后类型');
  });
  it('rejects a reason that is too short (spaces do not count) or too long', () => {
    expect(afterSaleSchema.safeParse({ ...ok, reason: '  太短  ' }).error?.issues[0].message).toBe('请详细描述问题，至少 5 个字');
    expect(afterSaleSchema.safeParse({ ...ok, reason: '长'.repeat(501) }).error?.issues[0].message).toBe('问题描述不能超过 500 个字');
  });
  it('rejects a seventh image', () => {
    expect(afterSaleSchema.safeParse({ ...ok, images: Array(7).fill('x') }).error?.issues[0].message).toBe('最多上传 6 张图片');
  });
});
