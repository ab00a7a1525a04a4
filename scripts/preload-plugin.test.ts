// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGES } from '../vite.config.ts';

describe('the landing pages index.html preloads', () => {
  it('are the screens and page-start modules app/earlyStart.ts starts, for the same paths', () => {
    const source = readFileSync(new URL('../src/app/earlyStart.ts', import.meta.url), 'utf8');
    const started: Record<string, { screen: string; early: string }> = {};
    const start = /'(\/[^']*)': \([^)]*\) => \(\{\s*screen: \(\) => import\('@\/([^']+)'\),[^]*?data: \(\) => import\('\.\/([^']+)'\)/g;
    for (const [, path, screen, early] of source.matchAll(start)) started[path] = { screen: `src/${screen}`, early: `src/app/${early}` };
    for (const [, path, same] of source.matchAll(/starts\['([^']+)'\] = starts\['([^']+)'\]/g)) started[path] = started[same];
    expect(Object.keys(started).length).toBeGreaterThan(2);
    expect(started).toEqual(LANDING_PAGES);
  });
});
