// Marking the keyword's words in a goods title.
import { describe, expect, it } from 'vitest';
import { keywordWords, markPieces } from './highlight.ts';

const shown = (text: string, words: string[]) => markPieces(text, words).map((p) => (p.marked ? `[${p.text}]` : p.text)).join('');

describe('keywordWords', () => {
  it('splits on (full-width) spaces, each word once', () => {
    expect(keywordWords(' 王者\u3000韩信  韩信 ')).toEqual(['王者', '韩信']);
    expect(keywordWords(undefined)).toEqual([]);
  });
});

describe('markPieces', () => {
  it('marks every occurrence of every word, whatever its case', () => {
    expect(shown('V8 韩信·白龙吟 送韩信', ['韩信'])).toBe('V8 [韩信]·白龙吟 送[韩信]');
    expect(shown('SKT T1 劫 全皮肤', ['skt', '皮肤'])).toBe('[SKT] T1 劫 全[皮肤]');
  });

  it('merges overlapping and touching matches into one mark', () => {
    expect(shown('王者荣耀 V10', ['王者', '荣耀'])).toBe('[王者荣耀] V10');
    expect(shown('韩信·白龙吟', ['韩信·白', '白龙吟'])).toBe('[韩信·白龙吟]');
  });

  it('leaves the text whole when nothing is found or nothing is asked', () => {
    expect(markPieces('李白 凤求凰', ['韩信'])).toEqual([{ text: '李白 凤求凰', marked: false }]);
    expect(markPieces('李白 凤求凰', [])).toEqual([{ text: '李白 凤求凰', marked: false }]);
    expect(markPieces('', ['李白'])).toEqual([{ text: '', marked: false }]);
  });
});
