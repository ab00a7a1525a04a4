// Where a game picked in accountOrder leads, by its ?to= parameter (buy, sell, valuation, bid-recycle, 客服).
import { paths } from '@/config/paths.ts';

export type PickTarget = 'buy' | 'sell' | 'pinggu' | 'jingjia' | 'kefu';

export const PICK_TARGETS: Record<PickTarget, { title: string; hint: string }> = {
  buy: { title: '选择游戏', hint: '选择游戏，查看在售账号' },
  sell: { title: '选择要卖的游戏', hint: '选择要出售账号的游戏' },
  pinggu: { title: '选择要估价的游戏', hint: '选择要估价账号的游戏，估价员将为您报价' },
  jingjia: { title: '竞价回收 · 选择游戏', hint: '选择要竞价回收账号的游戏' },
  kefu: { title: '选择游戏客服', hint: '选择游戏，联系该游戏的官方客服' },
};

/** ?to= as given, or 'buy' for a missing or unknown value. */
export function parsePickTarget(value: string | null | undefined): PickTarget {
  return value && Object.hasOwn(PICK_TARGETS, value) ? (value as PickTarget) : 'buy';
}

export function pickTargetPath(to: PickTarget, gameId: number): string {
  switch (to) {
    case 'sell':
      return paths.basicInformation(gameId, 'sale');
    case 'pinggu':
      return paths.basicInformation(gameId, 'pinggu');
    case 'jingjia':
      return paths.jingjiahuishou(gameId);
    case 'kefu':
      return paths.contactkefu(gameId);
    case 'buy':
    default:
      return paths.goodList({ gameId });
  }
}
