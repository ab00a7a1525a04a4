import { describe, expect, it } from 'vitest';
import { parsePrice, validateDownNote, validatePrice } from './validate.ts';

describe('validatePrice', () => {
  it('accepts positive prices with at most two decimals, up to 9999999', () => {
    for (const ok of ['1', '520', '99.9', '1288.50', ' 66.66 ', '¥88', '9999999']) expect(validatePrice(ok), ok).toBeNull();
    expect(parsePrice('¥ 88.5')).toBe(88.5);
  });

  it('names what is wrong, in Chinese', () => {
    expect(validatePrice('')).toBe('请输入价格');
    expect(validatePrice('   ')).toBe('请输入价格');
    expect(validatePrice('abc')).toBe('价格必须是数字');
    expect(validatePrice('1e3')).toBe('价格必须是数字');
    expect(validatePrice('12.3.4')).toBe('价格必须是数字');
    expect(validatePrice('0')).toBe('价格必须大于 0');
    expect(validatePrice('-5')).toBe('价格必须大于 0');
    expect(validatePrice('12.345')).toBe('价格最多保留两位小数');
    expect(validatePrice('0.5')).toBe('价格不能低于 1 元');
    expect(validatePrice('10000000')).toBe('价格不能超过 9999999 元');
  });
});

describe('validateDownNote', () => {
  it('allows an empty note and refuses more than 200 characters', () => {
    expect(validateDownNote('')).toBeNull();
    expect(validateDownNote('暂时不卖了')).toBeNull();
    expect(validateDownNote('长'.repeat(201))).toBe('备注不能超过 200 个字');
  });
});
