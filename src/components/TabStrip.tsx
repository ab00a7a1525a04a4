// A light tab strip (role="tablist", arrow keys move between tabs) for pages that must stay small: Chakra's
// Tabs brings a state machine we do not need on home. The caller renders the panel itself, e.g.
//
//   <TabStrip label="游戏分类" items={[{ value: 'hot', label: '热门' }, …]} value={tab} onChange={setTab} />
//   <Box role="tabpanel" aria-label={label}>…</Box>
//
// variant "line" underlines the active tab; "pill" fills it (chips). A strip wider than the screen scrolls: its
// right edge fades while more tabs are hidden there, and the chosen tab is scrolled into view.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Flex, chakra } from '@chakra-ui/react';

export interface TabStripItem<V extends string> {
  value: V;
  label: string;
}

export interface TabStripProps<V extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabStripItem<V>[];
  value: V;
  onChange: (value: V) => void;
  variant?: 'line' | 'pill';
  /** Stretch the tabs over the whole width, a little closer together (line variant). */
  fitted?: boolean;
  /** 'md': larger labels (a form's tabs, e.g. 密码登录 / 短信登录). */
  size?: 'sm' | 'md';
  /** id prefix: tab i gets `${idPrefix}-tab-${value}` so a panel can point at it with aria-labelledby. */
  idPrefix?: string;
}

const TabButton = chakra('button');

export function TabStrip<V extends string>({ label, items, value, onChange, variant = 'line', fitted = false, size = 'sm', idPrefix }: TabStripProps<V>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [moreRight, setMoreRight] = useState(false);
  const measure = () => {
    const list = listRef.current;
    if (list) setMoreRight(list.scrollLeft + list.clientWidth < list.scrollWidth - 1);
  };
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    // Horizontally only (scrollIntoView would also scroll the page to a strip below the fold).
    if (list && tab) {
      const left = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
      if (left < list.scrollLeft) list.scrollLeft = left;
      else if (left + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left + tab.offsetWidth - list.clientWidth;
    }
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [value, items.length]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
        : event.key === 'Home' ? 0 : event.key === 'End' ? last : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(items[next].value);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  const pill = variant === 'pill';
  return (
    <Flex ref={listRef} role="tablist" aria-label={label} gap={pill ? '2' : '0'} overflowX="auto" onScroll={measure}
      css={{
        scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' },
        maskImage: moreRight ? 'linear-gradient(to right, black calc(100% - 32px), transparent)' : undefined,
      }}>
      {items.map((item, index) => {
        const active = item.value === value;
        return (
          <TabButton key={item.value} type="button" role="tab" id={idPrefix ? `${idPrefix}-tab-${item.value}` : undefined}
            aria-selected={active} tabIndex={active ? 0 : -1}
            onClick={() => onChange(item.value)} onKeyDown={(e) => onKeyDown(e, index)}
            flex={fitted ? '1' : '0 0 auto'} whiteSpace="nowrap" cursor="pointer" position="relative"
            fontSize={size} lineHeight="1.2" transition="color 0.15s, background 0.15s"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
            {...(pill
              ? {
                px: '3', py: '1.5', borderRadius: 'full', borderWidth: '1px',
                borderColor: active ? 'brand.solid' : 'border.muted',
                bg: active ? 'brand.subtle' : 'bg.surface', color: active ? 'brand.fg' : 'fg.muted',
                fontWeight: active ? 'semibold' : 'normal',
              }
              : {
                px: fitted ? '2.5' : '3', py: size === 'md' ? '3' : '2.5', color: active ? 'fg' : 'fg.muted', fontWeight: active ? 'semibold' : 'normal',
              })}>
            {item.label}
            {!pill && active && (
              <Box as="span" position="absolute" left="50%" bottom="1" transform="translateX(-50%)" w="5" h="0.5"
                borderRadius="full" bg="brand.solid" />
            )}
          </TabButton>
        );
      })}
    </Flex>
  );
}
