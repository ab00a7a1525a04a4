// Small inline icons of 个人中心's shortcuts (24×24 strokes, currentColor), like src/components/icons.tsx.
import { createIcon } from '@chakra-ui/react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const ReceiptIcon = createIcon({
  displayName: 'ReceiptIcon',
  path: [
    <path key="a" {...stroke} d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />,
    <path key="b" {...stroke} d="M9 8h6M9 12h6" />,
  ],
});

export const BoxIcon = createIcon({
  displayName: 'BoxIcon',
  path: [
    <path key="a" {...stroke} d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />,
    <path key="b" {...stroke} d="M3.5 7.5 12 12l8.5-4.5M12 12v9" />,
  ],
});

export const ChartIcon = createIcon({
  displayName: 'ChartIcon',
  path: [
    <path key="a" {...stroke} d="M4 20h16" />,
    <path key="b" {...stroke} d="M7 16v-5M12 16V6M17 16v-8" />,
  ],
});

export const GavelIcon = createIcon({
  displayName: 'GavelIcon',
  path: [
    <path key="head" {...stroke} d="M14 2.5l7.5 7.5-3.5 3.5L10.5 6z" />,
    <path key="handle" {...stroke} d="M14.2 9.8 4 20" />,
    <path key="base" {...stroke} d="M13 21h8" />,
  ],
});

export const HeartIcon = createIcon({
  displayName: 'HeartIcon',
  path: <path {...stroke} d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />,
});

export const ClockIcon = createIcon({
  displayName: 'ClockIcon',
  path: [<circle key="a" {...stroke} cx="12" cy="12" r="8.5" />, <path key="b" {...stroke} d="M12 7.5V12l3 2" />],
});

export const IdCardIcon = createIcon({
  displayName: 'IdCardIcon',
  path: [
    <rect key="a" {...stroke} x="3" y="5" width="18" height="14" rx="2" />,
    <circle key="b" {...stroke} cx="9" cy="11" r="2" />,
    <path key="c" {...stroke} d="M6 15.5c.6-1.3 1.7-2 3-2s2.4.7 3 2M14.5 10h3.5M14.5 13.5h3.5" />,
  ],
});

export const LockIcon = createIcon({
  displayName: 'LockIcon',
  path: [
    <rect key="a" {...stroke} x="5" y="10.5" width="14" height="10" rx="2" />,
    <path key="b" {...stroke} d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />,
  ],
});

export const HelpIcon = createIcon({
  displayName: 'HelpIcon',
  path: [
    <circle key="a" {...stroke} cx="12" cy="12" r="8.5" />,
    <path key="b" {...stroke} d="M9.6 9.5a2.5 2.5 0 0 1 4.8.8c0 1.7-2.4 2.1-2.4 3.7M12 17h.01" />,
  ],
});

export const PencilIcon = createIcon({
  displayName: 'PencilIcon',
  path: [
    <path key="a" {...stroke} d="M12 5H6a1.5 1.5 0 0 0-1.5 1.5v11.5A1.5 1.5 0 0 0 6 19.5h11.5A1.5 1.5 0 0 0 19 18v-6" />,
    <path key="b" {...stroke} d="M17.5 3.5l3 3-8 8H9.5v-3z" />,
  ],
});

export const ChatListIcon = createIcon({
  displayName: 'ChatListIcon',
  path: [
    <path key="a" {...stroke} d="M4.5 5.5A1.5 1.5 0 0 1 6 4h12a1.5 1.5 0 0 1 1.5 1.5v9A1.5 1.5 0 0 1 18 16h-7l-4 3.5V16H6a1.5 1.5 0 0 1-1.5-1.5z" />,
    <path key="b" {...stroke} d="M8.5 8.5h7M8.5 11.5h4.5" />,
  ],
});

export const LogoutIcon = createIcon({
  displayName: 'LogoutIcon',
  path: [
    <path key="a" {...stroke} d="M10 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h5" />,
    <path key="b" {...stroke} d="M15 8l4 4-4 4M19 12H9" />,
  ],
});
