// What the goods list's filter sheets (区服, 筛选) put in the app's BottomSheet: the 重置 / 确定 footer and
// rows of choice chips.
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import { zhCN } from '@/locales/zh-CN.ts';

/** The footer of a filter sheet: 重置 clears the draft, 确定 applies it. */
export function ResetConfirm({ onReset, onConfirm }: { onReset: () => void; onConfirm: () => void }) {
  return (
    <>
      <Button flex="1" variant="outline" onClick={onReset}>{zhCN.common.reset}</Button>
      <Button flex="2" onClick={onConfirm}>{zhCN.common.confirm}</Button>
    </>
  );
}

/** A chosen chip: the look of Chakra's subtle brand button, with the brand's border. */
const PRESSED = { bg: 'brand.subtle', color: 'brand.fg', borderColor: 'brand.solid', _hover: { bg: 'brand.muted' } };

/** One chip (memoised: a tap re-renders the chips whose state it changes, not the whole sheet's). */
const Chip = memo(function Chip({ value, label, on, onToggle }: {
  value: string | number;
  label: string;
  on: boolean;
  onToggle: (value: string | number) => void;
}) {
  return (
    <Button size="xs" variant="outline" colorPalette="gray" borderColor="border" borderWidth="1px"
      fontWeight="normal" _pressed={PRESSED} aria-pressed={on} onClick={() => onToggle(value)} minW="16">
      {label}
    </Button>
  );
});

/**
 * A row of choice chips; `selected` decides the look, `onToggle` the behaviour (single or multi). Chosen and
 * not chosen share one set of styles told apart by aria-pressed: a tap changes an attribute, emotion inserts no
 * rule, and the page is not restyled.
 */
export function ChipGroup<T extends string | number>({ label, options, isSelected, onToggle }: {
  label: string;
  options: { value: T; label: string }[];
  isSelected: (value: T) => boolean;
  onToggle: (value: T) => void;
}) {
  // The chips get one stable handler that calls the latest onToggle (a new one comes with every render).
  const latest = useRef(onToggle);
  useLayoutEffect(() => {
    latest.current = onToggle;
  });
  const toggle = useCallback((value: string | number) => latest.current(value as T), []);
  return (
    <Flex role="group" aria-label={label} wrap="wrap" gap="2">
      {options.map((o) => <Chip key={String(o.value)} value={o.value} label={o.label} on={isSelected(o.value)} onToggle={toggle} />)}
    </Flex>
  );
}
