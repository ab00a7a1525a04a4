import { describe, expect, it, vi } from 'vitest';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { chakraPreset, lightOnly, recipes, slotRecipes, UNUSED_SIZES, UNUSED_TOKEN_GROUPS, USED_LAYER_STYLES } from './chakraPreset.ts';
import { CHAKRA_RECIPE_KEYS, CHAKRA_SLOT_RECIPE_KEYS, guardRecipes } from './system.ts';
import { chakraGlobalStyles } from './globalStyles.ts';
import { lateRecipe, registerRecipes } from '@/components/chakra/lateRecipes.ts';

// Every module of src/components/chakra/, i.e. every late recipe registration.
const chakraComponentModules = import.meta.glob('../components/chakra/*.ts');

const UNUSED = ['yellow', 'teal', 'cyan', 'pink'];
// Every source file, to check no screen names a palette the system no longer has.
const sources = import.meta.glob('../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

describe('chakraPreset', () => {
  it('keeps the light value of semantic tokens only', () => {
    expect(lightOnly({ bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } } }))
      .toEqual({ bg: { DEFAULT: { value: '{colors.white}' } } });
    expect(lightOnly({ x: { value: '1px' } })).toEqual({ x: { value: '1px' } });
  });

  it('has every palette a screen names (yellow, teal, cyan and pink are gone)', () => {
    const named = new RegExp(`(["'\\s{]|colorPalette=")(${UNUSED.join('|')})(\\.\\d|["'])`);
    const offenders = Object.entries(sources)
      .filter(([file, text]) => !file.endsWith('chakraPreset.ts') && !file.endsWith('chakraPreset.test.ts') && named.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it('is Chakra’s default config with a subset of its recipes and palettes, light only, minus the global styles', () => {
    const { recipes: allRecipes, slotRecipes: allSlotRecipes, keyframes, ...theme } = defaultConfig.theme ?? {};
    const { recipes: ours, slotRecipes: ourSlots, ...ourTheme } = chakraPreset().theme ?? {};
    const palettesDropped = (tokens: object) => Object.fromEntries(Object.entries(tokens).filter(([k]) => !UNUSED.includes(k)));
    expect(ourTheme).toEqual({
      ...theme,
      layerStyles: Object.fromEntries(Object.entries(theme.layerStyles!).filter(([name]) => USED_LAYER_STYLES.includes(name))),
      tokens: {
        ...Object.fromEntries(Object.entries(theme.tokens!).filter(([group]) => !UNUSED_TOKEN_GROUPS.includes(group))),
        colors: palettesDropped(theme.tokens!.colors!),
        sizes: Object.fromEntries(Object.entries(theme.tokens!.sizes!).filter(([name]) => !UNUSED_SIZES.test(name))),
      },
      semanticTokens: {
        ...theme.semanticTokens,
        colors: lightOnly(palettesDropped(theme.semanticTokens!.colors!)),
        shadows: lightOnly(theme.semanticTokens!.shadows),
      },
    });
    // The global stylesheet's part (app/globalStyles.ts).
    expect(chakraGlobalStyles).toEqual({
      preflight: defaultConfig.preflight, globalCss: defaultConfig.globalCss, theme: { keyframes },
    });
    expect(chakraPreset().globalCss).toBeUndefined();
    expect(chakraPreset().conditions).toEqual(defaultConfig.conditions);
    expect(chakraPreset().cssVarsPrefix).toBe(defaultConfig.cssVarsPrefix);
    expect(chakraPreset().cssVarsRoot).toBe(defaultConfig.cssVarsRoot);
    for (const [key, recipe] of Object.entries(ours ?? {})) expect(recipe).toEqual(allRecipes?.[key]);
    for (const [key, recipe] of Object.entries(ourSlots ?? {})) expect(recipe).toEqual(allSlotRecipes?.[key]);
    expect(CHAKRA_RECIPE_KEYS).toEqual(Object.keys(allRecipes ?? {}));
    expect(CHAKRA_SLOT_RECIPE_KEYS).toEqual(Object.keys(allSlotRecipes ?? {}));
    expect(Object.keys(recipes)).toContain('button');
  });

  it('drops only the tokens no Chakra recipe and no screen names (aspect ratios, blurs, fraction and viewport sizes)', () => {
    const tokens = defaultConfig.theme!.tokens!;
    expect(UNUSED_TOKEN_GROUPS.every((group) => group in tokens)).toBe(true);
    const droppedSizes = Object.keys(tokens.sizes!).filter((name) => UNUSED_SIZES.test(name));
    expect(droppedSizes).toEqual(expect.arrayContaining(['1/2', 'dvh', 'prose']));
    const { recipes: allRecipes, slotRecipes: allSlotRecipes } = defaultConfig.theme ?? {};
    const recipeValues: string[] = [];
    const collect = (value: unknown, key = ''): void => {
      if (typeof value === 'string') recipeValues.push(`${key}=${value}`);
      else if (value !== null && typeof value === 'object') for (const [k, item] of Object.entries(value)) collect(item, k);
    };
    collect({ ...allRecipes, ...allSlotRecipes });
    const aspectNames = Object.keys(tokens.aspectRatios!).join('|');
    const blurNames = Object.keys(tokens.blurs!).join('|');
    // A recipe or a screen naming one: `aspectRatio="wide"`, `blur="md"`, `w="1/2"`, `maxW: 'prose'`, `{sizes.dvh}`.
    const names = new RegExp([
      String.raw`aspectRatio[=:]\s*["'{]*(${aspectNames})["']`,
      String.raw`[bB]lur[=:]\s*["'{]*(${blurNames})["']`,
      String.raw`[=:]\s*["'{]*(${droppedSizes.map((name) => name.replace('/', '\\/')).join('|')})["'}]`,
      String.raw`\{(aspectRatios|blurs)\.|sizes\.(${droppedSizes.map((name) => name.replace('/', '\\/')).join('|')})\b`,
    ].join('|'));
    expect(recipeValues.filter((text) => names.test(text.replace(/^(\w+)=/, '$1="') + '"'))).toEqual([]);
    const offenders = Object.entries(sources)
      .filter(([file, text]) => !/chakraPreset(\.test)?\.ts$/.test(file) && names.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
    // The check itself finds a use.
    expect(names.test('<Box w="1/2" />')).toBe(true);
    expect(names.test('<Image aspectRatio="wide" />')).toBe(true);
  });

  it('keeps every layer style a loaded recipe or a screen names', async () => {
    await Promise.all(Object.values(chakraComponentModules).map((load) => load()));
    const loaded = [...Object.keys(recipes), ...Object.keys(slotRecipes)]
      .concat(CHAKRA_RECIPE_KEYS.filter((key) => lateRecipe('recipes', key)), CHAKRA_SLOT_RECIPE_KEYS.filter((key) => lateRecipe('slotRecipes', key)));
    const named = new Set<string>();
    const collect = (value: unknown): void => {
      if (value === null || typeof value !== 'object') return;
      for (const [key, item] of Object.entries(value)) {
        if (key === 'layerStyle' && typeof item === 'string') named.add(item);
        else collect(item);
      }
    };
    const { recipes: allRecipes, slotRecipes: allSlotRecipes } = defaultConfig.theme ?? {};
    for (const key of loaded) collect({ ...allRecipes, ...allSlotRecipes }[key]);
    for (const text of Object.values(sources)) for (const [, name] of text.matchAll(/layerStyle[=:]\s*["'{]*([\w.]+)/g)) named.add(name);
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((name) => !USED_LAYER_STYLES.includes(name))).toEqual([]);
    expect(Object.keys(chakraPreset().theme!.layerStyles!).sort()).toEqual([...USED_LAYER_STYLES].sort());
  });

  it('gets every other recipe from the modules of components/chakra, as Chakra ships it', async () => {
    await Promise.all(Object.values(chakraComponentModules).map((load) => load()));
    const { recipes: allRecipes, slotRecipes: allSlotRecipes } = defaultConfig.theme ?? {};
    const late = {
      recipes: CHAKRA_RECIPE_KEYS.filter((key) => lateRecipe('recipes', key)),
      slotRecipes: CHAKRA_SLOT_RECIPE_KEYS.filter((key) => lateRecipe('slotRecipes', key)),
    };
    expect(late.slotRecipes).toEqual(expect.arrayContaining(['dialog', 'drawer', 'tabs', 'toast']));
    for (const key of late.recipes) expect(lateRecipe('recipes', key)).toEqual(allRecipes?.[key]);
    for (const key of late.slotRecipes) expect(lateRecipe('slotRecipes', key)).toEqual(allSlotRecipes?.[key]);
    // Registered late means not in the first system.
    for (const key of late.recipes) expect(recipes).not.toHaveProperty(key);
    for (const key of late.slotRecipes) expect(slotRecipes).not.toHaveProperty(key);
  });

  it('reports a component whose recipe is neither in the system nor registered', () => {
    const system = guardRecipes(createSystem(chakraPreset()));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    system.getRecipeFn('button');
    system.getRecipeFn('text');
    expect(spy).not.toHaveBeenCalled();
    system.getSlotRecipeFn('colorPicker');
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('"colorPicker"'));
    spy.mockClear();
    registerRecipes({ slotRecipes: { colorPicker: defaultConfig.theme!.slotRecipes!.colorPicker! } });
    system.getSlotRecipeFn('colorPicker');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
