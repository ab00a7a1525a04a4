// The status codes of games, by name with their labels.
// The app imports them from the one door, src/contract/statuses.ts, which says how a status is written.
import type { Code, Labels } from '../common/codes.ts';

/** A game's 游戏类型 (`Game.type`, `Goods.gameType`): its accounts' 区服 are 系统/运营商 (手游) or 大区/服务器 (端游). */
export const GameType = {
  /** 手游. */
  mobile: 0,
  /** 端游. */
  pc: 1,
} as const;
export type GameType = Code<typeof GameType>;
export const gameTypeLabel: Labels<GameType> = { 0: '手游', 1: '端游' };
