// Small inline icons of the goods screens (24×24 strokes, currentColor), like src/components/icons.tsx.
import { createIcon } from '@chakra-ui/react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  path: [<circle key="c" {...stroke} cx="11" cy="11" r="7" />, <path key="h" {...stroke} d="M20 20l-3.5-3.5" />],
});

export const ChevronDownIcon = createIcon({
  displayName: 'ChevronDownIcon',
  path: <path {...stroke} strokeWidth={2} d="M6 9l6 6 6-6" />,
});

export const GridIcon = createIcon({
  displayName: 'GridIcon',
  path: [
    <rect key="a" {...stroke} x="4" y="4" width="7" height="7" rx="1.5" />,
    <rect key="b" {...stroke} x="13" y="4" width="7" height="7" rx="1.5" />,
    <rect key="c" {...stroke} x="4" y="13" width="7" height="7" rx="1.5" />,
    <rect key="d" {...stroke} x="13" y="13" width="7" height="7" rx="1.5" />,
  ],
});

export const ListIcon = createIcon({
  displayName: 'ListIcon',
  path: [
    <rect key="a" {...stroke} x="3.5" y="5" width="5" height="5" rx="1" />,
    <rect key="b" {...stroke} x="3.5" y="14" width="5" height="5" rx="1" />,
    <path key="c" {...stroke} d="M12 7.5h8.5M12 16.5h8.5" />,
  ],
});

export const HeartIcon = createIcon({
  displayName: 'HeartIcon',
  path: <path {...stroke} d="M12 20s-7.5-4.6-9-9.3C1.9 7.4 4 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.2 0 5.3 2.9 4.2 6.2C19.5 15.4 12 20 12 20z" />,
});

export const HeartFilledIcon = createIcon({
  displayName: 'HeartFilledIcon',
  path: <path fill="currentColor" d="M12 20s-7.5-4.6-9-9.3C1.9 7.4 4 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.2 0 5.3 2.9 4.2 6.2C19.5 15.4 12 20 12 20z" />,
});

export const ShareIcon = createIcon({
  displayName: 'ShareIcon',
  path: [
    <circle key="a" {...stroke} cx="18" cy="5.5" r="2.5" />,
    <circle key="b" {...stroke} cx="6" cy="12" r="2.5" />,
    <circle key="c" {...stroke} cx="18" cy="18.5" r="2.5" />,
    <path key="d" {...stroke} d="M8.2 10.9l7.6-4.2M8.2 13.1l7.6 4.2" />,
  ],
});

export const CloseIcon = createIcon({
  displayName: 'CloseIcon',
  path: <path {...stroke} strokeWidth={2} d="M6 6l12 12M18 6L6 18" />,
});

export const FilterIcon = createIcon({
  displayName: 'FilterIcon',
  path: <path {...stroke} d="M4 5h16l-6 7.5V19l-4 1.5v-8z" />,
});
