import { describe, expect, it, vi } from 'vitest';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { CHAKRA_RECIPE_KEYS, CHAKRA_SLOT_RECIPE_KEYS, chakraPreset, guardRecipes, recipes, slotRecipes } from './chakraPreset.ts';
import { chakraGlobalStyles } from './globalStyles.ts';
import { lateRecipe, registerRecipes } from './lateRecipes.ts';

// Every module of src/components/chakra/, i.e. every late recipe registration.
const chakraComponentModules = import.meta.glob('../components/chakra/*.ts');

describe('chakraPreset', () => {
  it('is Chakra’s default config with a subset of its recipes, minus the global styles', () => {
    const { recipes: allRecipes, slotRecipes: allSlotRecipes, keyframes, ...theme } = defaultConfig.theme ?? {};
    const { recipes: ours, slotRecipes: ourSlots, ...ourTheme } = chakraPreset.theme ?? {};
    expect(ourTheme).toEqual(theme);
    // The global stylesheet's part (app/globalStyles.ts).
    expect(chakraGlobalStyles).toEqual({
      preflight: defaultConfig.preflight, globalCss: defaultConfig.globalCss, theme: { keyframes },
    });
    expect(chakraPreset.globalCss).toBeUndefined();
    expect(chakraPreset.conditions).toEqual(defaultConfig.conditions);
    expect(chakraPreset.cssVarsPrefix).toBe(defaultConfig.cssVarsPrefix);
    expect(chakraPreset.cssVarsRoot).toBe(defaultConfig.cssVarsRoot);
    for (const [key, recipe] of Object.entries(ours ?? {})) expect(recipe).toEqual(allRecipes?.[key]);
    for (const [key, recipe] of Object.entries(ourSlots ?? {})) expect(recipe).toEqual(allSlotRecipes?.[key]);
    expect(CHAKRA_RECIPE_KEYS).toEqual(Object.keys(allRecipes ?? {}));
    expect(CHAKRA_SLOT_RECIPE_KEYS).toEqual(Object.keys(allSlotRecipes ?? {}));
    expect(Object.keys(recipes)).toContain('button');
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
    const system = guardRecipes(createSystem(chakraPreset));
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
