// Text colours of the theme reach WCAG AA (4.5:1) on the backgrounds they are used on, and people may zoom.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem } from './system.ts';

/** The value of a colour token, following references such as {colors.brand.700}. */
function colour(path: string): string {
  const system = appSystem();
  const token = system.tokens.getByName(`colors.${path}`);
  const value = String(token?.originalValue ?? path);
  const ref = /^\{colors\.(.+)\}$/.exec(value);
  return ref ? colour(ref[1]) : value;
}

function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = '#ffffff';

describe('colour contrast', () => {
  it('resolves the theme’s tokens to colours', () => {
    expect(colour('brand.500')).toBe('#FF6A00');
    expect(colour('brand.fg')).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('white text on the brand fill (solid buttons, badges) is at least 4.5:1', () => {
    expect(colour('brand.contrast')).toBe('white');
    expect(contrast(colour('brand.solid'), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('orange, price, trust, secondary and error text are at least 4.5:1 on white, the page and brand.subtle', () => {
    for (const fg of ['brand.fg', 'price', 'trust', 'fg.subtle', 'fg.error']) {
      for (const bg of [WHITE, colour('bg.page'), colour('brand.subtle')]) {
        expect(contrast(colour(fg), bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('the bright brand orange alone would fail (why the fills are deeper)', () => {
    expect(contrast(colour('brand.500'), WHITE)).toBeLessThan(3);
  });
});

describe('index.html', () => {
  it('lets people zoom (no maximum-scale or user-scalable=no)', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const viewport = /<meta name="viewport" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toMatch(/maximum-scale|user-scalable\s*=\s*no/);
  });
});
