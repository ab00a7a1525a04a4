// 筛选 sheet: price range and the game's searchable attributes (gameTempAttr, isSearch): number ranges
// (fNstart / fNend), single chips (radio: fN), multi chips (checkbox: fN = "a,b", all must match) and a chip
// with a nested choice (boxradio: fN = "角色:命座", that 命座 or higher). Applied on 确认.
// The draft lives in a valtio proxy read by the fields alone: a chip tap re-renders the fields, not the sheet
// (its frame and the footer), so it paints within 100 ms on a slowed phone.
import { memo, useCallback, useMemo, useState } from 'react';
import { Flex, Input, Stack, Text } from '@chakra-ui/react';
import { proxy, useSnapshot } from 'valtio';
import type { AttributeTemplate } from '@/contract/types.ts';
import { BottomSheet } from '@/components/BottomSheet.tsx';
import type { GoodsFilters } from '../filters.ts';
import { ChipGroup, ResetConfirm } from './sheetParts.tsx';

const PRICE_PRESETS: { label: string; lo?: number; hi?: number }[] = [
  { label: '100元以下', hi: 100 },
  { label: '100-500元', lo: 100, hi: 500 },
  { label: '500-2000元', lo: 500, hi: 2000 },
  { label: '2000-6000元', lo: 2000, hi: 6000 },
  { label: '6000元以上', lo: 6000 },
];

/** '' → undefined; otherwise a non-negative number kept as typed. */
function numberOrUndefined(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function RangeInputs({ label, lo, hi, unit, onChange }: {
  label: string;
  lo: string;
  hi: string;
  unit?: string;
  onChange: (lo: string, hi: string) => void;
}) {
  const clean = (v: string) => v.replace(/[^\d.]/g, '');
  return (
    <Flex align="center" gap="2">
      <Input size="sm" inputMode="decimal" placeholder={`最低${unit ?? ''}`} aria-label={`${label}最低`} value={lo}
        onChange={(e) => onChange(clean(e.target.value), hi)} textAlign="center" />
      <Text color="fg.muted" aria-hidden>—</Text>
      <Input size="sm" inputMode="decimal" placeholder={`最高${unit ?? ''}`} aria-label={`${label}最高`} value={hi}
        onChange={(e) => onChange(lo, clean(e.target.value))} textAlign="center" />
    </Flex>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <Stack gap="2">
      <Flex align="baseline" gap="2">
        <Text fontSize="sm" fontWeight="semibold">{title}</Text>
        {hint && <Text fontSize="xs" color="fg.muted">{hint}</Text>}
      </Flex>
      {children}
    </Stack>
  );
}

// Memoised: a price tap (or another field's) leaves the attributes' snapshot, hence this field, as it was.
const AttributeField = memo(function AttributeField({ attr, attrs, set }: {
  attr: AttributeTemplate;
  attrs: Record<string, string>;
  set: (changes: Record<string, string | undefined>) => void;
}) {
  const f = attr.aavName;
  const value = attrs[f] ?? '';
  const options = attr.childAttributes.map((o) => ({ value: o.fieldName, label: o.fieldName }));
  switch (attr.fieldType) {
    case 'number':
      return (
        <Section title={attr.fieldName} hint={attr.unit ? `单位：${attr.unit}` : undefined}>
          <RangeInputs label={attr.fieldName} unit={attr.unit} lo={attrs[`${f}start`] ?? ''} hi={attrs[`${f}end`] ?? ''}
            onChange={(lo, hi) => set({ [`${f}start`]: lo || undefined, [`${f}end`]: hi || undefined, [f]: undefined })} />
        </Section>
      );
    case 'radio':
      return (
        <Section title={attr.fieldName}>
          <ChipGroup label={attr.fieldName} options={options} isSelected={(v) => v === value}
            onToggle={(v) => set({ [f]: v === value ? undefined : v })} />
        </Section>
      );
    case 'checkbox': {
      const chosen = value ? value.split(',') : [];
      return (
        <Section title={attr.fieldName} hint="可多选，需全部满足">
          <ChipGroup label={attr.fieldName} options={options} isSelected={(v) => chosen.includes(v)}
            onToggle={(v) => {
              const next = chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v];
              set({ [f]: next.length ? next.join(',') : undefined });
            }} />
        </Section>
      );
    }
    case 'boxradio': {
      const [role, nested] = value.split(':');
      const option = attr.childAttributes.find((o) => o.fieldName === role);
      const nestedOptions = option?.childAttributes ?? [];
      return (
        <Section title={attr.fieldName} hint="选择后可再选程度（及以上）">
          <ChipGroup label={attr.fieldName} options={options} isSelected={(v) => v === role}
            onToggle={(v) => set({ [f]: v === role ? undefined : v })} />
          {role && nestedOptions.length > 0 && (
            <Stack gap="1.5" pl="3" borderLeftWidth="2px" borderColor="brand.muted">
              <Text fontSize="xs" color="fg.muted">{role}：</Text>
              <ChipGroup label={`${role}的程度`}
                options={[{ value: '', label: '不限' }, ...nestedOptions.map((n) => ({ value: n.fieldName, label: `${n.fieldName}及以上` }))]}
                isSelected={(v) => (v === '' ? !nested : v === nested)}
                onToggle={(v) => set({ [f]: v ? `${role}:${v}` : role })} />
            </Stack>
          )}
        </Section>
      );
    }
    default:
      return (
        <Section title={attr.fieldName}>
          <Input size="sm" value={value} placeholder={`输入${attr.fieldName}`} aria-label={attr.fieldName}
            onChange={(e) => set({ [f]: e.target.value || undefined })} />
        </Section>
      );
  }
});

interface Draft {
  lo: string;
  hi: string;
  attrs: Record<string, string>;
}

function draftOf(filters: GoodsFilters): Draft {
  return {
    lo: filters.priceStart === undefined ? '' : String(filters.priceStart),
    hi: filters.priceEnd === undefined ? '' : String(filters.priceEnd),
    attrs: { ...filters.attrs },
  };
}

// The draft's writers (valtio: the fields re-render from the snapshot).
function setPrice(draft: Draft, lo: string, hi: string): void {
  draft.lo = lo;
  draft.hi = hi;
}

function setAttrs(draft: Draft, changes: Record<string, string | undefined>): void {
  const next = { ...draft.attrs };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete next[k];
    else next[k] = v;
  }
  draft.attrs = next;
}

function FilterFields({ draft, template }: { draft: Draft; template: AttributeTemplate[] | undefined }) {
  // sync: the inputs are controlled by the snapshot, a deferred one would move the caret.
  const { lo, hi, attrs } = useSnapshot(draft, { sync: true });
  const searchable = [...(template ?? [])].filter((a) => a.isSearch).sort((a, b) => a.sort - b.sort);
  const set = useCallback((changes: Record<string, string | undefined>) => setAttrs(draft, changes), [draft]);

  return (
    <Stack gap="5">
      <Section title="价格" hint="元">
        <RangeInputs label="价格" lo={lo} hi={hi} onChange={(a, b) => setPrice(draft, a, b)} />
        <ChipGroup label="价格区间" options={PRICE_PRESETS.map((p) => ({ value: p.label, label: p.label }))}
          isSelected={(v) => {
            const p = PRICE_PRESETS.find((x) => x.label === v);
            return Boolean(p) && String(p?.lo ?? '') === lo && String(p?.hi ?? '') === hi;
          }}
          onToggle={(v) => {
            const p = PRICE_PRESETS.find((x) => x.label === v);
            setPrice(draft, p?.lo === undefined ? '' : String(p.lo), p?.hi === undefined ? '' : String(p.hi));
          }} />
      </Section>
      {searchable.map((attr) => <AttributeField key={attr.id} attr={attr} attrs={attrs} set={set} />)}
      {template === undefined && (
        <Text fontSize="xs" color="fg.muted">选择游戏后可按该游戏的属性（英雄、皮肤、段位等）筛选。</Text>
      )}
    </Stack>
  );
}

// Memoised: the bar re-renders on its own taps (排序), which do not concern a closed sheet.
export default memo(function FilterSheet({ open, template, filters, onClose, onApply }: {
  open: boolean;
  template: AttributeTemplate[] | undefined;
  filters: GoodsFilters;
  onClose: () => void;
  onApply: (next: GoodsFilters) => void;
}) {
  const [draft, setDraft] = useState(() => proxy(draftOf(filters)));
  // Each opening starts from what is applied (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(proxy(draftOf(filters)));
  }

  const confirm = useCallback(() => onApply({ ...filters, priceStart: numberOrUndefined(draft.lo),
    priceEnd: numberOrUndefined(draft.hi), attrs: { ...draft.attrs } }), [draft, filters, onApply]);
  const reset = useCallback(() => {
    setPrice(draft, '', '');
    setAttrs(draft, Object.fromEntries(Object.keys(draft.attrs).map((k) => [k, undefined])));
  }, [draft]);
  // The same elements while the draft is the same: opening and closing re-render the sheet's frame (ark's parts),
  // not its fields and footer (the 确认 tap paints sooner: npm run bench:interactions).
  const footer = useMemo(() => <ResetConfirm onReset={reset} onConfirm={confirm} />, [reset, confirm]);
  const fields = useMemo(() => <FilterFields draft={draft} template={template} />, [draft, template]);

  return (
    <BottomSheet open={open} title="筛选" onOpenChange={(next) => { if (!next) onClose(); }} footer={footer}>
      {fields}
    </BottomSheet>
  );
});
