// Chakra's global stylesheet, made at build time instead of in the browser.
//
// ChakraProvider injects, through emotion's <Global>, the cascade-layer order plus `system._global`: the
// preflight, the global CSS (with every keyframes) and one CSS variable per token, light and dark. Emotion
// serialises all of it with stylis on the main thread at start-up — thousands of declarations, the same for
// every visitor. This plugin runs the app's system with its global styles (`stylesheetSystem`, from
// src/app/globalStyles.ts) in Node with Vite's module runner, serialises those styles with emotion exactly
// as <Global> does (same serializer, same stylis plugins: emotion's server path returns the rules instead of
// inserting them) and serves the result as the CSS module `virtual:chakra-global.css`. app/boot.tsx imports
// it, so Vite emits a stylesheet fetched beside the framework chunk; app/provider.tsx then hands Chakra a
// system with nothing to inject. In dev the module is regenerated when globalStyles.ts or any project file
// it imports changes.
//
// createSystem would still compute `_global` eagerly (about half of its time in the browser: a css() pass
// over every token), for nobody now, so the production bundle gets Chakra's system.js without that line (and
// without the preflight, also only in the stylesheet). The exact texts are replaced, and the build fails if
// one is not there (a Chakra upgrade moved it: look again).
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { runnerImport, type AliasOptions, type Plugin } from 'vite';
import type { SystemContext } from '@chakra-ui/react';

const RESOLVED_ID = '\0virtual:chakra-global.css';
// Text in Chakra's system.js replaced for the browser: the eager `_global`, and the preflight (its CSS comes
// from the stylesheet; without the call, preflight.js, ≈ 1 KB gzip, leaves the bundle).
const BROWSER_PATCHES: [from: string, to: string][] = [
  ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'const _global = [];'],
  ["import { createPreflight } from './preflight.js';", ''],
  ['const result = createPreflight({ preflight });', 'const result = {};'],
];

/** What ChakraProvider gives emotion's <Global>, as CSS text (emotion's server-side serialisation). */
export function chakraGlobalCss(system: SystemContext): string {
  const cache = createCache({ key: 'css' });
  const serialize = (styles: unknown) =>
    cache.insert('', serializeStyles([styles as never]), cache.sheet, false) as unknown as string;
  const layerOrder = system._config.disableLayers ? '' : serialize(system.layers.atRule);
  return layerOrder + serialize(system._global);
}

/** `systemModule` exports `stylesheetSystem`; `alias` are the app's import aliases (the theme uses them). */
export function chakraCssPlugin({ systemModule, alias }: { systemModule: string; alias: AliasOptions }): Plugin[] {
  return [globalCssModule(systemModule, alias), noGlobalInBrowser];
}

function globalCssModule(systemModule: string, alias: AliasOptions): Plugin {
  // Project files the last generation read: a change to one of them makes the stylesheet stale.
  let sources = new Set<string>();
  return {
    name: 'chakra-global-css',
    // Filters keep rolldown from calling these hooks for every other module.
    resolveId: {
      filter: { id: /^virtual:chakra-global\.css$/ },
      handler: () => RESOLVED_ID,
    },
    load: {
      filter: { id: /^\0virtual:chakra-global\.css$/ },
      async handler() {
        const { module, dependencies } = await runnerImport<{ stylesheetSystem: SystemContext }>(systemModule, {
          resolve: { alias },
          logLevel: 'warn',
        });
        sources = new Set([systemModule, ...dependencies].filter((file) => !file.includes('/node_modules/')));
        for (const file of sources) this.addWatchFile(file);
        return chakraGlobalCss(module.stylesheetSystem);
      },
    },
    hotUpdate({ file, modules }) {
      if (this.environment.name !== 'client' || !sources.has(file)) return;
      const stylesheet = this.environment.moduleGraph.getModuleById(RESOLVED_ID);
      if (!stylesheet) return;
      this.environment.moduleGraph.invalidateModule(stylesheet);
      return [...modules, stylesheet];
    },
  };
}

const noGlobalInBrowser: Plugin = {
  name: 'chakra-no-global-in-browser',
  apply: 'build',
  transform: {
    filter: { id: /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/ },
    handler(code) {
      let patched = code;
      for (const [from, to] of BROWSER_PATCHES) {
        if (!patched.includes(from)) {
          this.error(`Chakra's system.js no longer has "${from}": see scripts/chakra-css-plugin.ts.`);
        }
        patched = patched.replace(from, to);
      }
      return { code: patched, map: null };
    },
  },
};
