// goodList's filter bar: 区服 / 排序 / 筛选 / 图文·列表, the sort choices, and the active filters as chips
// with 重置. Sheets are loaded on first use (they are not needed to show the list).
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { AttributeTemplate, Game } from '@/contract/types.ts';
import { toast } from '@/components/toast.ts';
import { activeChips } from '../chips.ts';
import { activeFilterCount, hasQufu, resetFilters, SORT_OPTIONS, type GoodsFilters, type ViewMode } from '../filters.ts';
import { ChevronDownIcon, CloseIcon, FilterIcon, GridIcon, ListIcon } from '../icons.tsx';

const QufuSheet = lazy(() => import('./QufuSheet.tsx'));
const FilterSheet = lazy(() => import('./FilterSheet.tsx'));

function BarButton({ active, open, onClick, children, label }: {
  active: boolean;
  open?: boolean;
  onClick: () => void;
  children: ReactNode;
  label?: string;
}) {
  return (
    <Button variant="ghost" size="sm" flex="1" minW="0" px="1" gap="0.5" fontWeight={active ? 'semibold' : 'normal'}
      color={active || open ? 'brand.fg' : 'fg'} onClick={onClick} aria-expanded={open} aria-label={label}
      data-active={active || undefined}>
      {children}
    </Button>
  );
}

export function FilterBar({ filters, game, template, qufuLabel, view, onChange, onView }: {
  filters: GoodsFilters;
  game: Game | undefined;
  template: AttributeTemplate[] | undefined;
  qufuLabel: string;
  view: ViewMode;
  onChange: (next: GoodsFilters) => void;
  onView: (view: ViewMode) => void;
}) {
  const [panel, setPanel] = useState<'none' | 'sort' | 'qufu' | 'filter'>('none');
  // Sheets mount on first open and stay (their closing animation needs them).
  const [loaded, setLoaded] = useState({ qufu: false, filter: false });
  const open = (which: 'qufu' | 'filter') => {
    setLoaded((l) => ({ ...l, [which]: true }));
    setPanel(which);
  };
  const close = () => setPanel('none');
  const apply = (next: GoodsFilters) => {
    close();
    onChange(next);
  };

  const chips = activeChips(filters, template, qufuLabel);
  const count = activeFilterCount(filters);
  const attrCount = count - (filters.sortRank ? 1 : 0) - (hasQufu(filters) ? 1 : 0);
  const sortLabel = SORT_OPTIONS.find((o) => o.value === filters.sortRank)?.short ?? '排序';

  return (
    <Box position="sticky" top="var(--chakra-sizes-top-bar)" zIndex="docked" bg="bg.surface" borderBottomWidth="1px" borderColor="border.muted">
      <Flex align="center" px="1" h="10" position="relative" zIndex="2" bg="bg.surface">
        <BarButton active={hasQufu(filters)} open={panel === 'qufu'} label="区服"
          onClick={() => (game ? open('qufu') : toast.info('请先选择游戏，再筛选区服'))}>
          <Text as="span" truncate>{hasQufu(filters) && qufuLabel ? qufuLabel : '区服'}</Text>
          <ChevronDownIcon boxSize="3.5" flexShrink={0} />
        </BarButton>
        <BarButton active={Boolean(filters.sortRank)} open={panel === 'sort'} label="排序"
          onClick={() => setPanel(panel === 'sort' ? 'none' : 'sort')}>
          <Text as="span" truncate>{filters.sortRank ? sortLabel : '排序'}</Text>
          <ChevronDownIcon boxSize="3.5" flexShrink={0} transform={panel === 'sort' ? 'rotate(180deg)' : undefined} />
        </BarButton>
        <BarButton active={attrCount > 0} open={panel === 'filter'} label="筛选" onClick={() => open('filter')}>
          <Text as="span">筛选{attrCount > 0 ? `(${attrCount})` : ''}</Text>
          <FilterIcon boxSize="3.5" flexShrink={0} />
        </BarButton>
        <Button variant="ghost" size="sm" px="2" gap="1" color="fg.muted" flexShrink={0}
          aria-label={view === 'grid' ? '切换为列表' : '切换为图文'} onClick={() => onView(view === 'grid' ? 'list' : 'grid')}>
          {view === 'grid' ? <ListIcon boxSize="4" /> : <GridIcon boxSize="4" />}
          <Text as="span" fontSize="xs">{view === 'grid' ? '列表' : '图文'}</Text>
        </Button>
      </Flex>

      {panel === 'sort' && (
        <>
          <Box position="fixed" inset="0" bg="blackAlpha.400" zIndex="1" onClick={close} aria-hidden />
          <Box role="group" aria-label="排序方式" position="absolute" top="10" left="0" right="0" zIndex="2" bg="bg.surface"
            borderTopWidth="1px" borderColor="border.muted" pb="1" boxShadow="md">
            {SORT_OPTIONS.map((o) => {
              const selected = o.value === filters.sortRank;
              return (
                <Button key={o.label} variant="ghost" w="full" justifyContent="space-between" px="4" h="11" fontWeight="normal"
                  borderRadius="0" color={selected ? 'brand.fg' : 'fg'} aria-pressed={selected}
                  onClick={() => apply({ ...filters, sortRank: o.value })}>
                  {o.label}
                  {selected && <Text as="span" aria-hidden>✓</Text>}
                </Button>
              );
            })}
          </Box>
        </>
      )}

      {chips.length > 0 && (
        <HStack gap="1.5" px="3" pb="2" overflowX="auto" css={{ scrollbarWidth: 'none' }} role="group" aria-label="已选筛选条件">
          {chips.map((chip) => (
            <Button key={chip.id} size="2xs" variant="subtle" colorPalette="brand" borderRadius="full" flexShrink={0} gap="1"
              aria-label={`移除筛选：${chip.label}`} onClick={() => onChange(chip.without(filters))}>
              {chip.label}
              <CloseIcon boxSize="2.5" />
            </Button>
          ))}
          <Button size="2xs" variant="ghost" color="fg.muted" flexShrink={0} onClick={() => onChange(resetFilters(filters))}>
            重置
          </Button>
        </HStack>
      )}

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
