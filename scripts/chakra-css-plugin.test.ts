// @vitest-environment node
// (Node, like the build: emotion's server path returns the CSS instead of inserting it into a document.)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesheetSystem } from '@/app/globalStyles.ts';
import { scaleRem } from '@/app/remScale.ts';
import { themeData } from '@/app/theme.ts';
import { createSystem, type SystemContext } from '@chakra-ui/react';
import type { TokenDictionary } from '@chakra-styled-system/types.js';
import { systemConfig } from '@/app/system.ts';
import { cachedMade, chakraGlobalCss, patchChakra, plainJson, type Made } from './chakra-css-plugin.ts';

describe('Chakra’s global stylesheet', () => {
  const css = chakraGlobalCss(stylesheetSystem);

  it('declares the cascade layers first, then the preflight, global styles and tokens in them', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css.indexOf('@layer reset{')).toBeLessThan(css.indexOf('@layer base{'));
    expect(css.indexOf('@layer base{')).toBeLessThan(css.indexOf('@layer tokens{'));
  });

  it('carries the rem-scaled tokens, the brand palette and the keyframes', () => {
    expect(css).toContain('--chakra-colors-brand-500:#FF6A00;');
    expect(css).toContain(`--chakra-font-sizes-md:${scaleRem('1rem')};`);
    expect(css).toContain(`--chakra-sizes-top-bar:${scaleRem('2.875rem')};`);
    expect(css).toContain('@keyframes spin{');
    expect(css).toMatch(/html\{[^}]*--chakra-colors-color-palette-solid:var\(--chakra-colors-brand-solid\)/);
  });

  it('gives fields 16 px text on iOS, so a focused field does not zoom the page (people may zoom themselves)', () => {
    expect(css).toMatch(/@supports \(-webkit-touch-callout: ?none\)\{[^}]*input, ?textarea, ?select\{font-size:max\(16px, ?1em\) ?!important/);
  });
});

describe('the theme served as data (virtual:chakra-theme)', () => {
  it('is the whole theme, rem-scaled, and comes back equal from its JSON', () => {
    const data = themeData();
    const json = plainJson(data);
    expect(JSON.parse(json)).toEqual(data);
    expect(data.cssVarsPrefix).toBe('chakra');
    expect(data.theme?.tokens?.fontSizes).toMatchObject({ md: { value: scaleRem('1rem') } });
    expect(Object.keys(data.theme?.recipes ?? {})).toEqual(expect.arrayContaining(['button', 'input']));
  });

  it('stops the build on a function rather than losing it', () => {
    expect(() => plainJson({ theme: { recipes: { x: { transform: () => ({}) } } } })).toThrow(/"transform" is a function/);
  });
});

describe('the made modules kept between builds (cachedMade)', () => {
  it('runs again only when a source or a key file changed, and reads the kept result otherwise', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chakra-made-'));
    const source = path.join(dir, 'theme.ts');
    const lock = path.join(dir, 'package-lock.json');
    writeFileSync(source, 'export const a = 1;');
    writeFileSync(lock, '{"v":1}');
    const cacheFile = path.join(dir, 'cache', 'made.json');
    let runs = 0;
    const run = async (): Promise<Made> => ({ css: `css ${++runs}`, theme: `theme ${runs}`, sources: [source] });
    const made = () => cachedMade(cacheFile, [lock], run);

    expect(await made()).toEqual({ css: 'css 1', theme: 'theme 1', sources: [source] });
    expect(await made()).toMatchObject({ css: 'css 1' });
    writeFileSync(source, 'export const a = 2;');
    expect(await made()).toMatchObject({ css: 'css 2' });
    expect(await made()).toMatchObject({ css: 'css 2' });
    writeFileSync(lock, '{"v":2}');
    expect(await made()).toMatchObject({ css: 'css 3' });
    writeFileSync(cacheFile, '{ not json');
    expect(await made()).toMatchObject({ css: 'css 4' });
    expect(runs).toBe(4);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('the browser build’s Chakra (patchChakra)', () => {
  const styledSystem = path.resolve('node_modules/@chakra-ui/react/dist/esm/styled-system');
  /** Chakra's styled-system/`file` as the build patches it, written beside the project's packages (so its bare
   *  imports resolve) with its relative imports pointing at Chakra's own files, or at the other patched ones. */
  async function patched(files: string[]): Promise<Record<string, Record<string, unknown>>> {
    mkdirSync(path.resolve('node_modules/.cache'), { recursive: true }); // not there on a fresh install
    const dir = mkdtempSync(path.resolve('node_modules/.cache/chakra-patched-'));
    try {
      for (const file of files) {
        const code = patchChakra(file, readFileSync(path.join(styledSystem, file), 'utf8'))
          .replace(/from '(\.\.?\/[^']+)'/g, (_, relative: string) => {
            const target = path.basename(relative);
            return `from '${files.includes(target) && relative === `./${target}` ? path.join(dir, target) : path.join(styledSystem, relative)}'`;
          });
        writeFileSync(path.join(dir, file), code);
      }
      return Object.fromEntries(await Promise.all(files.map(async (file) => [file, await import(/* @vite-ignore */ path.join(dir, file)) as Record<string, unknown>])));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('makes the token dictionary in steps, on request, exactly as at once', async () => {
    const { 'token-dictionary.js': stepped } = await patched(['token-dictionary.js']);
    const create = stepped.createTokenDictionary as (options: object) => TokenDictionary | { dictionary: TokenDictionary; steps: (() => void)[] };
    const { theme = {}, cssVarsPrefix: prefix } = systemConfig();
    const options = { breakpoints: theme.breakpoints, tokens: theme.tokens, semanticTokens: theme.semanticTokens, prefix };
    const atOnce = create(options) as TokenDictionary;
    const inSteps = create({ ...options, inSteps: true }) as { dictionary: TokenDictionary; steps: (() => void)[] };
    expect(inSteps.steps).toHaveLength(3);
    expect(inSteps.dictionary.allTokens).toHaveLength(0);
    for (const step of inSteps.steps) step();
    const views = (dictionary: TokenDictionary) => ({
      tokens: dictionary.allTokens.map((token) => [token.name, token.value, token.extensions.condition, token.extensions.cssVar]),
      flatMap: dictionary.flatMap, cssVarMap: dictionary.cssVarMap, colorPaletteMap: dictionary.colorPaletteMap,
      categories: [...dictionary.categoryMap].map(([category, map]) => [category, [...map.keys()]]),
    });
    expect(views(inSteps.dictionary)).toEqual(views(atOnce));
    expect(atOnce.allTokens.length).toBeGreaterThan(400);
  });

  it('makes the same system from a dictionary made beforehand (createSystem’s config.tokenDictionary)', async () => {
    const { 'system.js': system, 'token-dictionary.js': dictionaries } = await patched(['system.js', 'token-dictionary.js']);
    const createPatched = system.createSystem as (config: object) => SystemContext;
    const config = systemConfig();
    const { theme = {}, cssVarsPrefix: prefix } = config;
    const made = (dictionaries.createTokenDictionary as (options: object) => { dictionary: TokenDictionary; steps: (() => void)[] })(
      { breakpoints: theme.breakpoints, tokens: theme.tokens, semanticTokens: theme.semanticTokens, prefix, inSteps: true });
    for (const step of made.steps) step();
    const fromSteps = createPatched({ ...config, tokenDictionary: made.dictionary });
    const reference = createSystem(config);
    const styles = { colorPalette: 'brand', bg: 'colorPalette.solid', p: '4', fontSize: 'sm', rounded: 'md', shadow: 'sm', md: { px: '6' } };
    expect(fromSteps.css(styles)).toEqual(reference.css(styles));
    expect(fromSteps.token('colors.brand.500')).toBe(reference.token('colors.brand.500'));
    expect(fromSteps.tokens.getVar('spacing.4')).toBe(reference.tokens.getVar('spacing.4'));
    expect(fromSteps.getRecipeFn('button')({ size: 'md', variant: 'solid' })).toEqual(reference.getRecipeFn('button')({ size: 'md', variant: 'solid' }));
  });

  it('stops the build when a patched text is no longer in Chakra', () => {
    expect(() => patchChakra('token-dictionary.js', 'export {}')).toThrow(/no longer has/);
  });
});
