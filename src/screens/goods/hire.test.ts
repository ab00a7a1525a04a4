import { describe, expect, it } from 'vitest';
import { daySaving, hireFilters, parseGameId, rentOptions, rentPrice } from './hire.ts';

describe('hire helpers', () => {
  it('reads ?gameId= as a positive integer, else 全部', () => {
    expect(parseGameId('3')).toBe(3);
    expect(parseGameId(null)).toBeUndefined();
    expect(parseGameId('0')).toBeUndefined();
    expect(parseGameId('-1')).toBeUndefined();
    expect(parseGameId('3abc')).toBeUndefined();
    expect(parseGameId('99999999999999999999')).toBeUndefined();
  });

  it('asks for rentable goods, of one game when chosen', () => {
    expect(hireFilters(undefined)).toEqual({ hire: true });
    expect(hireFilters(2)).toEqual({ hire: true, gameId: 2 });
  });

  it('shows the hourly and daily rent that exist', () => {
    expect(rentPrice(25)).toBe('¥25');
    expect(rentPrice(12.5)).toBe('¥12.50');
    expect(rentOptions({ hireHourPrice: 25, hireDayPrice: 175 }).map((o) => o.text)).toEqual(['¥25/小时', '¥175/天']);
    expect(rentOptions({ hireDayPrice: 40 }).map((o) => o.text)).toEqual(['¥40/天']);
    expect(rentOptions({ hireHourPrice: 0 })).toEqual([]);
  });

  it('says how much a day saves against 24 hours', () => {
    expect(daySaving({ hireHourPrice: 25, hireDayPrice: 175 })).toBe(425);
    expect(daySaving({ hireHourPrice: 2, hireDayPrice: 60 })).toBe(0);
    expect(daySaving({ hireDayPrice: 60 })).toBe(0);
  });
});
