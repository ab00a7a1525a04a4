// goodList's filter bar: 区服 / 排序 / 筛选 / 图文·列表, the sort choices, and the active filters as chips
// with 重置. Sheets are loaded on first use (they are not needed to show the list).
// A tap here must paint within 100 ms on a slowed phone (npm run bench:interactions): what a tap toggles is
// styled by attribute selectors written once (aria-expanded, hidden), not by props that make emotion insert a
// new rule (each new rule restyles the whole page), and what the tap does not change is memoised.
import { lazy, memo, Suspense, useCallback, useDeferredValue, useState, type ReactNode } from 'react';
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { AttributeTemplate, Game } from '@/contract/types.ts';
import { toast } from '@/components/toast.ts';
import { activeChips } from '../chips.ts';
import { activeFilterCount, hasQufu, resetFilters, sortOptions, type GoodsFilters, type SortOption, type ViewMode } from '../filters.ts';
import { ChevronDownIcon, CloseIcon, FilterIcon, GridIcon, ListIcon } from '../icons.tsx';

const loadQufuSheet = () => import('./QufuSheet.tsx');
const loadFilterSheet = () => import('./FilterSheet.tsx');
const QufuSheet = lazy(loadQufuSheet);
const FilterSheet = lazy(loadFilterSheet);
/**
 * A finger on the bar (any of its buttons): fetch the sheets' code, so that opening one soon does not wait for
 * it. Not when idle after the list appears: that would count in goodList's first load (≤ 180 KB).
 */
function preloadSheets() {
  void loadQufuSheet();
  void loadFilterSheet();
}

// The bar buttons' icons, made once: with text and stable handlers, a tap re-renders only the button it changes.
const CHEVRON = <ChevronDownIcon boxSize="3.5" flexShrink={0} />;
// The sort chevron turns over while its choices are open (an attribute selector: no new rule per tap).
const SORT_CHEVRON = <ChevronDownIcon boxSize="3.5" flexShrink={0} css={{ '[aria-expanded=true] > &': { transform: 'rotate(180deg)' } }} />;
const FILTER_ICON = <FilterIcon boxSize="3.5" flexShrink={0} />;

/** One of 区服 / 排序 / 筛选 (memoised: each Chakra button is several milliseconds of a slowed phone's tap). */
const BarButton = memo(function BarButton({ active, open, onClick, text, truncate, icon, label }: {
  active: boolean;
  open?: boolean;
  onClick: () => void;
  text: string;
  truncate?: boolean;
  icon: ReactNode;
  label?: string;
}) {
  return (
    <Button variant="ghost" size="sm" flex="1" minW="0" px="1" gap="0.5" fontWeight={active ? 'semibold' : 'normal'}
      color={active ? 'brand.fg' : 'fg'} _expanded={{ color: 'brand.fg' }} onClick={onClick} aria-expanded={open}
      aria-label={label} data-active={active || undefined}>
      <Text as="span" truncate={truncate}>{text}</Text>
      {icon}
    </Button>
  );
});

/** 图文 / 列表 (memoised like the bar buttons). */
const ViewToggle = memo(function ViewToggle({ view, onView }: { view: ViewMode; onView: (view: ViewMode) => void }) {
  return (
    <Button variant="ghost" size="sm" px="2" gap="1" color="fg.muted" flexShrink={0}
      aria-label={view === 'grid' ? '切换为列表' : '切换为图文'} onClick={() => onView(view === 'grid' ? 'list' : 'grid')}>
      {view === 'grid' ? <ListIcon boxSize="4" /> : <GridIcon boxSize="4" />}
      <Text as="span" fontSize="xs">{view === 'grid' ? '列表' : '图文'}</Text>
    </Button>
  );
});

/** The active filters as chips, each removable, and 重置 (memoised: the bar's own taps do not change them). */
const ActiveChips = memo(function ActiveChips({ filters, template, qufuLabel, onChange }: {
  filters: GoodsFilters;
  template: AttributeTemplate[] | undefined;
  qufuLabel: string;
  onChange: (next: GoodsFilters) => void;
}) {
  const chips = activeChips(filters, template, qufuLabel);
  if (chips.length === 0) return null;
  return (
    <HStack gap="1.5" px="3" pb="2" overflowX="auto" css={{ scrollbarWidth: 'none' }} role="group" aria-label="已选筛选条件">
      {chips.map((chip) => (
        <Button key={chip.id} size="2xs" variant="subtle" colorPalette="brand" borderRadius="full" flexShrink={0} gap="1"
          aria-label={`移除筛选：${chip.label}`} onClick={() => onChange(chip.without(filters))}>
          {chip.label}
          <CloseIcon boxSize="2.5" />
        </Button>
      ))}
      {/* Not beside the seller's chip alone: 重置 keeps the seller (the list's scope, like the game). */}
      {activeFilterCount(filters) > 0 && (
        <Button size="2xs" variant="ghost" color="fg.muted" flexShrink={0} onClick={() => onChange(resetFilters(filters))}>
          重置
        </Button>
      )}
    </HStack>
  );
});

/** The sort choices under the bar: mounted once, shown and hidden by the `hidden` attribute. */
const SortMenu = memo(function SortMenu({ open, sortRank, options, onPick, onClose }: {
  open: boolean;
  sortRank: GoodsFilters['sortRank'];
  options: SortOption[];
  onPick: (sortRank: GoodsFilters['sortRank']) => void;
  onClose: () => void;
}) {
  return (
    <>
      <Box hidden={!open} position="fixed" inset="0" bg="blackAlpha.400" zIndex="1" onClick={onClose} aria-hidden />
      <Box hidden={!open} role="group" aria-label="排序方式" position="absolute" top="10" left="0" right="0" zIndex="2"
        bg="bg.surface" borderTopWidth="1px" borderColor="border.muted" pb="1" boxShadow="md">
        <SortOptions sortRank={sortRank} options={options} onPick={onPick} />
      </Box>
    </>
  );
});

const SortOptions = memo(function SortOptions({ sortRank, options, onPick }: {
  sortRank: GoodsFilters['sortRank'];
  options: SortOption[];
  onPick: (sortRank: GoodsFilters['sortRank']) => void;
}) {
  return options.map((o) => {
    const selected = o.value === sortRank;
    return (
      <Button key={o.label} variant="ghost" w="full" justifyContent="space-between" px="4" h="11" fontWeight="normal"
        borderRadius="0" color="fg" _pressed={{ color: 'brand.fg' }} aria-pressed={selected} onClick={() => onPick(o.value)}>
        {o.label}
        {selected && <Text as="span" aria-hidden>✓</Text>}
      </Button>
    );
  });
});

export function FilterBar({ filters, game, template, qufuLabel, view, byRelevance = false, onChange, onView }: {
  filters: GoodsFilters;
  game: Game | undefined;
  template: AttributeTemplate[] | undefined;
  qufuLabel: string;
  view: ViewMode;
  /** The list is in 相关度 order (a keyword, and a backend that ranks by it): the default reads 相关度, not 综合. */
  byRelevance?: boolean;
  onChange: (next: GoodsFilters) => void;
  onView: (view: ViewMode) => void;
}) {
  const [panel, setPanel] = useState<'none' | 'sort' | 'qufu' | 'filter'>('none');
  // Sheets mount on first open and stay (their closing animation needs them).
  const [loaded, setLoaded] = useState({ qufu: false, filter: false });
  // The sort choices mount in a render of their own right after the bar's first one (not on the first tap).
  const sortMenuReady = useDeferredValue(true, false);
  // Stable, so that the memoised buttons, sort menu and sheets skip the renders of a tap that does not concern them.
  const open = useCallback((which: 'qufu' | 'filter') => {
    setLoaded((l) => ({ ...l, [which]: true }));
    setPanel(which);
  }, []);
  const openQufu = useCallback(() => (game ? open('qufu') : toast.info('请先选择游戏，再筛选区服')), [game, open]);
  const toggleSort = useCallback(() => setPanel((p) => (p === 'sort' ? 'none' : 'sort')), []);
  const openFilter = useCallback(() => open('filter'), [open]);
  const close = useCallback(() => setPanel('none'), []);
  const apply = useCallback((next: GoodsFilters) => {
    setPanel('none');
    onChange(next);
  }, [onChange]);
  const pickSort = useCallback((sortRank: GoodsFilters['sortRank']) => apply({ ...filters, sortRank }), [apply, filters]);

  const count = activeFilterCount(filters);
  const attrCount = count - (filters.sortRank ? 1 : 0) - (hasQufu(filters) ? 1 : 0);
  const options = sortOptions(byRelevance);
  // The bar names a chosen sort; the default only when it is 相关度 (a keyword search), which 综合 is not.
  const sortLabel = filters.sortRank ? options.find((o) => o.value === filters.sortRank)?.short ?? '排序' : byRelevance ? options[0].short : '排序';

  return (
    <Box position="sticky" top="var(--chakra-sizes-top-bar)" zIndex="docked" bg="bg.surface" borderBottomWidth="1px" borderColor="border.muted"
      onPointerDown={preloadSheets}>
      <Flex align="center" px="1" h="10" position="relative" zIndex="2" bg="bg.surface">
        <BarButton active={hasQufu(filters)} open={panel === 'qufu'} label="区服" onClick={openQufu}
          text={hasQufu(filters) && qufuLabel ? qufuLabel : '区服'} truncate icon={CHEVRON} />
        <BarButton active={Boolean(filters.sortRank)} open={panel === 'sort'} label="排序" onClick={toggleSort}
          text={sortLabel} truncate icon={SORT_CHEVRON} />
        <BarButton active={attrCount > 0} open={panel === 'filter'} label="筛选" onClick={openFilter}
          text={`筛选${attrCount > 0 ? `(${attrCount})` : ''}`} icon={FILTER_ICON} />
        <ViewToggle view={view} onView={onView} />
      </Flex>

      {sortMenuReady && <SortMenu open={panel === 'sort'} sortRank={filters.sortRank} options={options} onPick={pickSort} onClose={close} />}

      <ActiveChips filters={filters} template={template} qufuLabel={qufuLabel} onChange={onChange} />

      <Suspense fallback={null}>
        {loaded.qufu && game && (
          <QufuSheet open={panel === 'qufu'} game={game} filters={filters} onClose={close} onApply={apply} />
        )}
        {loaded.filter && (
          <FilterSheet open={panel === 'filter'} template={template} filters={filters} onClose={close} onApply={apply} />
        )}
      </Suspense>
    </Box>
  );
}
