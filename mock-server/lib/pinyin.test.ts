// Pinyin keys of the names the search box suggests: full pinyin and initials, read in context, Latin runs kept.
import { beforeAll, describe, expect, it } from 'vitest';
import { isPinyinInput, loadPinyin, pinyinKeys, pinyinMatch } from './pinyin.ts';

beforeAll(() => loadPinyin());

describe('pinyinKeys', () => {
  it('gives the toneless pinyin and the initials of a name', () => {
    expect(pinyinKeys('王者荣耀')).toEqual({ full: 'wangzherongyao', initials: 'wzry' });
    expect(pinyinKeys('原神')).toEqual({ full: 'yuanshen', initials: 'ys' });
    // Separators drop out; the reading follows the word (长安城 is chang'an, not zhang'an).
    expect(pinyinKeys('韩信·白龙吟')).toEqual({ full: 'hanxinbailongyin', initials: 'hxbly' });
    expect(pinyinKeys('长安城').full).toBe('changancheng');
    // ü is typed v; a Latin run stays whole among the initials.
    expect(pinyinKeys('绿').full).toBe('lv');
    expect(pinyinKeys('M416·破晓之翼')).toEqual({ full: 'm416poxiaozhiyi', initials: 'm416pxzy' });
  });
});

describe('pinyinMatch', () => {
  it('matches the start of the full pinyin (0) or of the initials (1)', () => {
    expect(pinyinMatch('原神', 'yuan')).toBe(0);
    expect(pinyinMatch('韩信', 'hanx')).toBe(0);
    expect(pinyinMatch('王者荣耀', 'wzry')).toBe(1);
    expect(pinyinMatch('王者荣耀', 'wz')).toBe(1);
    expect(pinyinMatch('王者荣耀', 'zhe')).toBe(-1);
    expect(pinyinMatch('原神', 'shen')).toBe(-1);
  });

  it('takes only letters as pinyin input', () => {
    expect(isPinyinInput('wzry')).toBe(true);
    expect(isPinyinInput('v8')).toBe(false);
    expect(isPinyinInput('韩信')).toBe(false);
  });
});
