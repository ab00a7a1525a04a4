// What only Chakra's global stylesheet needs: the preflight, the global CSS and the keyframes. They are made
// into a static stylesheet at build time (scripts/chakra-css-plugin.ts, from `stylesheetSystem`), so the
// browser's system (app/theme.ts) goes without them and nothing the browser loads imports this module.
import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { globalCss } from '@chakra-theme/global-css.js';
import { keyframes } from '@chakra-theme/tokens/keyframes.js';
import { scaleConfigRem, themeConfig } from './theme.ts';

/** Chakra's own, as in its defaultConfig. */
export const chakraGlobalStyles = defineConfig({ preflight: true, globalCss, theme: { keyframes } });

/** Ours, in Chakra's 16-px rem like the rest of the config (scaled with Chakra's). */
const brandGlobalStyles = defineConfig({
  globalCss: {
    // The brand palette is every component's default colorPalette (see app/theme.ts).
    html: { colorPalette: 'brand', bg: 'bg.outside' },
    body: {
      fontSize: 'sm',
      bg: 'bg.outside',
      color: 'fg',
      minHeight: '100dvh',
      WebkitTapHighlightColor: 'transparent',
    },
    'img, svg': { maxWidth: '100%' },
    // People may zoom (no maximum-scale in index.html); iOS Safari zooms into a focused field whose text is
    // under 16 px, so on iOS alone fields get 16 px text.
    'input, textarea, select': {
      '@supports (-webkit-touch-callout: none)': { fontSize: 'max(16px, 1em) !important' },
    },
  },
});

export const globalStylesConfig = scaleConfigRem(mergeConfigs(chakraGlobalStyles, brandGlobalStyles));

/** The app's system with its global styles: what ChakraProvider would inject is its `_global`. */
export const stylesheetSystem = createSystem(themeConfig(), globalStylesConfig);
