// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './import-cycles.mjs';

describe('import circles (npm run lint runs scripts/import-cycles.mjs)', () => {
  it('names each circle once, as a loop back to where it starts', () => {
    const graph = new Map([
      ['/p/a.ts', ['/p/b.ts']], ['/p/b.ts', ['/p/c.ts']], ['/p/c.ts', ['/p/a.ts', '/p/d.ts']], ['/p/d.ts', []],
      ['/p/x.ts', ['/p/y.ts']], ['/p/y.ts', ['/p/x.ts']],
    ]);
    const cycles = findCycles(graph).map((c) => c.map((f) => f.split('/').pop()));
    expect(cycles).toHaveLength(2);
    expect(cycles).toContainEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    expect(cycles).toContainEqual(['x.ts', 'y.ts', 'x.ts']);
  });

  it('reads the project: type imports and import() are arrows; a glob in a comment hides no import', () => {
    const graph = importGraph();
    const deps = (file: string) => (graph.get(`${process.cwd()}/${file}`) ?? []).map((f) => f.slice(process.cwd().length + 1));
    // scenario.ts's header comment mentions /__mock/* before its imports.
    expect(deps('mock-server/middleware/scenario.ts')).toContain('mock-server/middleware/state.ts');
    expect(deps('mock-server/middleware/state.ts')).toContain('mock-server/lib/scenarios.ts');
    expect(findCycles(graph)).toEqual([]);
  });
});
