// @vitest-environment node
// The mock's rooms are enforced like src's layers (scripts/eslint-layers.test.ts): ESLint refuses an import from a
// room to one above it (mockLayers in eslint.config.js, lowest first).
import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const { mockLayers } = (await import(new URL('../eslint.config.js', import.meta.url).href)) as { mockLayers: string[] };

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the mock\'s import layers', () => {
  it('every folder and every root file of mock-server/ has its place in mockLayers', () => {
    const entries = readdirSync('mock-server', { withFileTypes: true });
    const rooms = [
      ...entries.filter((e) => e.isDirectory() && !['test', 'types'].includes(e.name)).map((e) => e.name),
      ...entries.filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')).map((e) => e.name),
    ];
    expect(rooms.filter((r) => !mockLayers.includes(r)), 'missing from mockLayers in eslint.config.js').toEqual([]);
    expect(mockLayers.filter((r) => !rooms.includes(r)), 'mockLayers names a room that is gone').toEqual([]);
  });

  it('an import from a room to one above it is an error, statically or lazily', async () => {
    for (const [file, code] of [
      ['mock-server/lib/example.ts', `import { Store } from '../data/store.ts';\nexport type S = Store;\n`],
      ['mock-server/persist/example.ts', `import { fail } from '../routes/common.ts';\nexport const f = fail;\n`],
      ['mock-server/data/example.ts', `import type { MockContext } from '../context.ts';\nexport type C = MockContext;\n`],
      ['mock-server/middleware/example.ts', `import { applyDrift } from '../sandbox/drift.ts';\nexport const a = applyDrift;\n`],
      ['mock-server/domain/example.ts', `import { Routes } from '../routes/registry.ts';\nexport const r = Routes;\n`],
      ['mock-server/routes/example.ts', `import { Spaces } from '../sandbox/spaces.ts';\nexport const s = Spaces;\n`],
      ['mock-server/sandbox/example.ts', `import { createMockApp } from '../app.ts';\nexport const c = createMockApp;\n`],
      ['mock-server/sandbox/example.ts', `export const load = () => import('../server.ts');\n`],
    ]) {
      const found = await problems(code, file);
      expect(found.join('\n'), `${file}: ${code}`).toMatch(/no-restricted-(imports|syntax): .*imports only the rooms below it/);
    }
  }, 30_000);

  it('an import down, or within a room, is allowed; only lib/ opens fixtures/', async () => {
    for (const [file, code] of [
      ['mock-server/routes/example.ts', `import { ok } from '../lib/envelope.ts';\nimport * as d from '../domain/order.ts';\nexport const x = [ok, d];\n`],
      ['mock-server/sandbox/example.ts', `import { Routes } from '../routes/registry.ts';\nimport { Store } from '../data/store.ts';\nexport const x = [Routes, Store];\n`],
      ['mock-server/domain/example.ts', `import type { MockContext } from '../context.ts';\nimport { ok } from '../lib/envelope.ts';\nexport type C = MockContext;\nexport const o = ok;\n`],
      ['mock-server/middleware/example.ts', `import { ok } from '../lib/envelope.ts';\nimport { drift } from './drift.ts';\nexport const x = [ok, drift];\n`],
    ]) expect(await problems(code, file), `${file}: ${code}`).toEqual([]);
    const found = await problems(`import { SEED } from '../../fixtures/seed.ts';\nexport const s = SEED;\n`, 'mock-server/domain/example.ts');
    expect(found.join('\n')).toContain('only lib/fixtures.ts imports fixtures/');
  }, 30_000);
});
