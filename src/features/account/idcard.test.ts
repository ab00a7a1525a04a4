import { describe, expect, it } from 'vitest';
import { idCheckChar } from '@/contract/idcard.ts';
import { normalizeIdNumber, validateIdNumber, validateRealName } from './idcard.ts';

/** Builds a valid number from 17 digits. */
const withCheck = (first17: string) => first17 + idCheckChar(first17);

describe('身份证号 messages', () => {
  it('refuses a wrong check character, a bad birth date, wrong length or letters', () => {
    expect(validateIdNumber('110105194912310021')).toBe('身份证号校验位不正确，请核对后重新输入');
    expect(validateIdNumber(withCheck('11010519490230002'))).toBe('身份证号中的出生日期无效'); // 30 February
    expect(validateIdNumber(withCheck('11010518991231002'))).toBe('身份证号中的出生日期无效'); // before 1900
    expect(validateIdNumber(withCheck('11010530001231002'))).toBe('身份证号中的出生日期无效'); // in the future
    expect(validateIdNumber('')).toBe('请输入身份证号');
    expect(validateIdNumber('1101051949123100')).toBe('身份证号应为18位');
    expect(validateIdNumber('11010519491231002XX')).toBe('身份证号应为18位');
    expect(validateIdNumber('1101051949123100AX')).toBe('身份证号前17位应为数字，最后一位为数字或X');
    expect(validateIdNumber('X10105194912310021')).toBe('身份证号前17位应为数字，最后一位为数字或X');
  });

  it('accepts x in lower case and spaces, normalising them', () => {
    expect(validateIdNumber(' 110105 19491231 002x ')).toBeNull();
    expect(normalizeIdNumber(' 110105 19491231 002x ')).toBe('11010519491231002X');
  });
});

describe('real name', () => {
  it('takes 2–20 Chinese characters, with · between the parts of a minority name', () => {
    expect(validateRealName('张三')).toBeNull();
    expect(validateRealName(' 欧阳娜娜 ')).toBeNull();
    expect(validateRealName('买买提·艾力')).toBeNull();
    expect(validateRealName('')).toBe('请输入真实姓名');
    expect(validateRealName('张')).toBe('姓名应为2–20个字');
    expect(validateRealName('张'.repeat(21))).toBe('姓名应为2–20个字');
    expect(validateRealName('Zhang San')).toBe('姓名只能包含汉字（少数民族姓名可用 · 分隔）');
    expect(validateRealName('张3')).toBe('姓名只能包含汉字（少数民族姓名可用 · 分隔）');
    expect(validateRealName('·张三')).toBe('姓名只能包含汉字（少数民族姓名可用 · 分隔）');
  });
});
