// The Chakra theme. Two things differ from Chakra's defaults:
//
// 1. rem scaling. The root font size is a tenth of the viewport (lib/rem.ts): at the design width of 375 px,
//    1rem = 37.5 px. Chakra's tokens assume 1rem = 16 px, so every rem value of its config (tokens, semantic
//    tokens, recipes, slot recipes, global CSS, text/layer/animation styles, keyframes) is multiplied by
//    16 / 37.5: Chakra's "1rem" becomes 0.4267rem, which is 16 px at 375 px wide and grows with the screen up
//    to the 540 px column. Breakpoints stay in px (media queries ignore the root font size anyway).
//    Write our own sizes with Chakra tokens (p="4", fontSize="sm") or in 16-px-based rem inside brandConfig:
//    both are scaled. A raw px value in a component does NOT scale; use it only for hairlines.
//
// 2. brand. One palette, "brand" (orange, #FF6A00), is the default colorPalette, so solid buttons, focus rings,
//    checkboxes and tabs are orange without saying so. Semantic tokens name what colours are for.
//
// The global CSS (preflight, global styles, keyframes) is in app/globalStyles.ts: it only feeds the static
// stylesheet made at build time, so the browser's system (app/system.ts) goes without it.
//
// This module runs at build time: the browser gets the theme it makes, already merged, filtered and scaled, as
// data (`virtual:chakra-theme`, scripts/chakra-css-plugin.ts), and app/system.ts makes the system from that.
import { defineConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import { chakraPreset } from './chakraPreset.ts';
import { mapStrings, REM_SCALE, scaleRem } from './remScale.ts';

/** Scales the rem values of a config's theme and global CSS (not breakpoints, conditions or utilities). */
export function scaleConfigRem(config: SystemConfig, factor = REM_SCALE): SystemConfig {
  const scale = (text: string) => scaleRem(text, factor);
  const { breakpoints, ...theme } = config.theme ?? {};
  return {
    ...config,
    globalCss: config.globalCss ? mapStrings(config.globalCss, scale) : config.globalCss,
    theme: { ...mapStrings(theme, scale), breakpoints },
  };
}

const brand = {
  50: '#FFF4EB',
  100: '#FFE4CC',
  200: '#FFC899',
  300: '#FFA766',
  400: '#FF8833',
  500: '#FF6A00',
  600: '#E65C00',
  700: '#BF4B00',
  800: '#993C00',
  900: '#732D00',
  950: '#4D1E00',
};

const fontStack = [
  '-apple-system', 'BlinkMacSystemFont', '"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"',
  '"Noto Sans CJK SC"', '"Noto Sans SC"', '"Source Han Sans SC"', '"Helvetica Neue"', 'Arial', 'sans-serif',
].join(', ');

/** Our additions, written in Chakra's 16-px rem like the defaults (scaled together with them). */
export const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: { brand: Object.fromEntries(Object.entries(brand).map(([k, v]) => [k, { value: v }])) },
      fonts: { body: { value: fontStack }, heading: { value: fontStack } },
      sizes: {
        /** The content column (540 px = 10 of our rem at the cap; written in px because it is a cap). */
        column: { value: '540px' },
      },
    },
    semanticTokens: {
      colors: {
        // Text must reach 4.5:1 (WCAG AA). White on the brand orange #FF6A00 is 2.87:1, so fills that carry
        // text (solid buttons, badges) use a deeper orange (#C75000, 4.6:1) and orange text #BF4B00 (5.0:1 on
        // white, 4.6:1 on brand.subtle); the bright orange stays for what carries no text (icons, bars, borders).
        brand: {
          solid: { value: '#C75000' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          // Non-text contrast (3:1 against white) for the focus ring.
          focusRing: { value: '{colors.brand.600}' },
        },
        fg: {
          /** Chakra's gray.400 is 2.6:1 on white; secondary text still has to be read. */
          subtle: { value: '#6B6B75' },
          /** Field messages: Chakra's red.500 is 3.8:1 on white; red.700 reaches 4.5:1 on the grey page too. */
          error: { value: '{colors.red.700}' },
        },
        bg: {
          /** The column's background, between cards. */
          page: { value: '#F4F5F7' },
          /** Outside the 540 px column on wide screens. */
          outside: { value: '#E6E8EC' },
          /** Cards and bars. */
          surface: { value: 'white' },
        },
        /** Prices: red-orange, bolder than the brand (5.0:1 on white). */
        price: { value: '#D4300F' },
        /** Trust cues (包赔, 实名, 官方) (5.0:1 on white). */
        trust: { value: '#178046' },
      },
      sizes: {
        topBar: { value: '2.875rem' },
        tabBar: { value: '3.25rem' },
      },
    },
  },
});

let config: SystemConfig | undefined;
/** Chakra's preset with ours, rem-scaled: its theme is what the browser gets (virtual:chakra-theme). */
export function themeConfig(): SystemConfig {
  return (config ??= scaleConfigRem(mergeConfigs(chakraPreset(), brandConfig)));
}

/** What the browser's system is made from besides Chakra's base config (its conditions and utilities, which are
 *  functions): the CSS variables' names and the theme — plain data, served as `virtual:chakra-theme`. */
export function themeData(): ThemeData {
  const { conditions: _conditions, utilities: _utilities, ...data } = themeConfig();
  return data;
}

export type ThemeData = Omit<SystemConfig, 'conditions' | 'utilities'>;
