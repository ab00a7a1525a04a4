import { describe, expect, it } from 'vitest';
import { createSystem, defaultConfig, mergeConfigs } from '@chakra-ui/react';
import { Dialog } from '@/components/chakra/dialog.ts';
import { mapStrings, REM_SCALE, scaleRem } from './remScale.ts';
import { appSystem } from './system.ts';
import { brandConfig, scaleConfigRem, themeConfig } from './theme.ts';

const system = appSystem();
import { chakraPreset } from './chakraPreset.ts';
import { globalStylesConfig } from './globalStyles.ts';

function remStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (/\drem\b/.test(value)) out.push(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => remStrings(item, out));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => remStrings(item, out));
  }
  return out;
}

describe('scaleRem', () => {
  it('converts 16-px rem values to our 37.5-px rem', () => {
    expect(REM_SCALE).toBeCloseTo(0.42667, 5);
    expect(scaleRem('1rem')).toBe('0.4267rem');
    expect(scaleRem('0.25rem')).toBe('0.1067rem');
    expect(scaleRem('-.5rem')).toBe('-0.2133rem');
    expect(scaleRem('calc(100% - 2rem) 1px')).toBe('calc(100% - 0.8533rem) 1px');
    expect(scaleRem('var(--x, 1rem) 0')).toBe('var(--x, 0.4267rem) 0');
    expect(scaleRem('12px')).toBe('12px');
    expect(scaleRem('premium')).toBe('premium');
  });

  it('maps strings deep inside objects and arrays and keeps functions', () => {
    const fn = () => '1rem';
    const mapped = mapStrings({ a: ['1rem', { b: '2rem' }], c: 3, d: fn }, (s) => s.toUpperCase());
    expect(mapped).toEqual({ a: ['1REM', { b: '2REM' }], c: 3, d: fn });
  });
});

describe('the system', () => {
  it('scales every rem value of the default config and leaves breakpoints in px', () => {
    const before = remStrings({ theme: defaultConfig.theme, globalCss: defaultConfig.globalCss });
    const scaled = scaleConfigRem(defaultConfig);
    const after = remStrings({ theme: scaled.theme, globalCss: scaled.globalCss });
    expect(before.length).toBeGreaterThan(100);
    expect(after).toHaveLength(before.length);
    expect(after).toEqual(before.map((value) => scaleRem(value)));
    expect(scaled.theme?.breakpoints).toEqual(defaultConfig.theme?.breakpoints);
    expect(scaled.utilities).toBe(defaultConfig.utilities);
  });

  it('gives tokens, recipes and text styles the scaled values', () => {
    expect(themeConfig().theme?.tokens?.fontSizes).toMatchObject({ md: { value: '0.4267rem' }, sm: { value: '0.3733rem' } });
    expect(themeConfig().theme?.tokens?.spacing).toMatchObject({ 4: { value: '0.4267rem' } });
    expect(system.tokens.getByName('fontSizes.md')?.value).toBe('0.4267rem');
    expect(system.tokens.getByName('spacing.4')?.value).toBe('0.4267rem');
    expect(system.tokens.getByName('sizes.topBar')?.value).toBe(scaleRem('2.875rem'));
    expect(system.tokens.getByName('breakpoints.md')?.value).toBe('768px');
  });

  it('has the orange brand palette as the default colour palette', () => {
    expect(system.tokens.getByName('colors.brand.500')?.value).toBe('#FF6A00');
    expect(globalStylesConfig.globalCss?.html).toMatchObject({ colorPalette: 'brand' });
  });

  it('styles a late recipe (components/chakra) exactly as if it were in the first system', () => {
    expect(Dialog.Root).toBeDefined(); // importing components/chakra/dialog.ts registered the recipe
    const dialog = defaultConfig.theme!.slotRecipes!.dialog!;
    const withDialog = mergeConfigs(chakraPreset(), { theme: { slotRecipes: { dialog } } }, brandConfig);
    const eager = createSystem(scaleConfigRem(withDialog));
    const props = { size: 'md', placement: 'center', scrollBehavior: 'inside' };
    expect(system.getSlotRecipeFn('dialog')(props)).toEqual(eager.getSlotRecipeFn('dialog')(props));
    expect(JSON.stringify(system.getSlotRecipeFn('dialog')(props))).toContain(scaleRem('calc(100% - 7.5rem)'));
  });
});
