// 我要买 / 我要卖 (the two big entries) and a row of shortcuts to the other discovery screens. Plain elements with
// a CSS module: drawn on every start of home (decision 0010).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { BuyIcon, SellIcon, ShieldIcon } from '@/components/icons.tsx';
import css from './QuickEntries.module.css';

function BigEntry({ to, title, desc, icon, tone }: { to: string; title: string; desc: string; icon: ReactNode; tone: 'buy' | 'sell' }) {
  return (
    <Link to={to}>
      <div className={`${css.entry} ${css[tone]}`}>
        <div className={css.entryIcon}>{icon}</div>
        <div className={css.entryText}>
          <p className={css.entryTitle}>{title}</p>
          <p className={css.entryDesc}>{desc}</p>
        </div>
      </div>
    </Link>
  );
}

const SHORTCUTS = [
  { to: paths.accountOrder('pinggu'), label: '账号估价', glyph: '估' },
  { to: paths.hire, label: '租号', glyph: '租' },
  { to: paths.finish, label: '成交记录', glyph: '成' },
  { to: paths.security, label: '安全中心', glyph: '安' },
] as const;

export function QuickEntries() {
  return (
    <div className={css.entries}>
      <div className={css.big}>
        <BigEntry to={paths.accountOrder('buy')} title="我要买" desc="官方验号 放心买" icon={<BuyIcon boxSize="6" />} tone="buy" />
        <BigEntry to={paths.sell} title="我要卖" desc="极速估价 安全卖" icon={<SellIcon boxSize="6" />} tone="sell" />
      </div>
      <nav className={css.shortcuts} aria-label="快捷入口">
        {SHORTCUTS.map((s) => (
          <Link key={s.to} to={s.to}>
            <div className={css.shortcut}>
              <div className={css.glyph} aria-hidden>
                {s.label === '安全中心' ? <ShieldIcon boxSize="5" /> : s.glyph}
              </div>
              <p className={css.shortcutLabel}>{s.label}</p>
            </div>
          </Link>
        ))}
      </nav>
    </div>
  );
}
