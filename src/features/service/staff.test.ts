import { describe, expect, it } from 'vitest';
import { gameFirst, parseGameId } from './staff.ts';

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
