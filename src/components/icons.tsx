// The few icons the shell needs, drawn inline (no icon package). Stroke icons, 24×24, currentColor.
import type { ReactNode } from 'react';
import { createIcon } from '@chakra-ui/react';

export const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The tab bar's icons, drawn once: as Chakra icons (below) and as the plain <svg> the tab bar renders
 *  (`TabIcon`: the bar is on every top-level page, and Chakra's icon costs its style work on each start). */
const TAB_ICON_PATHS = {
  home: <path {...stroke} d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
  buy: [
    <path key="bag" {...stroke} d="M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8z" />,
    <path key="handle" {...stroke} d="M9 8V6.5a3 3 0 0 1 6 0V8" />,
  ],
  sell: [
    <path key="tag" {...stroke} d="M3 12.2V4a1 1 0 0 1 1-1h8.2a1 1 0 0 1 .7.3l7.8 7.8a1 1 0 0 1 0 1.4l-8.2 8.2a1 1 0 0 1-1.4 0L3.3 12.9a1 1 0 0 1-.3-.7z" />,
    <circle key="hole" {...stroke} cx="8" cy="8" r="1.6" />,
  ],
  message: <path {...stroke} d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />,
  user: [
    <circle key="head" {...stroke} cx="12" cy="8" r="4" />,
    <path key="body" {...stroke} d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />,
  ],
};
export type TabIconName = keyof typeof TAB_ICON_PATHS;

/** An icon as a plain 24×24 <svg> (decorative: its button or label names it), sized by `className`: for the
 *  components with static styles (docs/decisions/0010), where Chakra's icon would cost its style work. */
export function PlainIcon({ path, className }: { path: ReactNode; className?: string }) {
  return <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>{path}</svg>;
}

/** A tab bar icon as a plain <svg>. */
export function TabIcon({ name, className }: { name: TabIconName; className?: string }) {
  return <PlainIcon path={TAB_ICON_PATHS[name]} className={className} />;
}

export const HomeIcon = createIcon({ displayName: 'HomeIcon', path: TAB_ICON_PATHS.home });
export const BuyIcon = createIcon({ displayName: 'BuyIcon', path: TAB_ICON_PATHS.buy });
export const SellIcon = createIcon({ displayName: 'SellIcon', path: TAB_ICON_PATHS.sell });
export const MessageIcon = createIcon({ displayName: 'MessageIcon', path: TAB_ICON_PATHS.message });
export const UserIcon = createIcon({ displayName: 'UserIcon', path: TAB_ICON_PATHS.user });

/** Drawn once, as Chakra icons (below) and as plain ones (`PlainIcon`, the image viewer). */
export const CHEVRON_LEFT_PATH = <path {...stroke} strokeWidth={2.2} d="M15 5l-7 7 7 7" />;
export const CHEVRON_RIGHT_PATH = <path {...stroke} d="M9 5l7 7-7 7" />;
export const CLOSE_PATH = <path {...stroke} strokeWidth={2} d="M6 6l12 12M18 6 6 18" />;

export const ChevronLeftIcon = createIcon({ displayName: 'ChevronLeftIcon', path: CHEVRON_LEFT_PATH });

export const ChevronRightIcon = createIcon({ displayName: 'ChevronRightIcon', path: CHEVRON_RIGHT_PATH });

export const CloseIcon = createIcon({ displayName: 'CloseIcon', path: CLOSE_PATH });

/** The 客服 button's, as a plain icon (the shell's, app/layouts/MainLayout.tsx) and a Chakra one. */
export const HEADSET_PATH = [
  <path key="band" {...stroke} d="M4 14v-2a8 8 0 0 1 16 0v2" />,
  <rect key="left" {...stroke} x="3" y="13" width="4" height="6" rx="1.5" />,
  <rect key="right" {...stroke} x="17" y="13" width="4" height="6" rx="1.5" />,
  <path key="mic" {...stroke} d="M19 19c0 1.5-2 2.5-5 2.5" />,
];

export const HeadsetIcon = createIcon({ displayName: 'HeadsetIcon', path: HEADSET_PATH });

export const ShieldIcon = createIcon({
  displayName: 'ShieldIcon',
  path: [
    <path key="shield" {...stroke} d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />,
    <path key="check" {...stroke} d="M8.5 12l2.5 2.5 4.5-5" />,
  ],
});

export const AlertIcon = createIcon({
  displayName: 'AlertIcon',
  path: [
    <circle key="ring" {...stroke} cx="12" cy="12" r="9" />,
    <path key="mark" {...stroke} d="M12 7.5v5.5M12 16.5v.01" />,
  ],
});

export const InboxIcon = createIcon({
  displayName: 'InboxIcon',
  path: [
    <path key="box" {...stroke} d="M3 13l2.5-7.5A1 1 0 0 1 6.4 5h11.2a1 1 0 0 1 .9.5L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />,
    <path key="slot" {...stroke} d="M3 13h5l1.5 2.5h5L16 13h5" />,
  ],
});

export const ToolIcon = createIcon({
  displayName: 'ToolIcon',
  path: <path {...stroke} d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />,
});
