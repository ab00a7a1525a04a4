import { describe, expect, it } from 'vitest';
import { idCheckChar, isValidIdNumber, makeIdNumber, maskIdNumber, maskName, normalizeIdNumber } from './idcard.ts';

/** Builds a valid number from 17 digits. */
const withCheck = (first17: string) => first17 + idCheckChar(first17);

describe('ID number (GB 11643)', () => {
  it('computes the check character, X standing for 10', () => {
    // The standard's worked example.
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(idCheckChar('44052418800101001')).toBe('4');
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber(withCheck('44052419800101001'))).toBe(true);
    expect(isValidIdNumber('440524188001010014')).toBe(false); // right check character, born before 1900
  });

  it('refuses a wrong check character, an impossible or future birth date, wrong length or letters', () => {
    expect(isValidIdNumber('110105194912310021')).toBe(false);
    expect(isValidIdNumber(withCheck('11010519490230002'))).toBe(false); // 30 February
    expect(isValidIdNumber(withCheck('11010530001231002'))).toBe(false); // in the future
    expect(isValidIdNumber('1101051949123100')).toBe(false);
    expect(isValidIdNumber('1101051949123100AX')).toBe(false);
    expect(isValidIdNumber('11010519491231002x')).toBe(false); // not normalised
    expect(isValidIdNumber(normalizeIdNumber(' 110105 19491231 002x '))).toBe(true);
  });

  it('builds valid 18-digit numbers (the seed), the sequence odd for men and even for women', () => {
    const id = makeIdNumber('440305', { y: 1995, m: 7, d: 20 }, 123, '1');
    expect(isValidIdNumber(id)).toBe(true);
    expect(Number(id[16]) % 2).toBe(0);
    const man = makeIdNumber('110105', { y: 1988, m: 1, d: 2 }, 124, '0');
    expect(isValidIdNumber(man)).toBe(true);
    expect(Number(man[16]) % 2).toBe(1);
  });
});

describe('masking', () => {
  it('keeps the first four and last four of the ID, and the surname', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
    const id = makeIdNumber('440305', { y: 1995, m: 7, d: 20 }, 123, '1');
    expect(maskIdNumber(id)).toBe(`4403**********${id.slice(-4)}`);
    expect(maskName('张三')).toBe('张*');
    expect(maskName('李四')).toBe('李*');
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName('欧阳娜娜')).toBe('欧阳**');
  });

  it('leaves values the server already masked as they are', () => {
    expect(maskIdNumber('1101**********1234')).toBe('1101**********1234');
    expect(maskName('李**')).toBe('李**');
  });
});
