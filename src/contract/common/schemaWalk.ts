// Reading a zod schema's structure: the definition behind a schema, the object behind its wrappers, the schema
// at a path of an answer, an object's keys and the fields a request cannot do without. Used by the answer check
// (check.ts) and the contract scripts' call planner (scripts/contract/calls.ts), through zod 4's `_zod.def`.
import type { z } from 'zod';

/** The parts of zod 4's `_zod.def` read here. */
export interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  getter?: () => z.ZodType;
}
export const defOf = (s: z.ZodType | undefined): Def | undefined => (s as unknown as { _zod?: { def: Def } } | undefined)?._zod?.def;

/** The object schema behind wrappers (optional, nullable, pipe, lazy, a union's first object). */
export function unwrap(s: z.ZodType | undefined, depth = 0): z.ZodType | undefined {
  const d = defOf(s);
  if (!d || depth > 20) return s;
  switch (d.type) {
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional':
      return unwrap(d.innerType, depth + 1);
    case 'pipe': {
      const out = unwrap(d.out, depth + 1);
      return defOf(out)?.type === 'transform' ? unwrap(d.in, depth + 1) : out;
    }
    case 'lazy':
      return unwrap(d.getter?.(), depth + 1);
    case 'union': {
      const obj = d.options?.map((o) => unwrap(o, depth + 1)).find((o) => defOf(o)?.type === 'object');
      return obj ?? s;
    }
    default:
      return s;
  }
}

/** The schema of the value at a path (numbers step into arrays). */
export function schemaAt(schema: z.ZodType | undefined, segments: readonly PropertyKey[]): z.ZodType | undefined {
  let s = unwrap(schema);
  for (const seg of segments) {
    const d = defOf(s);
    if (!d) return undefined;
    if (typeof seg === 'number') s = d.type === 'array' ? unwrap(d.element) : undefined;
    else s = d.type === 'object' ? unwrap(d.shape?.[String(seg)]) : undefined;
  }
  return s;
}

/** The keys of the object a schema describes (through its wrappers); none when it is not an object. */
export function shapeKeys(s: z.ZodType | undefined): string[] {
  const d = defOf(unwrap(s));
  return d?.type === 'object' ? Object.keys(d.shape ?? {}) : [];
}

/** Fields a request schema cannot do without (what safeParse({}) complains about). */
export function requiredFields(s: z.ZodType | undefined): string[] {
  if (!s) return [];
  const r = s.safeParse({});
  if (r.success) return [];
  return [...new Set(r.error.issues.flatMap((i) => (typeof i.path[0] === 'string' ? [i.path[0]] : [])))];
}
