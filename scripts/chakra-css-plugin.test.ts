// @vitest-environment node
// (Node, like the build: emotion's server path returns the CSS instead of inserting it into a document.)
import { describe, expect, it } from 'vitest';
import { stylesheetSystem } from '@/app/globalStyles.ts';
import { scaleRem } from '@/app/remScale.ts';
import { themeData } from '@/app/theme.ts';
import { chakraGlobalCss, plainJson } from './chakra-css-plugin.ts';

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
