// What leaves the mock is the contract's answer schema applied to the row: a shaper copies from a value only
// what an answer schema (src/contract/<domain>/answers.ts) names, so a field added to a stored row never reaches an
// answer until the contract names it. The route registry shapes every JSON answer by its endpoint's entry
// (answerShaper); the raw data view shapes goods and users by their public schemas.
//
// It is a filter, not a validator: it never checks a value's type (the contract's tests and contract:check do,
// and shaping must not hide what they would report), it only leaves out what the schema does not name. A
// shaper is compiled once per schema object (a WeakMap), objects into straight-line functions, because the goods
// list shapes every row of every page.
import type { z } from 'zod';
import type { Endpoint } from '../../src/contract/common/endpoint.ts';
import { defOf, type Def } from '../../src/contract/common/schemaWalk.ts';

/** A value as the schema names it; `undefined` = nothing of it may leave (its key is left out). */
export type Shaper = (value: unknown) => unknown;

/** The parts of zod 4's `_zod.def` read here beyond schemaWalk's Def. */
interface ShapeDef extends Def {
  discriminator?: string;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  valueType?: z.ZodType;
}
const def = (s: z.ZodType | undefined) => defOf(s) as ShapeDef | undefined;

type Obj = Record<string, unknown>;
const isPlainish = (v: unknown): v is Obj => typeof v === 'object' && v !== null;

/**
 * A field the schema describes as a scalar (string, number, enum, literal…): its value goes as it is, unless it
 * is an object or an array, whose fields the schema names none of (a Date, which JSON writes as text, goes).
 */
const scalar: Shaper = (v) => (!isPlainish(v) || typeof (v as { toJSON?: unknown }).toJSON === 'function' ? v : undefined);
/** `z.unknown()` / `z.any()`: the contract leaves the value open on purpose, so it goes whole. */
const open: Shaper = (v) => v;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success']);

const cache = new WeakMap<z.ZodType, Shaper>();

/** The shaper of a schema, compiled on first use and kept for the schema object's life. */
export function shaperOf(schema: z.ZodType): Shaper {
  const known = cache.get(schema);
  if (known) return known;
  // A stub first, so a schema that contains itself (a lazy or a getter) finds it instead of recursing forever;
  // compiling never calls a shaper, so the stub only runs once impl is there.
  const stub: Shaper = (v) => impl(v);
  cache.set(schema, stub);
  const impl = compile(schema);
  cache.set(schema, impl);
  return impl;
}

function compile(schema: z.ZodType): Shaper {
  const d = def(schema);
  if (!d) return scalar;
  if (WRAPPERS.has(d.type)) return d.innerType ? shaperOf(d.innerType) : scalar;
  switch (d.type) {
    case 'object':
      // Only the declared keys, also for a looseObject: its catchall accepts more from a backend, the mock
      // sends no more than it names.
      return objectShaper(Object.entries(d.shape ?? {}).map(([k, s]) => [k, [s]]), []);
    case 'array':
      return arrayShaper(d.element ? shaperOf(d.element) : scalar);
    case 'tuple': {
      const items = (d.items ?? []).map(shaperOf);
      const rest = d.rest ? shaperOf(d.rest) : undefined;
      return (v) => {
        if (!Array.isArray(v)) return scalar(v);
        const out: unknown[] = [];
        for (let i = 0; i < v.length; i++) {
          const s = items[i] ?? rest;
          if (s) out.push(s(v[i]) ?? null);
        }
        return out;
      };
    }
    case 'record': {
      const value = d.valueType ? shaperOf(d.valueType) : open;
      return (v) => {
        if (!isPlainish(v) || Array.isArray(v)) return scalar(v);
        const out: Obj = {};
        for (const k of Object.keys(v)) {
          const y = value(v[k]);
          if (y !== undefined) out[k] = y;
        }
        return out;
      };
    }
    case 'pipe':
      // preprocess(fn, s) is pipe(transform, s): the value is s's; s.transform(fn) is pipe(s, transform): s's too.
      return shaperOf((def(d.in)?.type === 'transform' ? d.out : d.in) as z.ZodType);
    case 'lazy':
      return lazyShaper(d.getter);
    case 'union':
      return unionShaper(d.options ?? [], d.discriminator);
    case 'intersection':
      // Both sides describe the same value: what either names.
      return mergedOf([d.left, d.right].filter((s): s is z.ZodType => s !== undefined));
    case 'unknown': case 'any':
      return open;
    default:
      // A scalar, or a kind JSON has no fields for (map, set): nothing of an object goes unless a schema names it.
      return scalar;
  }
}

function lazyShaper(getter: (() => z.ZodType) | undefined): Shaper {
  let inner: Shaper | undefined;
  return (v) => (inner ??= getter ? shaperOf(getter()) : scalar)(v);
}

function arrayShaper(element: Shaper): Shaper {
  return (v) => {
    if (!Array.isArray(v)) return scalar(v);
    const out = new Array<unknown>(v.length);
    // A dropped element stays a place (null, as JSON writes an undefined one): indexes keep their meaning.
    for (let i = 0; i < v.length; i++) out[i] = element(v[i]) ?? null;
    return out;
  };
}

/**
 * An object of the given fields (each key with the schemas that describe it, several when merged from a union's
 * branches) and, for keys no field names, the value schemas of records among the branches.
 *
 * Compiled to one function of straight-line code, a line per declared key (`x = row["title"]; if (…) out["title"]
 * = x`), through `new Function`: each constant-key load keeps its own inline cache and every answer object is
 * built in one key order, so V8 serialises a page of them on its fast path. A loop over the schema's keys, the
 * closure alternative, made a page of 20 goods cost about twice as much to shape and serialise (~125 against
 * ~65 µs), and more than the denylist copy it replaced (~100 µs). The keys come from the contract's schemas and
 * enter the code only as JSON string literals.
 */
function objectShaper(fields: [string, z.ZodType[]][], recordValues: z.ZodType[]): Shaper {
  const subs: Shaper[] = [];
  const lines = fields.map(([k, schemas]) => {
    const s = schemas.length === 1 ? shaperOf(schemas[0]) : mergedOf(schemas);
    const key = JSON.stringify(k);
    // A key such as "constructor" must not read the prototype's: those few are read as own properties only.
    const read = k in Object.prototype ? `x = hasOwn(r, ${key}) ? r[${key}] : undefined;` : `x = r[${key}];`;
    const put = (value: string) => (k === '__proto__' ? `define(o, ${key}, ${value});` : `o[${key}] = ${value};`);
    // A scalar field (most of a goods row): copied inline, without a call.
    if (s === scalar) return `${read} if (x !== undefined && (typeof x !== 'object' || x === null || scalar(x) !== undefined)) ${put('x')}`;
    subs.push(s);
    return `${read} if (x !== undefined) { y = subs[${subs.length - 1}](x); if (y !== undefined) ${put('y')} }`;
  });
  const other = recordValues.length ? (recordValues.length === 1 ? shaperOf(recordValues[0]) : mergedOf(recordValues)) : undefined;
  const named = new Set(fields.map(([k]) => k));
  const rest = other
    ? 'for (const k of Object.keys(r)) { if (named.has(k)) continue; y = other(r[k]); if (y !== undefined) define(o, k, y); }'
    : '';
  const build = new Function('subs', 'other', 'named', 'scalar', 'hasOwn', 'define', `"use strict";
    return function shapeObject(r) {
      const o = {};
      let x, y;
      ${lines.join('\n      ')}
      ${rest}
      return o;
    };`) as (...args: unknown[]) => (row: Obj) => Obj;
  const define = (o: Obj, k: string, value: unknown) => Object.defineProperty(o, k, { value, enumerable: true, writable: true, configurable: true });
  const shapeObject = build(subs, other, named, scalar, Object.hasOwn, define);
  return (v) => (!isPlainish(v) || Array.isArray(v) ? scalar(v) : shapeObject(v as Obj));
}

/** The schema behind wrappers, pipes and lazies, for sorting a union's branches by the kind of value they take. */
function core(s: z.ZodType, depth = 0): z.ZodType {
  const d = def(s);
  if (!d || depth > 20) return s;
  if (WRAPPERS.has(d.type) && d.innerType) return core(d.innerType, depth + 1);
  if (d.type === 'pipe') return core((def(d.in)?.type === 'transform' ? d.out : d.in) as z.ZodType, depth + 1);
  if (d.type === 'lazy' && d.getter) return core(d.getter(), depth + 1);
  return s;
}

/**
 * Several schemas describing one value (a union's branches, an intersection's sides): a value is shaped by the
 * ones that take its kind — an object by the union of their keys (each key by the merge of the schemas naming
 * it; a record among them shapes the keys no branch names), an array by their elements merged, a scalar as a
 * scalar. Compiled once per list of schemas.
 */
function mergedOf(schemas: z.ZodType[]): Shaper {
  const flat: z.ZodType[] = [];
  const flatten = (s: z.ZodType) => {
    const c = core(s);
    const d = def(c);
    // Nested unions (discriminated ones too) and intersections are all one value here: their keys together.
    if (d?.type === 'union') (d.options ?? []).forEach(flatten);
    else if (d?.type === 'intersection') [d.left, d.right].forEach((x) => x && flatten(x));
    else flat.push(c);
  };
  schemas.forEach(flatten);
  if (flat.length === 1) return shaperOf(flat[0]);
  const at = new Map<string, z.ZodType[]>();
  const recordValues: z.ZodType[] = [];
  const elements: z.ZodType[] = [];
  let tuple: Shaper | undefined;
  for (const s of flat) {
    const d = def(s) as ShapeDef;
    switch (d.type) {
      case 'unknown': case 'any':
        return open;
      case 'object':
        for (const [k, field] of Object.entries(d.shape ?? {})) {
          const list = at.get(k);
          if (list) list.push(field);
          else at.set(k, [field]);
        }
        break;
      case 'record':
        if (d.valueType) recordValues.push(d.valueType);
        break;
      case 'array':
        if (d.element) elements.push(d.element);
        break;
      case 'tuple':
        tuple ??= shaperOf(s);
        break;
      default:
        // A scalar branch: scalars go as they are, below.
    }
  }
  const obj = at.size || recordValues.length ? objectShaper([...at], recordValues) : undefined;
  const arr = elements.length ? arrayShaper(elements.length === 1 ? shaperOf(elements[0]) : mergedOf(elements)) : tuple;
  return (v) => {
    if (Array.isArray(v)) return arr ? arr(v) : undefined;
    if (isPlainish(v)) return obj ? obj(v) : scalar(v);
    return v;
  };
}

/**
 * A union. Discriminated: the branch its discriminator names (exact, one lookup); a value naming none is shaped
 * by all the branches' keys. Plain: the union of the branches' keys (mergedOf), not the branch that fits —
 * finding that one means parsing every row against each branch on the hot path, and a row that fits none (which
 * the contract's check should see) would have nothing to be shaped by. The union still lets out only names the
 * contract gives that place.
 */
function unionShaper(options: z.ZodType[], discriminator: string | undefined): Shaper {
  const merged = mergedOf(options);
  if (!discriminator) return merged;
  const byValue = new Map<unknown, Shaper>();
  for (const o of options) {
    const values = (o as unknown as { _zod?: { propValues?: Record<string, Set<unknown>> } })._zod?.propValues?.[discriminator];
    for (const value of values ?? []) if (!byValue.has(value)) byValue.set(value, shaperOf(o));
  }
  return (v) => {
    if (!isPlainish(v) || Array.isArray(v)) return merged(v);
    const branch = byValue.get((v as Obj)[discriminator]);
    return branch ? branch(v) : merged(v);
  };
}

/** The envelope's own fields, beside the payload. */
const envelope = (body: Obj, out: Obj) => {
  if (body.code !== undefined) out.code = scalar(body.code);
  if (body.msg !== undefined) out.msg = scalar(body.msg);
  return out;
};

/**
 * The shaper of a whole answer by its contract entry: 'data' → `data` by the schema ({code, msg} only when the
 * entry has none), 'page' → each of `rows` (and `total`), 'raw' → the body, code and msg included, by the
 * schema; 'other' (files, pages, redirects) is not shaped. Error answers ({code, msg}) keep just those.
 */
export function answerShaper(answer: Endpoint['answer']): Shaper | undefined {
  const schema = answer.schema;
  switch (answer.kind) {
    case 'data': {
      const data = schema ? shaperOf(schema) : undefined;
      return (body) => {
        if (!isPlainish(body) || Array.isArray(body)) return body;
        const out = envelope(body, {});
        if (data && body.data !== undefined) {
          const y = data(body.data);
          if (y !== undefined) out.data = y;
        }
        return out;
      };
    }
    case 'page': {
      const row = schema ? shaperOf(schema) : undefined;
      return (body) => {
        if (!isPlainish(body) || Array.isArray(body)) return body;
        const out = envelope(body, {});
        if (Array.isArray(body.rows)) out.rows = row ? body.rows.map((r) => row(r) ?? null) : [];
        if (body.total !== undefined) out.total = scalar(body.total);
        return out;
      };
    }
    case 'raw': {
      if (schema) return shaperOf(schema);
      return (body) => (isPlainish(body) && !Array.isArray(body) ? envelope(body, {}) : body);
    }
    case 'other':
      return undefined;
  }
}

/**
 * Every key an answer shaped by this entry can carry, at any depth (the envelope's included); undefined when a
 * part of it is open (a record, unknown, any: its keys come from the value) or the answer is not shaped. The
 * request journal trusts an answer whose keys are all known and none a secret's, instead of searching its text.
 */
export function answerKeys(answer: Endpoint['answer']): Set<string> | undefined {
  if (answer.kind === 'other') return undefined;
  const keys = new Set(['code', 'msg', ...(answer.kind === 'data' ? ['data'] : answer.kind === 'page' ? ['rows', 'total'] : [])]);
  return !answer.schema || collectKeys(answer.schema, keys, new Set()) ? keys : undefined;
}

/** Adds the keys a schema names to `keys`; false when some part of it is open. */
function collectKeys(schema: z.ZodType | undefined, keys: Set<string>, seen: Set<z.ZodType>): boolean {
  const d = def(schema);
  if (!schema || !d || seen.has(schema)) return true;
  seen.add(schema);
  const all = (schemas: (z.ZodType | null | undefined)[]) => schemas.every((x) => !x || collectKeys(x, keys, seen));
  if (WRAPPERS.has(d.type)) return all([d.innerType]);
  switch (d.type) {
    case 'object':
      for (const k of Object.keys(d.shape ?? {})) keys.add(k);
      return all(Object.values(d.shape ?? {}));
    case 'array':
      return all([d.element]);
    case 'tuple':
      return all([...(d.items ?? []), d.rest]);
    case 'pipe':
      return all([def(d.in)?.type === 'transform' ? d.out : d.in]);
    case 'lazy':
      return all([d.getter?.()]);
    case 'union':
      return all(d.options ?? []);
    case 'intersection':
      return all([d.left, d.right]);
    case 'record': case 'unknown': case 'any':
      return false;
    default:
      return true;
  }
}
