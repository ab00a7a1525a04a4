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
// system with nothing to inject.
//
// Both modules come from one run of src/app/chakraBuildTime.ts in Node: importing Chakra through Vite's module
// runner takes ≈ 5 s of a core here. The result is kept in Vite's cache folder (node_modules/.vite) with a key
// made of the project files that run read, the installed packages (node_modules/.package-lock.json) and this
// plugin's code: the next build or dev server start whose key is the same (every one until one of those
// changes; `npm test` builds twice and starts the dev server once) reads it instead. In dev both modules are
// made again when one of those project files changes.
//
// createSystem would still compute `_global` eagerly (about half of its time in the browser: a css() pass
// over every token), for nobody now, so the production bundle gets Chakra's system.js without that line (and
// without the preflight, also only in the stylesheet). Nor does it merge its configs there: app/system.ts hands
// it one, Chakra's base config beside the theme merged at build time (what mergeConfigs would make of the two,
// a test checks it), so the deep clone and merge of both (≈ 5–20 ms of a start here) and their code go. And the
// token dictionary, most of createSystem's work (83–105 ms of one task in a load at 4× CPU), can be made in steps,
// each in a task of its own (app/system.ts, `makeAppSystem`): `createTokenDictionary({ inSteps: true })` hands back
// its three steps instead of running them, and createSystem takes the made dictionary as `config.tokenDictionary`.
// The exact texts are replaced, and the build fails if one is not there (a Chakra upgrade moved it: look again).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { runnerImport, type AliasOptions, type Plugin } from 'vite';
import type { SystemContext } from '@chakra-ui/react';

// Text in Chakra's styled-system files replaced for the browser. system.js: the eager `_global`, the merge, the
// preflight (its CSS comes from the stylesheet; without the call, preflight.js, ≈ 1 KB gzip, leaves the bundle)
// and a dictionary made beforehand. token-dictionary.js: its making in steps, on request.
export const BROWSER_PATCHES: Record<string, [from: string, to: string][]> = {
  'system.js': [
    ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'const _global = [];'],
    ["import { mergeConfigs } from './merge-config.js';", ''],
    ['const config = mergeConfigs(...configs);',
      'if (configs.length !== 1) throw new Error("createSystem takes one config, merged at build time (app/system.ts)");\n  const config = configs[0];'],
    ["import { createPreflight } from './preflight.js';", ''],
    ['const result = createPreflight({ preflight });', 'const result = {};'],
    ['const tokens = createTokenDictionary({', 'const tokens = config.tokenDictionary ?? createTokenDictionary({'],
  ],
  'token-dictionary.js': [
    // setupViews becomes a step of its own (a third of the work).
    ['    applyTransforms("post");\n    setupViews();\n  }', '    applyTransforms("post");\n  }'],
    ['  registerTokens();\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  build();\n  return dictionary;',
      '  const steps = [registerTokens, () => {\n    registerTransform(...tokenTransforms);\n    registerMiddleware(...tokenMiddlewares);\n    build();\n  }, setupViews];\n'
      + '  if (options.inSteps) return { dictionary, steps };\n  for (const step of steps) step();\n  return dictionary;'],
  ],
};

/** `code` of Chakra's styled-system/`file` with its patches; throws naming the first text that is not there. */
export function patchChakra(file: string, code: string): string {
  let patched = code;
  for (const [from, to] of BROWSER_PATCHES[file] ?? []) {
    if (!patched.includes(from)) throw new Error(`Chakra's ${file} no longer has "${from}": see scripts/chakra-css-plugin.ts.`);
    patched = patched.replace(from, to);
  }
  return patched;
}

/** What ChakraProvider gives emotion's <Global>, as CSS text (emotion's server-side serialisation). */
export function chakraGlobalCss(system: SystemContext): string {
  const cache = createCache({ key: 'css' });
  const serialize = (styles: unknown) =>
    cache.insert('', serializeStyles([styles as never]), cache.sheet, false) as unknown as string;
  const layerOrder = system._config.disableLayers ? '' : serialize(system.layers.atRule);
  return layerOrder + serialize(system._global);
}

/** What the build-time module exports (src/app/chakraBuildTime.ts). */
interface BuildTimeModule {
  stylesheetSystem: SystemContext;
  themeData: () => unknown;
}

/** The two modules' text and the project files the run read. */
export interface Made {
  css: string;
  theme: string;
  sources: string[];
}

const MODULE_IDS = ['virtual:chakra-global.css', 'virtual:chakra-theme'];

/** `buildTimeModule` exports `stylesheetSystem` and `themeData`; `alias` are the app's import aliases (the theme
 *  uses them). */
export function chakraCssPlugin({ buildTimeModule, alias }: { buildTimeModule: string; alias: AliasOptions }): Plugin[] {
  let made: Promise<Made> | undefined;
  // Project files the last run read: a change to one of them makes both modules stale.
  let sources = new Set<string>();
  let cacheFile = '';
  let extraKeys: string[] = [];
  return [
    {
      name: 'chakra-build-time',
      configResolved(config) {
        cacheFile = path.join(config.cacheDir, 'chakra-build-time.json');
        extraKeys = [path.join(config.root, 'node_modules/.package-lock.json'), fileURLToPath(import.meta.url)];
      },
      // Filters keep rolldown from calling these hooks for every other module.
      resolveId: {
        filter: { id: /^virtual:chakra-(global\.css|theme)$/ },
        handler: (id) => `\0${id}`,
      },
      load: {
        filter: { id: /^\0virtual:chakra-(global\.css|theme)$/ },
        async handler(id) {
          made ??= cachedMade(cacheFile, extraKeys, () => runBuildTimeModule(buildTimeModule, alias));
          const result = await made;
          sources = new Set(result.sources);
          for (const file of sources) this.addWatchFile(file);
          return id.endsWith('.css') ? result.css : result.theme;
        },
      },
      hotUpdate({ file, modules }) {
        if (this.environment.name !== 'client' || !sources.has(file)) return;
        made = undefined;
        const { moduleGraph } = this.environment;
        const stale = MODULE_IDS.map((id) => moduleGraph.getModuleById(`\0${id}`)).filter((m) => m !== undefined);
        for (const module of stale) moduleGraph.invalidateModule(module);
        return [...modules, ...stale];
      },
    },
    browserPatches,
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

/** Runs the build-time module in Node through Vite's module runner (it is TypeScript and uses the aliases). */
async function runBuildTimeModule(source: string, alias: AliasOptions): Promise<Made> {
  const { module, dependencies } = await runnerImport<BuildTimeModule>(source, { resolve: { alias }, logLevel: 'warn' });
  return {
    css: chakraGlobalCss(module.stylesheetSystem),
    theme: `export default JSON.parse(${JSON.stringify(plainJson(module.themeData()))});`,
    sources: [source, ...dependencies].filter((file) => !file.includes('/node_modules/')),
  };
}

/** What `run` made last time, from `cacheFile`, if its sources and `extraKeys` (files too) are byte for byte
 *  what they were; else runs it and stores the result. Writes go through a rename, so a build and a dev server
 *  starting together never read half a file. */
export async function cachedMade(cacheFile: string, extraKeys: string[], run: () => Promise<Made>): Promise<Made> {
  const keyOf = (sources: string[]) => {
    const hash = createHash('sha256');
    for (const file of [...sources, ...extraKeys]) hash.update(`${file}\0`).update(existsSync(file) ? readFileSync(file) : '(none)');
    return hash.digest('hex');
  };
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as Made & { key: string };
    if (cached.key === keyOf(cached.sources)) return { css: cached.css, theme: cached.theme, sources: cached.sources };
  } catch {
    // No cache yet, or one this code cannot read: made below.
  }
  const made = await run();
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  const partial = `${cacheFile}.${process.pid}`;
  writeFileSync(partial, JSON.stringify({ ...made, key: keyOf(made.sources) }));
  renameSync(partial, cacheFile);
  return made;
}

const browserPatches: Plugin = {
  name: 'chakra-browser-patches',
  apply: 'build',
  transform: {
    filter: { id: /\/@chakra-ui\/react\/dist\/esm\/styled-system\/(system|token-dictionary)\.js$/ },
    handler(code, id) {
      try {
        return { code: patchChakra(path.basename(id), code), map: null };
      } catch (error) {
        this.error((error as Error).message);
      }
    },
  },
};
