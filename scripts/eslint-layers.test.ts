// @vitest-environment node
// The layers are enforced, not described: ESLint refuses an import that goes the wrong way.
import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
// The feature map itself (a plain JS module without types: imported by URL).
const { featureImports } = (await import(new URL('../eslint.config.js', import.meta.url).href)) as { featureImports: Record<string, string[]> };

/** The rule ids and messages ESLint reports for `code` placed at `filePath`. */
async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import layers', () => {
  it('a lower layer importing a feature, a screen or the app is an error', async () => {
    for (const [file, from] of [
      ['src/lib/example.ts', '@/features/goods/hooks.ts'],
      ['src/api/example.ts', '@/app/router.tsx'],
      ['src/components/Example.tsx', '../screens/home/Home.tsx'],
      ['src/stores/example.ts', '@/screens/account/Geren.tsx'],
    ]) {
      const found = await problems(`import x from '${from}';\nexport default x;\n`, file);
      expect(found.join('\n'), `${file} ← ${from}`).toMatch(/no-restricted-imports: .*lower layers/);
    }
  }, 30_000);

  it('stores never import the API client or a component: api/ fills stores/, one way', async () => {
    for (const from of ['@/api/account.ts', '../api/client.ts', '@/components/toast.ts']) {
      const found = await problems(`import * as x from '${from}';\nexport default x;\n`, 'src/stores/example.ts');
      expect(found.join('\n'), `src/stores/example.ts ← ${from}`).toMatch(/no-restricted-imports: .*stores\/ hold client state only/);
    }
    expect(await problems(`import { getToken } from '@/stores/session.ts';\nexport const t = getToken;\n`, 'src/api/example.ts')).toEqual([]);
  }, 30_000);

  it('the route registry may be read from anywhere, and features may use the lower layers', async () => {
    expect(await problems(`import { paths } from '@/config/paths.ts';\nexport const p = paths.home;\n`, 'src/api/example.ts')).toEqual([]);
    expect(await problems(`import { toast } from '@/components/toast.ts';\nexport const t = toast;\n`, 'src/features/goods/example.ts')).toEqual([]);
  }, 30_000);

  it('a feature importing a screen or the app is an error', async () => {
    const found = await problems(`import Home from '@/screens/home/Home.tsx';\nexport default Home;\n`, 'src/features/goods/example.ts');
    expect(found.join('\n')).toMatch(/Features never import screens/);
    const app = await problems(`import { routes } from '@/app/router.tsx';\nexport default routes;\n`, 'src/features/goods/list/example.ts');
    expect(app.join('\n')).toMatch(/Features never import screens or the app/);
  }, 30_000);

  it('the app never imports the contract\'s folders (zod stays out of the bundle); the folders themselves may use zod', async () => {
    for (const [file, from] of [
      ['src/api/example.ts', '@/contract/common/endpoints.ts'],
      ['src/features/goods/example.ts', '../../contract/common/answers.ts'],
      ['src/screens/goods/Example.tsx', '@/contract/common'],
      ['src/api/example.ts', '@/contract/goods/answers.ts'],
      ['src/features/order/example.ts', '../../contract/order/statuses.ts'],
    ]) {
      const found = await problems(`import * as x from '${from}';\nexport default x;\n`, file);
      expect(found.join('\n'), `${file} ← ${from}`).toMatch(/no-restricted-imports: .*never imports src\/contract\/<domain>\/ or src\/contract\/common/);
    }
    const door = `import { OrderStatus } from '@/contract/statuses.ts';\nimport type { Goods } from '@/contract/types.ts';\nexport const s = OrderStatus.trading;\nexport type G = Goods;\n`;
    expect(await problems(door, 'src/features/order/example.ts')).toEqual([]);
    const wire = `import { z } from 'zod';\nimport type { Goods } from '../types.ts';\nexport const s = z.string();\nexport type G = Goods;\n`;
    expect(await problems(wire, 'src/contract/common/example.ts')).toEqual([]);
    expect(await problems(wire, 'src/contract/goods/example.ts')).toEqual([]);
    // A domain's status codes reach the bundle: no zod there.
    expect((await problems(wire, 'src/contract/goods/statuses.ts')).join('\n')).toMatch(/No schema library in the app/);
  }, 30_000);

  it('every feature folder has its place in the feature map, and the map has no cycle', () => {
    const map = featureImports;
    const folders = readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(folders.filter((f) => !(f in map)), 'feature folders missing from featureImports in eslint.config.js').toEqual([]);
    expect(Object.keys(map).filter((f) => !folders.includes(f)), 'featureImports names a folder that is gone').toEqual([]);
    for (const [feature, allowed] of Object.entries(map)) {
      expect(allowed.filter((f) => !(f in map) || f === feature), `features/${feature} may import`).toEqual([]);
    }
    // Depth-first: a feature met again while its own imports are being walked closes a cycle.
    const state = new Map<string, 'walking' | 'done'>();
    const walk = (feature: string, path: string[]): void => {
      if (state.get(feature) === 'done') return;
      expect(state.get(feature), `cycle: ${[...path, feature].join(' → ')}`).not.toBe('walking');
      state.set(feature, 'walking');
      for (const next of map[feature]) walk(next, [...path, feature]);
      state.set(feature, 'done');
    };
    for (const feature of Object.keys(map)) walk(feature, []);
  });

  it('a feature importing a feature the map does not allow is an error, statically or lazily', async () => {
    for (const [file, code] of [
      ['src/features/game/example.ts', `import { GoodsCard } from '@/features/goods/GoodsCard.tsx';\nexport const C = GoodsCard;\n`],
      ['src/features/game/example.ts', `import { GoodsCard } from '../goods/GoodsCard.tsx';\nexport const C = GoodsCard;\n`],
      ['src/features/game/sub/example.ts', `import { GoodsCard } from '../../goods/GoodsCard.tsx';\nexport const C = GoodsCard;\n`],
      ['src/features/game/example.ts', `export const View = () => import('@/features/goods/detail/GoodsDetailView.tsx');\n`],
    ]) {
      const found = await problems(code, file);
      expect(found.join('\n'), `${file}: ${code}`).toMatch(/features\/game may import no other feature \(featureImports in eslint\.config\.js\)/);
    }
    // Arrows the map leaves out: service → content, content → goods (a cycle through goods → content), auth → sell,
    // sell → goods (an allowed feature's feature is not allowed).
    for (const [file, from, may] of [
      ['src/features/service/example.ts', '@/features/content/NoticeRows.tsx', 'no other feature'],
      ['src/features/content/example.ts', '@/features/goods/GoodsCard.tsx', 'no other feature'],
      ['src/features/sell/example.ts', '@/features/goods/GoodsCard.tsx', 'only these features: content, game'],
      ['src/features/auth/example.ts', '@/features/sell/draft.ts', 'no other feature'],
    ]) {
      const found = await problems(`import * as m from '${from}';\nexport default m;\n`, file);
      expect(found.join('\n'), `${file} ← ${from}`).toContain(may);
    }
  }, 30_000);

  it('a feature may import the features the map allows, and its own files', async () => {
    expect(await problems(`import { QufuColumns } from '@/features/game/QufuColumns.tsx';\nexport const Q = QufuColumns;\n`, 'src/features/recycle/example.ts')).toEqual([]);
    expect(await problems(`export const Sheet = () => import('@/features/content/NoticeSheet.tsx');\n`, 'src/features/order/example.ts')).toEqual([]);
    expect(await problems(`import { qufuLine } from '../attributes.ts';\nexport const q = qufuLine;\n`, 'src/features/goods/detail/example.ts')).toEqual([]);
    // Query factories are in api/ (a lower layer): any feature reads any domain's.
    expect(await problems(`import { goodsKeys } from '@/api/goods.queries.ts';\nexport const k = goodsKeys;\n`, 'src/features/game/example.ts')).toEqual([]);
  }, 30_000);

  it('a screen composes any features it needs (the map binds features only)', async () => {
    const screenCode = [
      `import { GoodsCard } from '@/features/goods/GoodsCard.tsx';`,
      `import { StaffCheck } from '@/features/service/StaffCheck.tsx';`,
      `import { useSignOut } from '@/features/auth/signIn.ts';`,
      `import { useUnreadCount } from '@/features/message/unread.ts';`,
      `export const parts = [GoodsCard, StaffCheck, useSignOut, useUnreadCount];`,
      `export const Sheet = () => import('@/features/content/NoticeSheet.tsx');`,
    ].join('\n') + '\n';
    expect(await problems(screenCode, 'src/screens/account/Example.tsx')).toEqual([]);
    expect(await problems(screenCode, 'src/screens/home/Example.tsx')).toEqual([]);
  }, 30_000);

  it('the mock and its data import only the shared contract from src', async () => {
    expect(await problems(`import type { Goods } from '../../src/contract/types.ts';\nexport type G = Goods;\n`, 'mock-server/routes/example.ts')).toEqual([]);
    const found = await problems(`import { toast } from '../../src/components/toast.ts';\nexport const t = toast;\n`, 'mock-server/routes/example.ts');
    expect(found.join('\n')).toMatch(/import only the shared contract/);
  }, 30_000);
});
