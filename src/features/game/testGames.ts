// Games for unit tests (the shape of /web/game/list).
import type { Game } from '@/contract/types.ts';
import { GameType } from '@/contract/statuses.ts';

export const TEST_GAMES: Game[] = [
  { id: 1, name: '王者荣耀', icon: '/profile/img/game/1.svg', type: GameType.mobile, initial: 'W', hot: true, goodsCount: 337 },
  { id: 2, name: '和平精英', icon: '/profile/img/game/2.svg', type: GameType.mobile, initial: 'H', hot: true, goodsCount: 196 },
  { id: 3, name: '原神', icon: '/profile/img/game/3.svg', type: GameType.mobile, initial: 'Y', hot: true, goodsCount: 193 },
  { id: 4, name: '英雄联盟', icon: '/profile/img/game/4.svg', type: GameType.pc, initial: 'Y', hot: true, goodsCount: 148 },
  { id: 5, name: '穿越火线', icon: '/profile/img/game/5.svg', type: GameType.pc, initial: 'C', hot: true, goodsCount: 106 },
  { id: 6, name: '地下城与勇士', icon: '/profile/img/game/6.svg', type: GameType.pc, initial: 'D', hot: false, goodsCount: 79 },
  { id: 7, name: '梦幻西游', icon: '/profile/img/game/7.svg', type: GameType.pc, initial: 'M', hot: false, goodsCount: 62 },
  { id: 9, name: '第五人格', icon: '/profile/img/game/9.svg', type: GameType.mobile, initial: 'D', hot: false, goodsCount: 63 },
];
