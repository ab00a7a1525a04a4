// @vitest-environment node
// The layers are enforced, not described: ESLint refuses an import that goes the wrong way.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids and messages ESLint reports for `code` placed at `filePath`. */
async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import layers', () => {
  it('a lower layer importing a feature, a screen or the app is an error', async () => {
    for (const [file, from] of [
      ['src/lib/example.ts', '@/features/goods/queries.ts'],
      ['src/api/example.ts', '@/app/router.tsx'],
      ['src/components/Example.tsx', '../screens/index/Home.tsx'],
      ['src/stores/example.ts', '@/screens/other/Geren.tsx'],
    ]) {
      const found = await problems(`import x from '${from}';\nexport default x;\n`, file);
      expect(found.join('\n'), `${file} ← ${from}`).toMatch(/no-restricted-imports: .*lower layers/);
    }
  }, 30_000);

  it('the route registry may be read from anywhere, and features may use the lower layers', async () => {
    expect(await problems(`import { paths } from '@/config/paths.ts';\nexport const p = paths.home;\n`, 'src/api/example.ts')).toEqual([]);
    expect(await problems(`import { toast } from '@/components/toast.ts';\nexport const t = toast;\n`, 'src/features/goods/example.ts')).toEqual([]);
  }, 30_000);

  it('a feature importing a screen is an error', async () => {
    const found = await problems(`import Home from '@/screens/index/Home.tsx';\nexport default Home;\n`, 'src/features/home/example.ts');
    expect(found.join('\n')).toMatch(/Features never import screens/);
  }, 30_000);

  it('the mock and its data import only the shared contract from src', async () => {
    expect(await problems(`import type { Goods } from '../../src/contract/types.ts';\nexport type G = Goods;\n`, 'mock-server/routes/example.ts')).toEqual([]);
    const found = await problems(`import { toast } from '../../src/components/toast.ts';\nexport const t = toast;\n`, 'mock-server/routes/example.ts');
    expect(found.join('\n')).toMatch(/import only the shared contract/);
  }, 30_000);
});
