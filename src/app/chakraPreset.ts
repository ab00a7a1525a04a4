// Chakra's default theme, with only the recipes the first screens render.
//
// Why: `defaultConfig` from '@chakra-ui/react' carries every recipe of every component (≈ 26 KB gzip of
// the ≈ 44 KB its theme weighs) and cannot be tree-shaken, because the theme is built by a function call at
// module level. The home page must fit in 170 KB of JS+CSS, so we assemble the same config from Chakra's
// own theme modules (reached through the `@chakra-theme/*` alias in vite.config.ts, vitest.config.ts and
// tsconfig.json). The recipes listed here are those of the components that the app shell and the landing
// screens (home, goodList, goodDetail) render; every other component the app uses is imported from
// src/components/chakra/, whose module registers its recipe (components/chakra/lateRecipes.ts), so that recipe loads with
// the screens that need it. A component whose recipe is in neither place would render unstyled:
// `guardRecipes` (app/system.ts) turns that into a console.error outside production builds, which fails every test.
import { defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import { breakpoints } from '@chakra-theme/breakpoints.js';
import { layerStyles } from '@chakra-theme/layer-styles.js';
import { animationStyles } from '@chakra-theme/motion-styles.js';
import { textStyles } from '@chakra-theme/text-styles.js';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows.js';
import { animations } from '@chakra-theme/tokens/animations.js';
import { borders } from '@chakra-theme/tokens/borders.js';
import { colors } from '@chakra-theme/tokens/colors.js';
import { cursor } from '@chakra-theme/tokens/cursor.js';
import { durations } from '@chakra-theme/tokens/durations.js';
import { easings } from '@chakra-theme/tokens/easings.js';
import { fontSizes } from '@chakra-theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-theme/tokens/font-weights.js';
import { fonts } from '@chakra-theme/tokens/fonts.js';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-theme/tokens/line-heights.js';
import { radii } from '@chakra-theme/tokens/radius.js';
import { sizes } from '@chakra-theme/tokens/sizes.js';
import { spacing } from '@chakra-theme/tokens/spacing.js';
import { zIndices } from '@chakra-theme/tokens/z-indices.js';
import { buttonRecipe } from '@chakra-theme/recipes/button.js';
import { headingRecipe } from '@chakra-theme/recipes/heading.js';
import { iconRecipe } from '@chakra-theme/recipes/icon.js';
import { inputRecipe } from '@chakra-theme/recipes/input.js';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton.js';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner.js';

/** The recipes of the components the first screens render (see above for the others). */
export const recipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {};

/**
 * Chakra's defaultConfig, with only the recipes above (same tokens and styles), and without what only its
 * global stylesheet needs — preflight, global CSS, keyframes: see app/globalStyles.ts.
 */
/**
 * Chakra's palettes the app never names (yellow, teal, cyan, pink): each is 11 colour tokens and 7 semantic
 * ones, a CSS variable apiece in every page's stylesheet and work for the token dictionary at start.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'pink']);

function withoutPalettes<T extends object>(tokens: T): T {
  return Object.fromEntries(Object.entries(tokens).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * The light value of every semantic token. The app has no dark mode (nothing ever sets the `dark` class), so
 * the `_dark` half would only add a second set of variables to the stylesheet.
 */
export function lightOnly<T>(tokens: T): T {
  if (tokens === null || typeof tokens !== 'object') return tokens;
  const entries = Object.entries(tokens as Record<string, unknown>).map(([key, item]) => {
    if (key === 'value' && item !== null && typeof item === 'object' && '_light' in item) {
      return [key, (item as { _light: unknown })._light];
    }
    return [key, lightOnly(item)];
  });
  return Object.fromEntries(entries) as T;
}

/**
 * The layer styles the app's recipes name: `disabled` (most of them) and the tabs' indicators. Chakra's others
 * (fill.*, outline.*, the other indicators) are named by no recipe the app loads and by no screen (a test checks
 * both), so they are not in every page's theme data. A screen wanting one adds it here.
 */
export const USED_LAYER_STYLES = ['disabled', 'indicator.bottom', 'indicator.end', 'none'];

const usedLayerStyles = Object.fromEntries(Object.entries(layerStyles).filter(([name]) => USED_LAYER_STYLES.includes(name)));

/**
 * Token groups and sizes no screen and no Chakra recipe names (a test checks both): the aspect ratios
 * (`aspectRatio="wide"`), the blurs, the fraction sizes (`w="1/2"`) and the viewport ones (`h="dvh"`, `maxW="prose"`).
 * Each token is a CSS variable in every page's stylesheet, an entry in the theme data and work for the token
 * dictionary at start. A literal value (`h="100dvh"`, `w="50%"`) still works without them.
 */
export const UNUSED_TOKEN_GROUPS = ['aspectRatios', 'blurs'];
export const UNUSED_SIZES = /^(\d+\/\d+|[dsl]?v[hw]|prose)$/;

const usedSizes = Object.fromEntries(Object.entries(sizes).filter(([name]) => !UNUSED_SIZES.test(name)));

let preset: SystemConfig | undefined;
/** Chakra's base config with the parts of its theme we keep (composed at build time: see app/theme.ts). */
export function chakraPreset(): SystemConfig {
  return (preset ??= mergeConfigs(defaultBaseConfig, defineConfig({
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    theme: {
      breakpoints,
      tokens: {
        animations, borders, colors: withoutPalettes(colors), durations, easings, fonts, fontSizes,
        fontWeights, letterSpacings, lineHeights, radii, spacing, sizes: usedSizes, zIndex: zIndices, cursor,
      },
      semanticTokens: {
        colors: lightOnly(withoutPalettes(semanticColors)),
        shadows: lightOnly(semanticShadows),
        radii: semanticRadii,
      },
      recipes,
      slotRecipes,
      textStyles,
      layerStyles: usedLayerStyles,
      animationStyles,
    },
  })));
}
