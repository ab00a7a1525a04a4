#!/usr/bin/env node
// Fails when the project's own modules import one another in a circle (part of `npm run lint`).
// A circle hides the direction of a dependency: neither side can be read, tested or moved without the other, and at
// run time one of them sees the other half-initialised. Type-only imports count too (`import type`): a circle of
// types is still two modules that cannot be understood apart. Dynamic `import()` counts: it is an arrow as well.
//
//   node scripts/import-cycles.mjs            # every circle, one per line; exit 1 if any
//   node scripts/import-cycles.mjs --json     # the circles as JSON
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['src', 'mock-server', 'fixtures', 'scripts', 'e2e'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const top = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The project file an import specifier names, or undefined for a package or an asset. */
function resolve(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(top, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined;
  const clean = base.replace(/\?.*$/, '');
  for (const candidate of [clean, ...EXTENSIONS.map((e) => clean + e), ...EXTENSIONS.map((e) => path.join(clean, `index${e}`))]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile() && EXTENSIONS.includes(path.extname(candidate))) return candidate;
  }
  return undefined;
}

/** The code without its comments (strings kept: a glob like '/__mock/*' in a comment or a string opens nothing). */
function withoutComments(code) {
  let out = '';
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === '/' && code[i + 1] === '/') { while (i < code.length && code[i] !== '\n') i++; out += '\n'; continue; }
    if (c === '/' && code[i + 1] === '*') { const end = code.indexOf('*/', i + 2); i = end < 0 ? code.length : end + 1; out += ' '; continue; }
    if (c === '\'' || c === '"' || c === '`') {
      let j = i + 1;
      while (j < code.length && code[j] !== c && (c === '`' || code[j] !== '\n')) j += code[j] === '\\' ? 2 : 1;
      out += code.slice(i, j + 1);
      i = j;
      continue;
    }
    out += c;
  }
  return out;
}

// Static imports and re-exports (`import … from`, `export … from`, `import '…'`) and dynamic `import('…')`.
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importGraph() {
  const files = ROOTS.filter((r) => fs.existsSync(path.join(top, r))).flatMap((r) => walk(path.join(top, r), []));
  const graph = new Map();
  for (const file of files) {
    const text = withoutComments(fs.readFileSync(file, 'utf8'));
    const deps = new Set();
    for (const m of text.matchAll(IMPORT)) {
      const target = resolve(file, m[1] ?? m[2]);
      if (target && target !== file) deps.add(target);
    }
    graph.set(file, [...deps]);
  }
  return graph;
}

/** Each strongly connected component of more than one module (Tarjan), as a cycle through it. */
export function findCycles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const components = [];
  const strong = (v) => {
    idx.set(v, index); low.set(v, index); index++;
    stack.push(v); on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) { strong(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do { w = stack.pop(); on.delete(w); component.push(w); } while (w !== v);
      if (component.length > 1) components.push(component);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  // One readable loop per component: the shortest way back to its first module.
  return components.map((component) => {
    const inside = new Set(component);
    const start = [...component].sort()[0];
    const prev = new Map([[start, null]]);
    const queue = [start];
    let end;
    while (queue.length && !end) {
      const v = queue.shift();
      for (const w of graph.get(v) ?? []) {
        if (!inside.has(w)) continue;
        if (w === start) { end = v; break; }
        if (!prev.has(w)) { prev.set(w, v); queue.push(w); }
      }
    }
    const loop = [];
    for (let v = end; v; v = prev.get(v)) loop.unshift(path.relative(top, v));
    return [...loop, path.relative(top, start)];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = findCycles(importGraph());
  if (process.argv.includes('--json')) console.log(JSON.stringify(cycles, null, 2));
  else if (!cycles.length) console.log('import-cycles: no circle');
  else for (const c of cycles) console.error(`import circle: ${c.join(' → ')}`);
  process.exit(cycles.length ? 1 : 0);
}
