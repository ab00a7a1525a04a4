import { describe, expect, it, vi } from 'vitest';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { CHAKRA_RECIPE_KEYS, CHAKRA_SLOT_RECIPE_KEYS, chakraPreset, guardRecipes, recipes, slotRecipes } from './chakraPreset.ts';

describe('chakraPreset', () => {
  it('is Chakra’s default config with a subset of its recipes', () => {
    const { recipes: allRecipes, slotRecipes: allSlotRecipes, ...theme } = defaultConfig.theme ?? {};
    const { recipes: ours, slotRecipes: ourSlots, ...ourTheme } = chakraPreset.theme ?? {};
    expect(ourTheme).toEqual(theme);
    expect(chakraPreset.globalCss).toEqual(defaultConfig.globalCss);
    expect(chakraPreset.conditions).toEqual(defaultConfig.conditions);
    expect(chakraPreset.cssVarsPrefix).toBe(defaultConfig.cssVarsPrefix);
    expect(chakraPreset.cssVarsRoot).toBe(defaultConfig.cssVarsRoot);
    for (const [key, recipe] of Object.entries(ours ?? {})) expect(recipe).toEqual(allRecipes?.[key]);
    for (const [key, recipe] of Object.entries(ourSlots ?? {})) expect(recipe).toEqual(allSlotRecipes?.[key]);
    expect(CHAKRA_RECIPE_KEYS).toEqual(Object.keys(allRecipes ?? {}));
    expect(CHAKRA_SLOT_RECIPE_KEYS).toEqual(Object.keys(allSlotRecipes ?? {}));
    expect(Object.keys(recipes)).toContain('button');
    expect(Object.keys(slotRecipes)).toContain('dialog');
  });

  it('reports a component whose recipe was left out', () => {
    const system = guardRecipes(createSystem(chakraPreset));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    system.getRecipeFn('button');
    system.getRecipeFn('text');
    expect(spy).not.toHaveBeenCalled();
    system.getSlotRecipeFn('colorPicker');
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('"colorPicker"'));
    spy.mockRestore();
  });
});
