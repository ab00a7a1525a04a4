// The mock's rooms (README "Layout"): route handlers change nothing themselves (the domain/ rooms do); fixtures/
// is reached through its one door (lib/fixtures.ts) and never imports the mock; no import circle at run time (a
// preset's throwaway mock is built by the factory app.ts hands down, presets.ts never imports app.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOOR = 'mock-server/lib/fixtures.ts';

/** The non-test TypeScript files of a folder, by their path from the project's root. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts') && !f.split(/[\\/]/).includes('test'))
    .map((f) => join(dir, f));
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative imports of a file, resolved from the project's root; `type` when erased at run time. */
function importsOf(file: string): { target: string; type: boolean }[] {
  return [...readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)]
    .map((m) => ({ spec: m[2] ?? m[3] ?? '', type: m[1] !== undefined }))
    .filter((i) => i.spec.startsWith('.'))
    .map((i) => ({ target: normalize(join(dirname(file), i.spec)), type: i.type }));
}

/** The store's writes: its mutators, a table's push, a per-user table written, a session made or ended. */
const STORE_WRITE = /\bstore\.(changed|nextId|updateGoods|addGoods|addOrder|addMessage|indexUser|touchGoods)\(|\bdb\.\w+\.(push|splice)\(|userMap\([^)]*\)\.(set|delete)\(|sessions\.(create|end|endAll)\(/;

describe('the rooms of the mock', () => {
  const mock = sources('mock-server');

  it('route handlers write nothing to the store themselves: they call domain/', () => {
    const writes = sources('mock-server/routes').flatMap((f) => readFileSync(join(ROOT, f), 'utf8').split('\n')
      .map((line, i) => ({ line, at: `${f}:${i + 1}` })).filter((l) => STORE_WRITE.test(l.line)).map((l) => `${l.at}: ${l.line.trim()}`));
    expect(writes).toEqual([]);
  });

  it('only lib/fixtures.ts imports fixtures/; fixtures/ never imports the mock', () => {
    const around = mock.filter((f) => f !== DOOR)
      .flatMap((f) => importsOf(f).filter((i) => i.target.startsWith('fixtures/')).map((i) => `${f} → ${i.target}`));
    expect(around).toEqual([]);
    const up = sources('fixtures').flatMap((f) => importsOf(f).filter((i) => i.target.startsWith('mock-server/')).map((i) => `${f} → ${i.target}`));
    expect(up).toEqual([]);
  });

  it('has no import circle at run time', () => {
    const graph = new Map(mock.map((f) => [f, importsOf(f).filter((i) => !i.type).map((i) => i.target)]));
    const circles: string[] = [];
    const done = new Set<string>();
    const path: string[] = [];
    const visit = (file: string) => {
      const at = path.indexOf(file);
      if (at >= 0) {
        circles.push([...path.slice(at), file].join(' → '));
        return;
      }
      if (done.has(file) || !graph.has(file)) return;
      path.push(file);
      for (const next of graph.get(file) ?? []) visit(next);
      path.pop();
      done.add(file);
    };
    for (const file of graph.keys()) visit(file);
    expect(circles).toEqual([]);
  });
});
