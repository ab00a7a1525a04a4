// The Chakra system the browser runs. Its theme comes made (virtual:chakra-theme: app/theme.ts composed, filtered
// and rem-scaled it at build time, scripts/chakra-css-plugin.ts serves the result as data), so a page's start
// only builds the system from it: composing and scaling the theme in the browser was ≈ 55 ms of every start
// on this machine's Chromium (≈ 4× that on a throttled phone).
import { createSystem, defaultBaseConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { createTokenDictionary } from '@chakra-styled-system/token-dictionary.js';
import theme from 'virtual:chakra-theme';
import { lateRecipe, type RecipeKind } from '@/components/chakra/lateRecipes.ts';
import { mapStrings, scaleRem } from './remScale.ts';

/** Every recipe Chakra 3.37 ships (names only; a test keeps the lists equal to Chakra's). */
export const CHAKRA_RECIPE_KEYS = [
  'badge', 'button', 'code', 'container', 'heading', 'input', 'inputAddon', 'kbd', 'link', 'mark', 'separator',
  'skeleton', 'skipNavLink', 'spinner', 'textarea', 'icon', 'checkmark', 'radiomark', 'colorSwatch',
];
export const CHAKRA_SLOT_RECIPE_KEYS = [
  'accordion', 'actionBar', 'alert', 'avatar', 'blockquote', 'breadcrumb', 'card', 'carousel', 'checkbox',
  'checkboxCard', 'codeBlock', 'collapsible', 'dataList', 'dateInput', 'datePicker', 'dialog', 'drawer', 'editable',
  'emptyState', 'field', 'fieldset', 'fileUpload', 'hoverCard', 'list', 'listbox', 'menu', 'nativeSelect',
  'numberInput', 'pinInput', 'popover', 'progress', 'progressCircle', 'radioCard', 'radioGroup', 'ratingGroup',
  'scrollArea', 'segmentGroup', 'select', 'combobox', 'slider', 'splitter', 'stat', 'steps', 'switch', 'table', 'tabs',
  'tag', 'tagsInput', 'toast', 'tooltip', 'status', 'timeline', 'colorPicker', 'qrCode', 'treeView', 'marquee',
  'floatingPanel',
];

/**
 * Outside production, a component asking for a Chakra recipe that is neither in the first system nor
 * registered (components/chakra/lateRecipes.ts) fails loudly instead of rendering bare. (Some components ask for keys
 * Chakra itself has no recipe for, e.g. "text": those are fine.)
 */
export function guardRecipes(system: SystemContext): SystemContext {
  if (import.meta.env.PROD && import.meta.env.MODE === 'production') return system;
  const { getRecipeFn, getSlotRecipeFn } = system;
  const firstRecipes = system._config.theme?.recipes ?? {};
  const firstSlotRecipes = system._config.theme?.slotRecipes ?? {};
  const check = (kind: RecipeKind, key: string) => {
    const [ours, chakras] = kind === 'recipes' ? [firstRecipes, CHAKRA_RECIPE_KEYS] : [firstSlotRecipes, CHAKRA_SLOT_RECIPE_KEYS];
    if (chakras.includes(key) && !(key in ours) && !lateRecipe(kind, key)) {
      console.error(`Chakra ${kind === 'recipes' ? 'recipe' : 'slot recipe'} "${key}" is not in the system: import its `
        + 'component from src/components/chakra/ (add a module there if there is none).');
    }
  };
  system.getRecipeFn = ((key: string, fallback?: unknown) => {
    check('recipes', key);
    return (getRecipeFn as (k: string, f?: unknown) => unknown)(key, fallback);
  }) as typeof getRecipeFn;
  system.getSlotRecipeFn = ((key: string, fallback?: unknown) => {
    check('slotRecipes', key);
    return (getSlotRecipeFn as (k: string, f?: unknown) => unknown)(key, fallback);
  }) as typeof getSlotRecipeFn;
  return system;
}

/**
 * Gives Chakra, the first time a component asks for it, a recipe registered after the system was made
 * (components/chakra/lateRecipes.ts), rem-scaled like the rest of the config. Chakra takes it as the lookup's fallback
 * (used when its theme has no such key) and caches the resulting recipe function under the key.
 */
function withLateRecipes(system: SystemContext): SystemContext {
  const { getRecipeFn, getSlotRecipeFn } = system;
  const scaled = new Map<string, unknown>();
  const late = (kind: RecipeKind, key: string) => {
    const id = `${kind}:${key}`;
    if (!scaled.has(id)) {
      const recipe = lateRecipe(kind, key);
      if (!recipe) return undefined;
      scaled.set(id, mapStrings(recipe, scaleRem));
    }
    return scaled.get(id);
  };
  system.getRecipeFn = ((key: string, fallback?: unknown) =>
    getRecipeFn(key, fallback ?? late('recipes', key))) as typeof getRecipeFn;
  system.getSlotRecipeFn = ((key: string, fallback?: unknown) =>
    getSlotRecipeFn(key, fallback ?? late('slotRecipes', key))) as typeof getSlotRecipeFn;
  return system;
}

/**
 * Chakra's base config (conditions and utilities: functions) beside the theme, which is already merged (at build
 * time, app/theme.ts): what mergeConfigs(defaultBaseConfig, theme) makes, without its deep clone and merge. In a
 * build createSystem takes it as it is (scripts/chakra-css-plugin.ts patches the merge out).
 */
export function systemConfig(): SystemConfig {
  return { ...defaultBaseConfig, ...theme };
}

let system: SystemContext | undefined;
/**
 * The system the browser runs, made on first use rather than when this module is evaluated (app/boot.tsx makes it
 * in steps beforehand, `makeAppSystem`).
 */
export function appSystem(): SystemContext {
  return (system ??= finish(createSystem(systemConfig())));
}

const finish = (made: SystemContext) => withLateRecipes(guardRecipes(made));

/** The token dictionary made in steps (a build's patched Chakra, scripts/chakra-css-plugin.ts). */
interface DictionaryInSteps {
  dictionary: ReturnType<typeof createTokenDictionary>;
  steps: (() => void)[];
}

/**
 * Makes the system in four tasks, `between()` resolving between them: in one, it was 83–105 ms of a load at 4× CPU,
 * mostly Chakra's token dictionary, which a build's Chakra makes in three steps on request (its registration, the
 * transforms and references, the views), createSystem doing the rest with it. Made at build time instead, the
 * dictionary would be data of ≈ 16 KB gzip, against the theme's 5 KB, on every first load (decision 0014). Outside
 * a build (dev, unit tests) Chakra is not patched and the system is made at once.
 */
export async function makeAppSystem(between: () => Promise<void>): Promise<void> {
  if (system || !import.meta.env.PROD) return void appSystem();
  const config = systemConfig();
  const { breakpoints, tokens, semanticTokens } = config.theme ?? {};
  const made = createTokenDictionary({ breakpoints, tokens, semanticTokens, prefix: config.cssVarsPrefix ?? 'chakra',
    inSteps: true } as Parameters<typeof createTokenDictionary>[0]) as unknown as DictionaryInSteps;
  for (const step of made.steps) {
    step();
    await between();
  }
  system ??= finish(createSystem({ ...config, tokenDictionary: made.dictionary } as SystemConfig));
}
