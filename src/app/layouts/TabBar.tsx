// The fixed bottom tab bar of the top-level screens: 首页 / 买号 / 卖号 / 消息 / 我的.
// Plain elements with static styles (TabBar.module.css), not Chakra components: it is drawn on every start
// (docs/decisions/0010-static-css-for-hot-components.md).
import { Link } from 'react-router-dom';
import { TabIcon, type TabIconName } from '@/components/icons.tsx';
import { zhCN } from '@/locales/zh-CN.ts';
import { paths } from '@/config/paths.ts';
import type { TabKey } from '../routeHandle.ts';
import type { TabBadges } from '@/stores/badges.ts';
import css from './TabBar.module.css';

interface TabItem {
  key: TabKey;
  label: string;
  to: string;
  icon: TabIconName;
}

export const TAB_ITEMS: TabItem[] = [
  { key: 'home', label: zhCN.tabs.home, to: paths.home, icon: 'home' },
  { key: 'buy', label: zhCN.tabs.buy, to: paths.goodList(), icon: 'buy' },
  { key: 'sell', label: zhCN.tabs.sell, to: paths.sell, icon: 'sell' },
  { key: 'messages', label: zhCN.tabs.messages, to: paths.xiaoxi, icon: 'message' },
  { key: 'mine', label: zhCN.tabs.mine, to: paths.geren, icon: 'user' },
];

function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function TabBar({ active, badges = {} }: { active?: TabKey; badges?: TabBadges }) {
  return (
    <nav aria-label="主导航" className={css.bar}>
      <div className={css.row}>
        {TAB_ITEMS.map(({ key, label, to, icon }) => {
          const count = badges[key] ?? 0;
          return (
            <Link key={key} to={to} aria-current={key === active ? 'page' : undefined} className={css.tab}>
              <span className={css.iconBox}>
                <TabIcon name={icon} className={css.icon} />
                {count > 0 && (
                  <span className={css.count} aria-label={`${count} 条未读`} data-testid={`tab-badge-${key}`}>
                    {badgeText(count)}
                  </span>
                )}
              </span>
              <span className={css.label}>{label}</span>
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
