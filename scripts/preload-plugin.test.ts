// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGES } from '../vite.config.ts';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe('the landing pages index.html preloads', () => {
  it('are the paths and page-start modules app/earlyStart.ts starts, with the screens router.tsx shows there', () => {
    const starts: Record<string, string> = {};
    for (const [, path, early] of read('src/app/earlyStart.ts').matchAll(/'(\/[^']*)': \([^)]*\) => import\('\.\/([^']+)'\)/g)) {
      starts[path] = `src/app/${early}`;
    }
    for (const [, path, same] of read('src/app/earlyStart.ts').matchAll(/starts\['([^']+)'\] = starts\['([^']+)'\]/g)) starts[path] = starts[same];
    const screens: Record<string, string> = {};
    for (const [, name, screen] of read('src/app/router.tsx').matchAll(/screen\('(\w+)', \{[^}]*\}, \(\) => import\('@\/([^']+)'\)/g)) {
      screens[`/index/${name}`] = `src/${screen}`;
    }
    // '/' and '/index' redirect to home (router.tsx redirectRoute).
    screens['/'] = screens['/index'] = screens['/index/home'];
    expect(Object.keys(starts).length).toBeGreaterThan(2);
    expect(Object.fromEntries(Object.keys(starts).map((path) => [path, { screen: screens[path], early: starts[path] }]))).toEqual(LANDING_PAGES);
  });
});
