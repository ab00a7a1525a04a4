// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANDING_SCREENS } from '../vite.config.ts';

describe('the landing screens index.html preloads', () => {
  it('are the screens app/earlyStart.ts starts, for the same paths', () => {
    const source = readFileSync(new URL('../src/app/earlyStart.ts', import.meta.url), 'utf8');
    const started: Record<string, string> = {};
    for (const [, path, screen] of source.matchAll(/'(\/[^']*)': \([^)]*\) => \{\s*void import\('@\/([^']+)'\)/g)) {
      started[path] = `src/${screen}`;
    }
    for (const [, path, same] of source.matchAll(/starts\['([^']+)'\] = starts\['([^']+)'\]/g)) started[path] = started[same];
    expect(Object.keys(started).length).toBeGreaterThan(2);
    expect(started).toEqual(LANDING_SCREENS);
  });
});
