// @vitest-environment node
// (Node, like the build: emotion's server path returns the CSS instead of inserting it into a document.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesheetSystem } from '@/app/globalStyles.ts';
import { scaleRem } from '@/app/remScale.ts';
import { themeData } from '@/app/theme.ts';
import { cachedMade, chakraGlobalCss, plainJson, type Made } from './chakra-css-plugin.ts';

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
    expect(Object.keys(data.theme?.recipes ?? {})).toEqual(expect.arrayContaining(['button', 'badge']));
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
