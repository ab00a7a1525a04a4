import { describe, expect, it } from 'vitest';
import { validateAccount, validateDes, validateImages, validatePrice, validateRelname, validateTel } from './validate.ts';

describe('竞价回收 validators', () => {
  it('游戏账号: required, no Chinese, no spaces', () => {
    expect(validateAccount('')).toBe('请输入游戏账号');
    expect(validateAccount('王者abc')).toBe('游戏账号不能包含中文');
    expect(validateAccount('ab cd')).toBe('游戏账号不能包含空格');
    expect(validateAccount('x'.repeat(65))).toBe('游戏账号不能超过 64 个字符');
    expect(validateAccount('wz_888@qq.com')).toBe(true);
  });

  it('联系电话, 期望价格, 描述, 真实姓名', () => {
    expect(validateTel('')).toBe('请输入联系电话');
    expect(validateTel('1380013800')).toBe('请输入正确的 11 位手机号');
    expect(validateTel('13800138000')).toBe(true);
    expect(validatePrice('')).toBe('请输入期望价格');
    expect(validatePrice('abc')).toBe('期望价格应为数字，最多两位小数');
    expect(validatePrice('1.234')).toBe('期望价格应为数字，最多两位小数');
    expect(validatePrice('0.5')).toBe('期望价格不能低于 1 元');
    expect(validatePrice('10000000')).toBe('期望价格不能超过 9999999 元');
    expect(validatePrice('1288.50')).toBe(true);
    expect(validateDes(' ')).toBe('请描述账号情况');
    expect(validateDes('好号')).toBe('描述至少 5 个字');
    expect(validateDes('V8 贵族全皮肤')).toBe(true);
    expect(validateRelname('')).toBe('请输入真实姓名');
    expect(validateRelname('Li')).toBe('真实姓名应为 2–20 个汉字');
    expect(validateRelname('李四')).toBe(true);
    expect(validateRelname('阿卜杜·热合曼')).toBe(true);
  });

  it('截图 counts', () => {
    expect(validateImages(0, '实名截图', 1)).toBe('请上传实名截图');
    expect(validateImages(0, '游戏截图', 9)).toBe('请上传游戏截图');
    expect(validateImages(10, '游戏截图', 9)).toBe('游戏截图最多 9 张');
    expect(validateImages(3, '游戏截图', 9)).toBe(true);
  });
});
