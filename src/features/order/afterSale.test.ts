import { describe, expect, it } from 'vitest';
import { checkAfterSale } from './afterSale.ts';

const ok = { type: '找回', reason: '账号昨天被原号主找回了', images: [] };
const failing = (v: typeof ok | { type: string; reason: string; images: string[] }) =>
  Object.fromEntries(Object.entries(checkAfterSale(v)).filter(([, m]) => m));

describe('the 申请售后 rules', () => {
  it('accept a type, a reason of 5–500 characters and up to 6 images', () => {
    expect(failing(ok)).toEqual({});
    expect(failing({ ...ok, reason: '五个字够了', images: Array(6).fill('/profile/upload/a.png') })).toEqual({});
  });
  it('ask for a type', () => {
    expect(failing({ ...ok, type: '' })).toEqual({ type: '请选择售后类型' });
  });
  it('reject a reason that is too short (spaces do not count) or too long', () => {
    expect(failing({ ...ok, reason: '  太短  ' })).toEqual({ reason: '请详细描述问题，至少 5 个字' });
    expect(failing({ ...ok, reason: '长'.repeat(501) })).toEqual({ reason: '问题描述不能超过 500 个字' });
  });
  it('reject a seventh image', () => {
    expect(failing({ ...ok, images: Array(7).fill('x') })).toEqual({ images: '最多上传 6 张图片' });
  });
});
