import { describe, expect, it } from 'vitest';
import { gameFirst, orderNoKind, parseGameId, parseOrderNo, staffFirst } from './staff.ts';

const staff = [
  { name: '小鱼' },
  { name: '青青', gameId: 1 },
  { name: '阿星' },
  { name: '小和', gameId: 2 },
  { name: '小王', gameId: 1 },
];

describe('gameFirst', () => {
  it('keeps the server order without a game', () => {
    expect(gameFirst(staff).map((s) => s.name)).toEqual(['小鱼', '青青', '阿星', '小和', '小王']);
  });

  it("puts the game's own entries first, each part in server order", () => {
    expect(gameFirst(staff, 1).map((s) => s.name)).toEqual(['青青', '小王', '小鱼', '阿星', '小和']);
  });

  it('leaves everything when the game has no own entries', () => {
    expect(gameFirst(staff, 9).map((s) => s.name)).toEqual(['小鱼', '青青', '阿星', '小和', '小王']);
  });
});

describe('parseGameId', () => {
  it('reads a positive integer and ignores anything else', () => {
    expect(parseGameId('1')).toBe(1);
    expect(parseGameId('120')).toBe(120);
    expect(parseGameId(null)).toBeUndefined();
    expect(parseGameId('0')).toBeUndefined();
    expect(parseGameId('abc')).toBeUndefined();
    expect(parseGameId('1;drop')).toBeUndefined();
  });
});

describe('staffFirst and parseOrderNo', () => {
  const mixed = [
    { name: '小鱼', staffType: '咨询客服' },
    { name: '青青', gameId: 1, staffType: '咨询客服' },
    { name: '安安', staffType: '交易客服' },
    { name: '旧客服' },
  ];
  it('asked about an order, 交易客服 lead, then the game order as before', () => {
    expect(staffFirst(mixed, 1, true).map((s) => s.name)).toEqual(['安安', '青青', '小鱼', '旧客服']);
    expect(staffFirst(mixed, undefined, true).map((s) => s.name)).toEqual(['安安', '小鱼', '青青', '旧客服']);
    expect(staffFirst(mixed, 1).map((s) => s.name)).toEqual(['青青', '小鱼', '安安', '旧客服']);
  });

  it('reads DD or HS + digits only, and names which', () => {
    expect(parseOrderNo('DD202611211030000005')).toBe('DD202611211030000005');
    expect(parseOrderNo('HS202611211030000006')).toBe('HS202611211030000006');
    expect(orderNoKind('HS202611211030000006')).toBe('回收单号');
    expect(orderNoKind('DD202611211030000005')).toBe('订单号');
    expect(parseOrderNo('XX202611211030000006')).toBeUndefined();
    expect(parseOrderNo(' DD20261121 ')).toBe('DD20261121');
    expect(parseOrderNo('dd2026')).toBeUndefined();
    expect(parseOrderNo('<script>')).toBeUndefined();
    expect(parseOrderNo(null)).toBeUndefined();
  });
});
