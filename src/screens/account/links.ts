// Where 个人中心 leads: the order counters (MyProducts with its status tab) and the shortcut grid.
import { OrderStatus, orderStatusLabel } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';

/** The counters above the shortcuts: the buyer's orders in these states (MyProducts' tab values). */
export const ORDER_COUNTERS: readonly { label: string; status: OrderStatus }[] = [OrderStatus.unpaid, OrderStatus.trading, OrderStatus.success]
  .map((status) => ({ label: orderStatusLabel[status], status }));

/** 我的买单 opened on one status tab (MyProducts reads ?status= from the URL). */
export function myProductsWithStatus(status?: OrderStatus): string {
  return status === undefined ? paths.myProducts : `${paths.myProducts}?${new URLSearchParams({ status: String(status) })}`;
}

export type ShortcutKey =
  | 'buy' | 'sale' | 'consign' | 'evaluation' | 'bid' | 'collect' | 'browse' | 'messages'
  | 'realname' | 'password' | 'kefu' | 'feedback' | 'problems' | 'help';

export interface Shortcut {
  key: ShortcutKey;
  label: string;
  to: string;
}

/** The shortcut grid, in product.md's order (退出登录 is a button of its own under the grid). */
export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'buy', label: '我的买单', to: paths.myProducts },
  { key: 'sale', label: '我的卖单', to: paths.mySaleOrder },
  { key: 'consign', label: '我的代售', to: paths.sale },
  { key: 'evaluation', label: '我的评估', to: paths.myevaluation },
  { key: 'bid', label: '竞价中心', to: paths.myJingjiahuishou },
  { key: 'collect', label: '收藏', to: paths.collect },
  { key: 'browse', label: '浏览记录', to: paths.mybrowsing },
  { key: 'messages', label: '消息', to: paths.xiaoxi },
  { key: 'realname', label: '实名认证', to: paths.realname },
  { key: 'password', label: '修改密码', to: paths.passwore },
  { key: 'kefu', label: '联系客服', to: paths.contactkefu() },
  { key: 'feedback', label: '意见反馈', to: paths.fankui },
  { key: 'problems', label: '我的反馈', to: paths.problemList },
  { key: 'help', label: '帮助中心', to: paths.bangzhu },
];

/** The badge text of a count: nothing for 0, 99+ above 99. */
export function countBadge(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
