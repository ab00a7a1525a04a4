// npm run contract: the committed documents are what the generator makes from src/contract/common/ now, and
// --check names a stale file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMED_ANSWERS, TIME_PATTERN } from '../src/contract/common/answers.ts';
import { ENDPOINTS } from '../src/contract/common/endpoints.ts';
import { jsonSchemaOf } from '../src/contract/common/openapi.ts';
import { API_MD_FILE, buildApiMd, check, generated, numericFieldsText, OPENAPI_FILE, QA_DOC_FILE, UP_TO_DATE } from './contract.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('npm run contract', () => {
  it('docs/api.md, docs/api/openapi.json, the number keys and the scenario tables are up to date (else: run npm run contract)', () => {
    expect(check()).toEqual({ code: 0, lines: [UP_TO_DATE()] });
    expect(UP_TO_DATE()).toContain('mock-server/README.md and docs/qa.md');
  });

  it('docs/qa.md\'s scenario table is every scenario of the contract\'s list', async () => {
    const { SCENARIOS } = await import('../src/contract/scenarios.ts');
    const text = generated()[QA_DOC_FILE];
    for (const s of SCENARIOS) expect(text, s).toContain(`| \`${s}\` |`);
  });

  it('--check exits 1 naming the stale file', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
    for (const [file, text] of Object.entries(generated())) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), file === OPENAPI_FILE ? text.replace('"3.1.0"', '"3.0.0"') : text);
    }
    expect(check(root)).toEqual({ code: 1, lines: ['docs/api/openapi.json is out of date: run npm run contract'] });
    fs.rmSync(path.join(root, API_MD_FILE));
    expect(check(root).lines).toContain('docs/api.md is out of date: run npm run contract');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('the document is OpenAPI 3.1 with every endpoint, its origin and the envelope around the answer', () => {
    const doc = JSON.parse(generated()[OPENAPI_FILE]) as {
      openapi: string; paths: Record<string, Record<string, { 'x-origin': string; security?: unknown; parameters?: { name: string; in: string; required: boolean; schema?: unknown }[];
        responses: Record<string, { content?: Record<string, { schema: { anyOf: { properties: Record<string, unknown> }[] } }> }> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(ops).toHaveLength(ENDPOINTS.length);
    expect(ops.filter((o) => o['x-origin'] === 'seed')).toHaveLength(50);
    const list = doc.paths['/web/notice/list'].get;
    expect(list.parameters?.map((p) => p.name)).toEqual(['pageNum', 'pageSize', 'noticeType']);
    expect(Object.keys(list.responses['200'].content?.['application/json'].schema.anyOf[0].properties ?? {})).toEqual(['code', 'msg', 'rows', 'total']);
    const detail = doc.paths['/saleOrder/detail/{orderId}'].get;
    expect(detail.parameters).toEqual([{ name: 'orderId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }]);
    // Signed in: the one token in both headers the app sends; public: security [] said out loud.
    expect(detail.security).toEqual([{ bearer: [], token: [] }]);
    expect(list.security).toEqual([]);
    expect(doc.paths['/profile/img/{path}'].get.parameters?.[0]).toMatchObject({ name: 'path', schema: { type: 'string' } });
  });

  it('every $ref points at a component, and repeated answer types are shared, not copied', () => {
    const text = generated()[OPENAPI_FILE];
    const doc = JSON.parse(text) as { components: { schemas: Record<string, unknown>; responses: Record<string, unknown> } };
    const refs = [...text.matchAll(/"\$ref": "#\/components\/(schemas|responses)\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(50);
    for (const [, kind, name] of refs) expect(doc.components[kind as 'schemas' | 'responses'][name], `${kind}/${name}`).toBeTruthy();
    // Answer types are shared: no path's schema holds a copy of an answer object's fields inline (Goods' newPrice
    // stands for them); such objects live in components only (Goods, and the types extending it), whatever their number.
    const inline: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const props = (node as { properties?: Record<string, unknown> }).properties;
      if (props && 'newPrice' in props) inline.push(at);
      for (const [k, v] of Object.entries(node)) walk(v, `${at}/${k}`);
    };
    walk((JSON.parse(text) as { paths: unknown }).paths, '#/paths');
    expect(inline).toEqual([]);
    const holders = Object.entries(doc.components.schemas)
      .filter(([, s]) => 'newPrice' in ((s as { properties?: Record<string, unknown> }).properties ?? {})).map(([name]) => name);
    expect(holders).toContain('Goods');
  });
});

// The conventions docs/api.md "Conventions" promises, checked on the generated document (Redocly's lint, npm run
// lint:api, checks the OpenAPI itself; these check what the rules cannot know).
describe('the conventions of the document', () => {
  type Node = Record<string, unknown>;
  const doc = JSON.parse(generated()[OPENAPI_FILE]) as Node & {
    paths: Record<string, Record<string, Node & { security?: unknown; responses: Record<string, Node> }>>;
    components: { schemas: Record<string, Node> };
  };
  /** Every named property below a node: [where, name, schema] (through items, anyOf and nested objects). */
  function properties(node: unknown, where: string, out: [string, string, Node][] = []): [string, string, Node][] {
    if (Array.isArray(node)) node.forEach((x, i) => properties(x, `${where}[${i}]`, out));
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node as Node)) {
        if (k === 'properties' && v && typeof v === 'object') {
          for (const [name, s] of Object.entries(v as Record<string, Node>)) {
            out.push([`${where}.${name}`, name, s]);
            properties(s, `${where}.${name}`, out);
          }
        } else if (k !== 'enum') properties(v, `${where}/${k}`, out);
      }
    }
    return out;
  }
  const answers = [
    ...properties(doc.components.schemas, '#/components/schemas'),
    ...Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).flatMap(([m, op]) => properties(op.responses, `${m.toUpperCase()} ${p}`))),
  ];
  const all = properties(doc, '#');
  /** A schema's alternatives (a `T | ""` time is an anyOf). */
  const alternatives = (s: Node): Node[] => (s.anyOf as Node[] | undefined) ?? [s];

  it('every operation says who may call it: security [] (public) or the token in both headers', () => {
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(ops)) expect([[], [{ bearer: [], token: [] }]], `${m} ${p}`).toContainEqual(op.security);
    }
  });

  it('success answers carry code 200; failures are BusinessError (401 / 403 / 500), a schema of their own', () => {
    let n = 0;
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(ops)) {
        const json = (op.responses['200']?.content as Record<string, { schema: { anyOf: Node[] } }> | undefined)?.['application/json'];
        if (!json) continue;
        n += 1;
        const [success, failure] = json.schema.anyOf;
        const named = success.$ref ? doc.components.schemas[String(success.$ref).split('/').pop() ?? ''] : success;
        expect((named.properties as Record<string, Node>).code.enum, `${m} ${p}`).toEqual([200]);
        expect(failure, `${m} ${p}`).toEqual({ $ref: '#/components/schemas/BusinessError' });
      }
    }
    expect(n).toBeGreaterThan(60);
    expect((doc.components.schemas.BusinessError.properties as Record<string, Node>).code.enum).toEqual([401, 403, 500]);
  });

  it('ids in answers are integers from 1 (parentId 0 is the top of the 区服 tree)', () => {
    const ids = answers.filter(([, name]) => (name === 'id' || /Id$/.test(name)) && name !== 'parentId');
    expect(ids.length).toBeGreaterThan(40);
    for (const [where, , s] of ids) expect({ type: s.type, minimum: s.minimum }, where).toEqual({ type: 'integer', minimum: 1 });
  });

  it('money (元) is a number, never negative, with at most two decimals', () => {
    const money = all.filter(([, , s]) => String(s.description ?? '').endsWith('（元）'));
    expect(money.length).toBeGreaterThan(25);
    for (const [where, , s] of money) expect({ type: s.type, minimum: s.minimum, multipleOf: s.multipleOf }, where).toEqual({ type: 'number', minimum: 0, multipleOf: 0.01 });
  });

  it('times are written yyyy-MM-dd HH:mm:ss, a pattern (a live optional one may also be "")', () => {
    const times = all.filter(([, , s]) => String(s.description ?? '').includes('yyyy-MM-dd HH:mm:ss'));
    expect(times.length).toBeGreaterThan(30);
    for (const [where, , s] of times) {
      const [strict, empty, ...rest] = alternatives(s);
      expect(strict.pattern, where).toBe(TIME_PATTERN.source);
      if (empty) expect(empty, where).toEqual({ type: 'string', const: '' });
      expect(rest, where).toEqual([]);
    }
    expect(TIME_PATTERN.test('2026-11-23 10:00:00')).toBe(true);
    expect(TIME_PATTERN.test('2026-11-23T10:00:00Z')).toBe(false);
  });

  it('every status or type code is an enum whose description gives each value its meaning', () => {
    const enums = all.filter(([, name, s]) => s.enum && name !== 'code');
    expect(enums.length).toBeGreaterThan(40);
    for (const [where, , s] of enums) {
      const values = s.enum as unknown[];
      // Values that are Chinese words (找回, 处理中 …) say what they mean themselves.
      if (values.every((v) => typeof v === 'string' && /\p{Script=Han}/u.test(v))) continue;
      for (const v of values) expect(String(s.description ?? ''), `${where}: ${String(v)}`).toMatch(new RegExp(`(^|[，；：\\s])${String(v)} `));
    }
  });
});

describe('the codes a request documents are the ones the mock takes', () => {
  it('each enum value of a query or body field passes its zod check, and a value outside fails', () => {
    let n = 0;
    for (const e of ENDPOINTS) {
      for (const schema of [e.query, e.body]) {
        if (!schema) continue;
        const props = (jsonSchemaOf(schema).properties ?? {}) as Record<string, { enum?: unknown[] }>;
        for (const [name, p] of Object.entries(props)) {
          if (!p.enum) continue;
          const issuesAt = (v: unknown) => (schema.safeParse({ [name]: v }).error?.issues ?? []).filter((i) => i.path[0] === name);
          for (const v of p.enum) expect(issuesAt(v), `${e.method} ${e.path} ${name}=${String(v)}`).toEqual([]);
          const outside = p.enum.every((v) => typeof v === 'number') ? Math.max(...(p.enum as number[])) + 1 : 'nope';
          expect(issuesAt(outside).length, `${e.method} ${e.path} ${name}=${outside}`).toBeGreaterThan(0);
          n += 1;
        }
      }
    }
    expect(n).toBeGreaterThan(20);
  });
});

describe('the answers\' types come from their schemas (docs/decisions/0013-contract-once.md)', () => {
  it('src/contract/types.ts imports and re-exports the wire as types only: the app that reads it never loads zod', () => {
    const text = fs.readFileSync(path.resolve(import.meta.dirname, '../src/contract/types.ts'), 'utf8');
    const statements = [...text.matchAll(/^(import|export)\b[^;]*?\bfrom\s+'[^']+';/gms)].map((m) => m[0]);
    expect(statements.length).toBeGreaterThan(2);
    for (const s of statements) expect(s, 'a value import or re-export would put zod in the bundle').toMatch(/^(import|export) type\b/);
  });
});

// src/contract/README.md "Add an answer field": the field is written once, in its schema; what is derived follows.
describe('a change in one place: an answer field or type written in its schema only', () => {
  /** A copy of src/contract with `edit` applied to one file (beside the repository, so zod resolves), and its wire. */
  async function contractWith(file: string, edit: (text: string) => string) {
    fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
    const dir = fs.mkdtempSync(path.join(ROOT, '.tmp', 'contract-'));
    fs.cpSync(path.join(ROOT, 'src/contract'), path.join(dir, 'contract'), { recursive: true, filter: (f) => !f.endsWith('.test.ts') });
    const target = path.join(dir, 'contract', file);
    const before = fs.readFileSync(target, 'utf8');
    fs.writeFileSync(target, edit(before));
    expect(fs.readFileSync(target, 'utf8'), 'the edit applied').not.toBe(before);
    const load = async <T>(f: string) => (await import(pathToFileURL(path.join(dir, 'contract', f)).href)) as T;
    const openapi = await load<typeof import('../src/contract/common/openapi.ts')>('common/openapi.ts');
    const { ENDPOINTS: endpoints } = await load<typeof import('../src/contract/common/endpoints.ts')>('common/endpoints.ts');
    const doc = openapi.buildOpenApi(endpoints) as { components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> } };
    const md = buildApiMd(fs.readFileSync(path.join(dir, 'contract/common/prose.md'), 'utf8'), endpoints, doc);
    return { dir, doc, md, numeric: numericFieldsText(openapi.numericFields()) };
  }
  /** Type-checks `code` beside the copy (tsgo, the project's checker): the app's types as types.ts gives them. */
  function typecheck(dir: string, code: string): string {
    fs.writeFileSync(path.join(dir, 'check.ts'), code);
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        target: 'ES2022', lib: ['ES2023'], module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true,
        allowImportingTsExtensions: true, skipLibCheck: true, types: [], paths: { '@/*': ['./*'] },
      },
      files: ['check.ts'],
    }));
    try {
      execFileSync(path.join(ROOT, 'node_modules/.bin/tsgo'), ['-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8', stdio: 'pipe' });
      return '';
    } catch (err) {
      return String((err as { stdout?: string }).stdout ?? err);
    }
  }

  it('a field added to a schema is in the OpenAPI component, api.md\'s tables (marked 扩展), the number keys and the app\'s type', async () => {
    const { dir, doc, md, numeric } = await contractWith('goods/answers.ts', (text) => text.replace(
      '  collectNum: int(),\n', '  collectNum: int(),\n  viewsToday: extension(int().min(0), \'今日浏览数\'),\n'));
    try {
      expect(doc.components.schemas.Goods.properties.viewsToday).toMatchObject({ type: 'integer', minimum: 0, description: '今日浏览数', 'x-origin': 'extension' });
      // Every answer made of the goods' fields has it (the detail, 我的代售), each in the reference.
      expect(doc.components.schemas.GoodsDetail.properties.viewsToday).toBeTruthy();
      expect(md).toContain('| `viewsToday` 扩展 | integer | yes | 今日浏览数 |');
      expect(numeric).toMatch(/^export const Goods = \[[^\]]*'viewsToday'/m);
      expect(numeric).toMatch(/^export const MyListing = \[[^\]]*'viewsToday'/m);
      expect(typecheck(dir, [
        `import type { Goods, GoodsDetail } from './contract/types.ts';`,
        `export const views: number | undefined = ({} as Goods).viewsToday;`,
        `export const detail: GoodsDetail['viewsToday'] = 3;`,
        `// @ts-expect-error a field the schema does not name is no field of the type`,
        `export const none = ({} as Goods).viewsYesterday;`,
      ].join('\n'))).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('a new named answer type is a component and a type of the app without being listed anywhere', async () => {
    const { dir, doc, numeric } = await contractWith('goods/answers.ts', (text) => `${text}
export const viewStatsSchema = named('ViewStats', z.looseObject({ today: int().meta({ description: '今日浏览数' }), title: z.string() }));
export type ViewStats = Answer<typeof viewStatsSchema>;
`);
    try {
      expect(doc.components.schemas.ViewStats.properties).toMatchObject({ today: { type: 'integer', description: '今日浏览数' }, title: { type: 'string' } });
      expect(numeric).toContain(`export const ViewStats = ['today'] as const;`);
      expect(typecheck(dir, `import type { ViewStats } from './contract/types.ts';\nexport const v: ViewStats = { today: 1, title: '' };\n`)).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('NAMED_ANSWERS is every schema marked named(), and each name is a type the answer modules export', () => {
    // Every domain folder's answers.ts (common/answerFields.ts defines named(), its comment shows one).
    const dir = path.join(ROOT, 'src/contract');
    const modules = fs.readdirSync(dir).filter((d) => fs.existsSync(path.join(dir, d, 'answers.ts')) && d !== 'common');
    expect(modules.length).toBeGreaterThan(10);
    const text = modules.map((d) => fs.readFileSync(path.join(dir, d, 'answers.ts'), 'utf8')).join('\n');
    const marked = [...text.matchAll(/= named\('(\w+)'/g)].map((m) => m[1]).sort();
    expect(Object.keys(NAMED_ANSWERS)).toEqual(marked);
    for (const name of marked) expect(text, `export type ${name}`).toMatch(new RegExp(`^export type ${name} = `, 'm'));
  });

  it('types.ts writes no answer, body or status type of its own: it re-exports the modules whole', () => {
    const text = fs.readFileSync(path.join(ROOT, 'src/contract/types.ts'), 'utf8');
    const declared = [...text.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]);
    expect(declared).toEqual(['ApiResult', 'PageResult', 'Page']);
    expect(text).not.toMatch(/^export type \{/m);
  });
});
