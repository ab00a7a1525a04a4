// Chakra's global stylesheet and the app's theme, made at build time instead of in the browser.
//
// The theme (`virtual:chakra-theme`): src/app/theme.ts composes Chakra's preset with ours, drops what the app
// never uses and scales every rem; the browser gets the result as JSON and app/system.ts makes the system from it.
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

/** `systemModule` exports `stylesheetSystem`, `themeModule` exports `themeData`; `alias` are the app's import
 *  aliases (the theme uses them). */
export function chakraCssPlugin({ systemModule, themeModule, alias }: { systemModule: string; themeModule: string; alias: AliasOptions }): Plugin[] {
  return [
    buildTimeModule('virtual:chakra-global.css', systemModule, alias,
      (module: { stylesheetSystem: SystemContext }) => chakraGlobalCss(module.stylesheetSystem)),
    buildTimeModule('virtual:chakra-theme', themeModule, alias,
      (module: { themeData: () => unknown }) => `export default JSON.parse(${JSON.stringify(plainJson(module.themeData()))});`),
    noGlobalInBrowser,
  ];
}

/** The theme as JSON (JSON.parse of a string is the quickest way for a browser to make a large object). A
 *  function in it would be lost: the build stops instead. */
export function plainJson(value: unknown): string {
  return JSON.stringify(value, (key, item: unknown) => {
    if (typeof item === 'function') throw new Error(`virtual:chakra-theme: "${key}" is a function; the theme must be plain data.`);
    return item;
  });
}

/** The module `id`, made by running `source` (with its imports) in Node through Vite's module runner and
 *  handing it to `make`. In dev it is made again when `source` or a project file it imports changes. */
function buildTimeModule<M>(id: string, source: string, alias: AliasOptions, make: (module: M) => string): Plugin {
  const resolvedId = `\0${id}`;
  // Project files the last generation read: a change to one of them makes the module stale.
  let sources = new Set<string>();
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    name: id.replace('virtual:', ''),
    // Filters keep rolldown from calling these hooks for every other module.
    resolveId: {
      filter: { id: new RegExp(`^${escaped}$`) },
      handler: () => resolvedId,
    },
    load: {
      filter: { id: new RegExp(`^\\0${escaped}$`) },
      async handler() {
        const { module, dependencies } = await runnerImport<M>(source, { resolve: { alias }, logLevel: 'warn' });
        sources = new Set([source, ...dependencies].filter((file) => !file.includes('/node_modules/')));
        for (const file of sources) this.addWatchFile(file);
        return make(module);
      },
    },
    hotUpdate({ file, modules }) {
      if (this.environment.name !== 'client' || !sources.has(file)) return;
      const made = this.environment.moduleGraph.getModuleById(resolvedId);
      if (!made) return;
      this.environment.moduleGraph.invalidateModule(made);
      return [...modules, made];
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
