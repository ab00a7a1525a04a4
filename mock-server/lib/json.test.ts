import { describe, expect, it } from 'vitest';
import { safeJsonParse } from './json.ts';

describe('safeJsonParse', () => {
  it('parses plain text as JSON.parse does', () => {
    const text = '{"gameId":1,"keyWord":"韩信 皮肤","pageNum":3,"list":[{"a":null},true]}';
    expect(safeJsonParse(text)).toEqual(JSON.parse(text));
  });

  it('drops __proto__, constructor and prototype keys at every depth', () => {
    const parsed = safeJsonParse('{"a":{"__proto__":{"polluted":1},"constructor":{"x":1}},"prototype":2,"b":3}') as Record<string, Record<string, unknown>>;
    expect(parsed).toEqual({ a: {}, b: 3 });
    expect(Object.prototype.hasOwnProperty.call(parsed.a, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops a forbidden key spelled with \\u escapes', () => {
    const parsed = safeJsonParse('{"\\u005f\\u005fproto\\u005f\\u005f":{"polluted":1},"\\u0063onstructor":1,"ok":"\\u4e2d"}') as Record<string, unknown>;
    expect(parsed).toEqual({ ok: '中' });
    expect(Object.prototype.hasOwnProperty.call(parsed, '__proto__')).toBe(false);
  });
});
