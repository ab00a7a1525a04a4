// Numbers on the tab bar's badges (the 消息 tab's unread count). Anything may set them:
//   setTabBadge('messages', unread)  — e.g. the messages feature after loading /api/need/message/list;
// a count of 0 hides the badge. The tab bar reads them with useTabBadges().
import { proxy, useSnapshot } from 'valtio';

/** The five tabs of the tab bar. */
export type TabKey = 'home' | 'buy' | 'sell' | 'messages' | 'mine';

export type TabBadges = Partial<Record<TabKey, number>>;

export const tabBadgeState = proxy<{ counts: TabBadges }>({ counts: {} });

export function setTabBadge(tab: TabKey, count: number): void {
  tabBadgeState.counts[tab] = Math.max(0, Math.floor(count));
}

export function clearTabBadges(): void {
  tabBadgeState.counts = {};
}

export function useTabBadges(): TabBadges {
  return useSnapshot(tabBadgeState).counts;
}
