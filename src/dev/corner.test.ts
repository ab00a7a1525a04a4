import { describe, expect, it } from 'vitest';
import { hideMockTools, mockToolsHidden, MOCK_TOOLS_PARAM } from './corner.ts';

/** A session store of its own per test (the document's is shared by the worker's files). */
function store(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('mockToolsHidden', () => {
  it('shows the tools at first, hides them with ?mockTools=0 for the rest of the visit, shows them again with ?mockTools=1', () => {
    const s = store();
    expect(mockToolsHidden('', s)).toBe(false);
    expect(mockToolsHidden('?a=1&mockTools=0', s)).toBe(true);
    expect(s.data.get(MOCK_TOOLS_PARAM)).toBe('0');
    // Later pages of the visit, without the flag.
    expect(mockToolsHidden('', s)).toBe(true);
    expect(mockToolsHidden('?id=5', s)).toBe(true);
    expect(mockToolsHidden('?mockTools=1', s)).toBe(false);
    expect(s.data.has(MOCK_TOOLS_PARAM)).toBe(false);
    expect(mockToolsHidden('', s)).toBe(false);
    // Another value changes nothing.
    expect(mockToolsHidden('?mockTools=yes', store({ [MOCK_TOOLS_PARAM]: '0' }))).toBe(true);
  });

  it('holds the flag for the page when storage refuses, and without storage', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    expect(mockToolsHidden('?mockTools=0', refusing)).toBe(true);
    expect(mockToolsHidden('', refusing)).toBe(false);
    expect(mockToolsHidden('?mockTools=0', null)).toBe(false);
  });
});

describe('hideMockTools (隐藏)', () => {
  it('does what ?mockTools=0 does', () => {
    const s = store();
    hideMockTools(s);
    expect(mockToolsHidden('', s)).toBe(true);
  });
});
