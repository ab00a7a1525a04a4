// `npm run contract`: writes docs/api/openapi.json, docs/api.md and src/contract/numericFields.ts from the contract
// (src/contract/: the domains' folders and common/), and the scenario tables of mock-server/README.md and docs/qa.md from src/contract/scenarios.ts.
// `npm run contract -- --check` writes nothing and exits 1 naming each file that is out of date.
// docs/api.md = the prose of src/contract/common/prose.md with its three marks replaced by tables made from the
// OpenAPI document (whose JSON Schemas zod wrote): the seed's 50, our extensions, and a reference per endpoint.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '../src/contract/common/endpoint.ts';
import { ENDPOINTS } from '../src/contract/common/endpoints.ts';
import { buildOpenApi, numericFields, openApiPath, openApiText, type JsonSchema } from '../src/contract/common/openapi.ts';
import { scenarioTable } from '../src/contract/scenarios.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OPENAPI_FILE = 'docs/api/openapi.json';
export const API_MD_FILE = 'docs/api.md';
const PROSE_FILE = 'src/contract/common/prose.md';
export const MOCK_README_FILE = 'mock-server/README.md';
export const NUMERIC_FIELDS_FILE = 'src/contract/numericFields.ts';
export const QA_DOC_FILE = 'docs/qa.md';

type Schema = JsonSchema & {
  type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; required?: string[];
  enum?: unknown[]; const?: unknown; anyOf?: Schema[]; oneOf?: Schema[]; description?: string; format?: string; $ref?: string;
};
type Operation = JsonSchema & {
  operationId: string; parameters?: (JsonSchema & { name: string; in: string; required: boolean; description?: string; schema: Schema })[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: { 'application/json': { schema: { anyOf: Schema[] } } } }>;
};

/** The document's components, for following `$ref`s (set by buildApiMd). */
let named: Record<string, Schema> = {};
const refName = (s: Schema) => s.$ref?.replace('#/components/schemas/', '');
/** A `$ref` replaced by its component (the description beside the reference wins). */
function deref(s: Schema): Schema {
  const name = refName(s);
  if (!name) return s;
  return { ...named[name], ...(s.description ? { description: s.description } : {}) };
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A JSON Schema's type in a few characters: `integer`, `0 \| 1`, `string[]`, `object`. */
function typeOf(s: Schema): string {
  if (s.$ref) return refName(s) ?? 'object';
  if (s.enum) return s.enum.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return alt.map(typeOf).join(' | ');
  if (s.type === 'array') {
    const item = s.items ? typeOf(s.items) : 'any';
    return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
  }
  if (Array.isArray(s.type)) return s.type.join(' | ');
  if (s.type) return s.format ? `${s.type} (${s.format})` : s.type;
  return 'any';
}

/** The object a schema describes, through `T | null` and arrays. */
function objectOf(schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  const s = deref(schema);
  if (s.properties) return s;
  if (s.type === 'array') return objectOf(s.items);
  const alt = (s.anyOf ?? s.oneOf)?.find((x) => x.type !== 'null');
  return alt ? objectOf(alt) : undefined;
}

/** extension: ours, not the live backend's (`x-origin: extension`, src/contract/common/answerFields.ts extension()). */
interface Field { name: string; type: string; required: boolean; meaning: string; extension?: boolean }

/** Field rows of an object schema, nested objects one level down as `parent.child` / `list[].child`. */
function fieldsOf(s: Schema | undefined, prefix = '', depth = 0): Field[] {
  const obj = objectOf(s);
  if (!obj?.properties) return [];
  const required = new Set(obj.required ?? []);
  return Object.entries(obj.properties).flatMap(([key, p]) => {
    const name = `${prefix}${key}`;
    const row: Field = { name, type: typeOf(p), required: required.has(key), meaning: p.description ?? deref(p).description ?? '' };
    if (p['x-origin'] === 'extension') row.extension = true;
    const inner = objectOf(p);
    if (!inner || depth >= 1) return [row];
    return [row, ...fieldsOf(inner, `${name}${deref(p).type === 'array' ? '[]' : ''}.`, depth + 1)];
  });
}

const brief = (names: string[], max = 6) => (names.length > max ? `${names.slice(0, max).join(', ')}, …` : names.join(', '));

function asks(op: Operation): string {
  const q = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => `${p.name}${p.required ? '' : '?'}`);
  const body = Object.values(op.requestBody?.content ?? {})[0]?.schema;
  const b = fieldsOf(body).filter((f) => !f.name.includes('.')).map((f) => `${f.name}${f.required ? '' : '?'}`);
  if (b.length) return `{${brief(b, 8)}}`;
  return q.length ? brief(q, 8) : '–';
}

function answers(e: Endpoint, op: Operation): string {
  const success = op.responses['200']?.content?.['application/json'].schema.anyOf[0];
  if (!success) return e.path.endsWith('/confirm') ? '302 redirect' : 'a file, an image or an HTML page';
  const top = success.properties ?? {};
  const shape = (s: Schema | undefined) => {
    const names = fieldsOf(s).filter((f) => !f.name.includes('.')).map((f) => f.name);
    if (!names.length) return '';
    const inner = `{${brief(names)}}`;
    return s && deref(s).type === 'array' ? `[${inner}]` : inner;
  };
  if (e.answer.kind === 'page') return `rows [${shape(top.rows?.items)}] + total`;
  if (e.answer.kind === 'data') return top.data ? `data ${shape(top.data) || typeOf(top.data)}` : 'msg only';
  return shape(success);
}

function table(endpoints: readonly Endpoint[], doc: JsonSchema): string {
  const ops = doc.paths as Record<string, Record<string, Operation>>;
  const rows = endpoints.map((e) => {
    const op = ops[openApiPath(e.path)][e.method.toLowerCase()];
    return `| ${e.method} | ${openApiPath(e.path)} | ${cell(e.summary)} | ${cell(asks(op))} | ${cell(answers(e, op))} |`;
  });
  return ['| Method | Path | What | Asks | Answers |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** Parameters say which are required; answer fields which are optional (most are always there). */
function fieldTable(fields: Field[], of: 'parameters' | 'answer'): string {
  const head = of === 'parameters' ? '| Name | Type | Required | Meaning |' : '| Field | Type | Optional | Meaning |';
  const flag = (f: Field) => (of === 'parameters' ? (f.required ? 'yes' : '') : f.required ? '' : 'yes');
  const name = (f: Field) => `\`${f.name}\`${f.extension ? ' 扩展' : ''}`;
  return [head, '|---|---|---|---|', ...fields.map((f) => `| ${name(f)} | ${cell(f.type)} | ${flag(f)} | ${cell(f.meaning)} |`)].join('\n');
}

function reference(endpoints: readonly Endpoint[], doc: JsonSchema): string {
  const ops = doc.paths as Record<string, Record<string, Operation>>;
  const seen = new Map<string, { title: string; anchor: string }>();
  const out = ['## Reference', 'Every endpoint: who may call it, what it takes, the fields of its answer. Generated from the JSON Schemas of the contract: '
    + 'a field\'s meaning is its schema\'s description (`src/contract/<domain>/answers.ts`, `requests.ts`). A field marked 扩展 is ours '
    + '(`x-origin: extension`): the live backend does not send or read it, and the app works without it.'];
  for (const e of endpoints) {
    const p = openApiPath(e.path);
    const op = ops[p][e.method.toLowerCase()];
    out.push('', `### ${e.method} ${p}`, `<a id="${op.operationId}"></a>${e.summary}`, '',
      `${e.auth ? '需登录' : '公开'} · ${e.origin === 'seed' ? 'seed' : '扩展 extension'} · ${e.readOnly ? '只读' : '有副作用'} · domain \`${e.domain}\``);
    const params: Field[] = (op.parameters ?? []).map((x) => ({
      name: x.in === 'path' ? `${x.name} (path)` : x.name, type: typeOf(x.schema), required: x.required, meaning: x.description ?? '',
      ...(x.schema['x-origin'] === 'extension' ? { extension: true } : {}),
    }));
    const [bodyType, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
    if (params.length) out.push('', 'Parameters:', '', fieldTable(params, 'parameters'));
    if (body) {
      const note = body.schema.description ? ` ${body.schema.description}` : '';
      out.push('', `Body (\`${bodyType}\`):${note}`, '', fieldTable(fieldsOf(body.schema), 'parameters'));
    }
    const success = op.responses['200']?.content?.['application/json'].schema.anyOf[0];
    const raw = e.answer.kind === 'page' ? success?.properties?.rows?.items : e.answer.kind === 'data' ? success?.properties?.data : success;
    const payload = raw && deref(raw);
    if (!success) {
      out.push('', `Answer: ${answers(e, op)}.`);
    } else if (!payload) {
      out.push('', 'Answer: `{code, msg}` only.');
    } else {
      // "Answer `data`: `Goods[]`": where the payload sits, and its type (the component's name, else object).
      const where = { page: '`rows`', data: '`data`', raw: 'the whole body', other: '' }[e.answer.kind];
      const item = e.answer.kind === 'page' ? raw : payload.type === 'array' ? payload.items : payload.anyOf?.find((x) => x.type !== 'null') ?? raw;
      const array = e.answer.kind === 'page' || payload.type === 'array' ? '[]' : '';
      const nullable = (payload.anyOf ?? []).some((x) => x.type === 'null') ? ' or null' : '';
      const head = `Answer ${where}: \`${(item && refName(item)) ?? 'object'}${array}\`${nullable}${e.answer.kind === 'page' ? ', with `total`' : ''}`;
      const key = JSON.stringify(payload);
      const first = seen.get(key);
      if (first) {
        out.push('', `${head}, fields as in [${first.title}](#${first.anchor}).`);
      } else {
        seen.set(key, { title: `${e.method} ${p}`, anchor: op.operationId });
        out.push('', `${head}:`, '', fieldTable(fieldsOf(payload), 'answer'));
      }
    }
  }
  return out.join('\n');
}

export function buildApiMd(prose: string, endpoints: readonly Endpoint[] = ENDPOINTS, doc: JsonSchema = buildOpenApi(endpoints)): string {
  named = ((doc.components as { schemas?: Record<string, Schema> } | undefined)?.schemas) ?? {};
  const header = '# The API contract\n\n'
    + '> Generated by `npm run contract` from `src/contract/` (the domains\' endpoint entries and zod schemas, and `common/prose.md`): edit those, not this file.\n\n';
  const text = prose
    .replace('<!-- table:seed -->', table(endpoints.filter((e) => e.origin === 'seed'), doc))
    .replace('<!-- table:extension -->', table(endpoints.filter((e) => e.origin === 'extension'), doc))
    .replace('<!-- reference -->', reference(endpoints, doc));
  return `${header}${text.trimEnd()}\n`;
}

/** src/contract/numericFields.ts: each named answer's number fields, as plain data the app imports (no zod). One
 *  export per answer, imported as a namespace (`import * as NUMERIC_FIELDS`): the bundle keeps the lists the app reads
 *  (a single object of them all was 0.8 KB gzip in the page-start chunk, most of it read by no code). */
export function numericFieldsText(fields: Record<string, string[]> = numericFields()): string {
  const rows = Object.entries(fields).map(([name, keys]) => `export const ${name} = [${keys.map((k) => `'${k}'`).join(', ')}] as const;`);
  return [
    '// Generated by `npm run contract` from the answer schemas (src/contract/<domain>/answers.ts): edit those, not this file.',
    '// Each named answer\'s fields that its schema writes as numbers (integers, money, numeric codes). A backend may send',
    '// one as text ("1234.00", "2"): src/api reads an answer through numbers() (src/api/client.ts) with its type\'s list',
    '// here, so a number field added to a schema is read as a number without touching src/api. Import it as a namespace,',
    '// `import * as NUMERIC_FIELDS from \'@/contract/numericFields.ts\'`: the bundle keeps only the lists read.',
    ...rows,
    '',
  ].join('\n');
}

/** What the generated files should hold now. */
export function generated(): Record<string, string> {
  const doc = buildOpenApi();
  const prose = fs.readFileSync(path.join(ROOT, PROSE_FILE), 'utf8');
  return {
    [OPENAPI_FILE]: openApiText(doc), [API_MD_FILE]: buildApiMd(prose, ENDPOINTS, doc), [MOCK_README_FILE]: withScenarioTable(MOCK_README_FILE),
    [QA_DOC_FILE]: withScenarioTable(QA_DOC_FILE), [NUMERIC_FIELDS_FILE]: numericFieldsText(),
  };
}

/** A page (mock-server/README.md, docs/qa.md) with its scenario table made from the contract's list (between its two marks). */
function withScenarioTable(file: string): string {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const marked = /(<!-- scenarios:[^\n]*-->\n)[\s\S]*?(\n<!-- \/scenarios -->)/;
  if (!marked.test(text)) throw new Error(`${file} has lost its scenario marks (<!-- scenarios: … --> … <!-- /scenarios -->)`);
  return text.replace(marked, (_m, open: string, close: string) => `${open}${scenarioTable()}${close}`);
}

/** Files under `root` whose content differs from what the generator makes. */
export function staleFiles(root = ROOT): string[] {
  return Object.entries(generated()).filter(([file, text]) => {
    const full = path.join(root, file);
    return !fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== text;
  }).map(([file]) => file);
}

/** What --check says when nothing is stale. */
export const UP_TO_DATE = () => `${OPENAPI_FILE}, ${API_MD_FILE}, ${NUMERIC_FIELDS_FILE} and the scenario tables of ${MOCK_README_FILE} and ${QA_DOC_FILE} are up to date (${ENDPOINTS.length} endpoints)`;

/** `--check`: the exit code and the lines to print (each stale file named, with what to run). */
export function check(root = ROOT): { code: 0 | 1; lines: string[] } {
  const stale = staleFiles(root);
  if (!stale.length) return { code: 0, lines: [UP_TO_DATE()] };
  return { code: 1, lines: stale.map((file) => `${file} is out of date: run npm run contract`) };
}

function main(argv: string[]): number {
  if (argv.includes('--check')) {
    const { code, lines } = check();
    for (const line of lines) (code ? console.error : console.log)(line);
    return code;
  }
  for (const [file, text] of Object.entries(generated())) {
    const full = path.join(ROOT, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
    console.log(`wrote ${file} (${Buffer.byteLength(text)} bytes)`);
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)));
