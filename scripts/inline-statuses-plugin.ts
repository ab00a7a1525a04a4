// Build plugin: writes each status name of src/contract/statuses.ts (the domains' modules it re-exports) as its
// code, the way a const enum would be compiled: `o.orderStatus === OrderStatus.trading` reaches the bundle as
// `o.orderStatus === 4`.
// Without it the names cost at run time: statuses.ts is shared by two dozen lazy screens, so the splitter gives it
// a chunk of its own that each of them loads (0.7–0.9 KB gzip and one more request on each, goodDetail's first
// load included), and the route table in the start chunk names that file for every one of them (+45 B on home,
// which has no room: it was at 169.96 of its 170 KB). With the names written as codes only what is used as a value
// stays (the label maps, `Object.values(OrderStatus)`), in a smaller chunk on the screens that show those labels.
// Only member reads of a status object the module imports from statuses.ts are replaced (`SaleState.listed`, not
// `SaleState` itself nor a label map), and a name read nowhere else then leaves the import (an import of statuses.ts
// kept even unused would pull its label maps into the importer's chunk); the dev server and the unit tests use the
// objects as they are.
import { parseAst, type Plugin } from 'vite';
import * as statuses from '../src/contract/statuses.ts';

type Codes = Record<string, string | number>;

/** The status objects by export name (`SaleState` → {pending: 0, …}); the label maps (lower case) are not. */
export const STATUS_OBJECTS: ReadonlyMap<string, Codes> = new Map(
  Object.entries(statuses).filter(([name, value]) => /^[A-Z]/.test(name) && typeof value === 'object' && value !== null) as [string, Codes][],
);

// The door (`@/contract/statuses.ts`) and the domains' modules it re-exports (src/contract/<domain>/statuses.ts), also
// as the contract's own modules import them, relatively (the mock loads them without the `@/` alias): `./statuses.ts`
// (pricing.ts; a domain's own), `../statuses.ts` (the door from a domain folder), `../order/statuses.ts` (another's).
const STATUSES_MODULE = /(^|\/)contract\/([a-z]+\/)?statuses(\.ts)?$|^\.\.?\/([a-z]+\/)?statuses(\.ts)?$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const key of Object.keys(node)) {
    const child = node[key];
    if (Array.isArray(child)) child.forEach((c) => { if (isNode(c)) walk(c, visit); });
    else if (isNode(child)) walk(child, visit);
  }
}

/** The module's JavaScript with every `Status.name` of an imported status object written as its code; null when none. */
export function inlineStatusNames(code: string, objects: ReadonlyMap<string, Codes> = STATUS_OBJECTS): string | null {
  if (!code.includes('statuses')) return null;
  const program = parseAst(code, { lang: 'js' }) as unknown as Node;
  // Local name → codes, for `import { SaleState, OrderStatus as S } from '…/contract/statuses.ts'`.
  const imported = new Map<string, Codes>();
  const declarations: Node[] = [];
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !STATUSES_MODULE.test(String((statement.source as { value: unknown }).value))) continue;
    declarations.push(statement);
    for (const spec of statement.specifiers as Node[]) {
      const name = spec.type === 'ImportSpecifier' ? (spec.imported as { name?: string; value?: string }) : undefined;
      const codes = name && objects.get(name.name ?? String(name.value));
      if (codes) imported.set((spec.local as { name: string }).name, codes);
    }
  }
  if (imported.size === 0) return null;
  const edits: { start: number; end: number; text: string }[] = [];
  // Each imported name's identifiers outside its import, and how many of them were written as codes.
  const seen = new Map<string, number>();
  const inlined = new Map<string, number>();
  const count = (map: Map<string, number>, name: string) => map.set(name, (map.get(name) ?? 0) + 1);
  const inImport = (node: Node) => declarations.some((d) => node.start >= d.start && node.end <= d.end);
  walk(program, (node) => {
    if (node.type === 'Identifier' && imported.has(String(node.name)) && !inImport(node)) count(seen, String(node.name));
    if (node.type !== 'MemberExpression' || node.computed) return;
    const object = node.object as Node & { name?: string };
    const property = node.property as Node & { name?: string };
    if (object.type !== 'Identifier' || property.type !== 'Identifier') return;
    const codes = imported.get(object.name ?? '');
    if (codes && Object.hasOwn(codes, property.name ?? '')) {
      edits.push({ start: node.start, end: node.end, text: JSON.stringify(codes[property.name as string]) });
      count(inlined, object.name as string);
    }
  });
  if (edits.length === 0) return null;
  // A name now read nowhere leaves its import too: an import of statuses.ts left behind, even unused, makes the
  // module a dependency of this one, and the splitter then puts its label maps in this module's chunk (a module
  // of every page's chunk, such as src/api/service.ts, would bring them to every page).
  const unused = (spec: Node) => {
    const local = (spec.local as { name: string }).name;
    return imported.has(local) && seen.get(local) === inlined.get(local);
  };
  for (const statement of declarations) {
    const specs = statement.specifiers as Node[];
    const kept = specs.filter((spec) => !unused(spec));
    if (kept.length === specs.length || kept.some((spec) => spec.type !== 'ImportSpecifier')) continue;
    const source = code.slice((statement.source as Node).start, (statement.source as Node).end);
    const text = kept.length === 0 ? '' : `import { ${kept.map((spec) => code.slice(spec.start, spec.end)).join(', ')} } from ${source};`;
    edits.push({ start: statement.start, end: statement.end, text });
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** In a build only, after TypeScript and JSX are compiled away (enforce: post). */
export function inlineStatuses(): Plugin {
  return {
    name: 'inline-statuses',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\/src\/.*\.[jt]sx?$/.test(id)) return null;
      const out = inlineStatusNames(code);
      return out === null ? null : { code: out, map: null };
    },
  };
}
