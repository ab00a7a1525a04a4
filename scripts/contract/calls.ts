// The concrete call of a contract endpoint: its path, query and body, from the samples (samples.ts) and the ids
// earlier answers gave, and the ids it needs (which orders the calls: checkBackend.ts).
import type { z } from 'zod';
import type { Endpoint } from '../../src/contract/common/endpoint.ts';
import { keyOf } from '../../src/contract/common/check.ts';
import { requiredFields, shapeKeys } from '../../src/contract/common/schemaWalk.ts';
import { id, ID_SOURCES, PAGE, SAMPLE_PARAMS, type Sample } from './samples.ts';

/** `:name` and `*` parameters of an express path. */
export function pathParams(p: string): string[] {
  return p.split('/').flatMap((seg) => (seg.startsWith(':') ? [seg.slice(1)] : seg === '*' ? ['*'] : []));
}

export type Ids = Map<string, unknown>;
const MISSING_ID = Symbol('missing id');

function resolve(sample: Sample, ids: Ids): unknown {
  if (typeof sample === 'object') return ids.has(sample.id) ? ids.get(sample.id) : MISSING_ID;
  return sample;
}

/** The ids an endpoint's parameters need (to order the calls). */
export function idNeeds(e: Endpoint): string[] {
  const k = keyOf(e);
  const samples: Sample[] = [
    ...Object.values(SAMPLE_PARAMS.path[k] ?? {}),
    ...Object.values(SAMPLE_PARAMS.query[k] ?? {}),
    ...Object.values(SAMPLE_PARAMS.body[k] ?? {}),
    ...requiredFields(e.query).concat(requiredFields(e.body)).map((f) => SAMPLE_PARAMS.required[f]).filter(Boolean),
  ];
  for (const p of pathParams(e.path)) if (!SAMPLE_PARAMS.path[k]?.[p] && p in ID_SOURCES) samples.push(id(p));
  return samples.flatMap((s) => (typeof s === 'object' ? [s.id] : []));
}

/** Query or body values: page, per-endpoint samples, then samples for what is still required. */
export function paramsFor(schema: z.ZodType | undefined, perEndpoint: Record<string, Sample> | undefined, ids: Ids):
  { values: Record<string, unknown> } | { missing: string } {
  const values: Record<string, unknown> = {};
  const keys = shapeKeys(schema);
  for (const [name, v] of Object.entries(PAGE)) if (keys.includes(name)) values[name] = v;
  for (const [name, sample] of Object.entries(perEndpoint ?? {})) {
    const v = resolve(sample, ids);
    if (v === MISSING_ID) return { missing: name };
    values[name] = v;
  }
  for (const name of requiredFields(schema)) {
    if (name in values) continue;
    const sample = SAMPLE_PARAMS.required[name];
    if (sample === undefined) return { missing: `${name}：SAMPLE_PARAMS.required 中没有样例值` };
    const v = resolve(sample, ids);
    if (v === MISSING_ID) return { missing: name };
    values[name] = v;
  }
  return { values };
}

export function concretePath(e: Endpoint, ids: Ids): { path: string } | { missing: string } {
  const k = keyOf(e);
  let out = e.path;
  for (const p of pathParams(e.path)) {
    const sample = SAMPLE_PARAMS.path[k]?.[p] ?? (p in ID_SOURCES ? id(p) : undefined);
    if (sample === undefined) return { missing: p };
    const v = resolve(sample, ids);
    if (v === MISSING_ID || v === undefined || v === null || v === '') return { missing: p };
    const text = p === '*' ? String(v).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(v));
    out = p === '*' ? out.replace('*', text) : out.replace(`:${p}`, text);
  }
  return { path: out };
}
