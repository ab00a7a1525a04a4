// What every answer schema is made of (answers.ts explains the schemas): the status field made from statuses.ts,
// the id, money and time fields, extensions, `Answer` (the app's type of a schema) and the answer of a create.
import { z } from 'zod';

/** A status field: the codes named in statuses.ts, described with their labels there ("0 待审核，1 已上架…"); a
 *  status whose codes are the words themselves (售后 处理中…) has no labels. */
export function statusOf<const T extends Record<string, string | number>>(status: T, labels?: { readonly [K in T[keyof T]]: string }, what?: string) {
  const codes = Object.values(status) as T[keyof T][];
  if (!labels) return z.literal(codes);
  const listed = codes.map((code) => `${code} ${labels[code]}`).join('，');
  return z.literal(codes).meta({ description: what ? `${what}：${listed}` : listed });
}

/** T without index signatures, recursively (a looseObject's output carries `[k: string]: unknown`). */
type Plain<T> = T extends readonly (infer E)[] ? Plain<E>[]
  : T extends object ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Plain<T[K]> }
    : T;

/** The TypeScript type of an answer schema: its output with only the fields it names, so app code stays strict. */
export type Answer<S extends z.ZodType> = Plain<z.output<S>>;

export const int = () => z.number().int();
/** A record's id (database key): an integer from 1. */
export const recordId = () => int().min(1);
/** Money travels as a JSON number of yuan (the live backend's BigDecimal): never negative, at most two decimals. */
export const yuan = (what: string) => z.number().min(0).multipleOf(0.01).meta({ description: `${what}（元）` });
/** How the backend writes a time (RuoYi's @JsonFormat): `yyyy-MM-dd HH:mm:ss`, server time (Asia/Shanghai). */
export const TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const time = (what: string) => z.string().regex(TIME_PATTERN).meta({ description: `${what}（yyyy-MM-dd HH:mm:ss）` });
/** A live optional time the backend may also send empty ("" until it happens): accepted, the app shows —. */
export const laterTime = (what: string) => z.union([z.string().regex(TIME_PATTERN), z.literal('')])
  .meta({ description: `${what}（yyyy-MM-dd HH:mm:ss，未发生时可为空串）` });

/**
 * A field of ours that the live backend does not send (docs/api.md "Our extensions"): always optional, marked
 * `x-origin: extension` in the OpenAPI document, and reported by contract:check as an extension, never as
 * breaking, when a backend leaves it out. The app shows what the live site shows when it is absent.
 * `extension(int(), '…')`, or `extension(schema)` for a schema that already has its description.
 */
export function extension<S extends z.ZodType>(schema: S, description?: string, opts: { when?: string } = {}) {
  // `when`: sent only under a condition of the request (x-when), so contract:check does not report it missing.
  return schema.optional().meta({ ...(description ? { description } : {}), 'x-origin': 'extension', ...(opts.when ? { 'x-when': opts.when } : {}) });
}

/** The answer types the app names: each schema's name, the OpenAPI document's component (answers.ts NAMED_ANSWERS). */
const answerNames = z.registry<{ name: string }>();

/**
 * An answer the app names: `export const goodsSchema = named('Goods', z.looseObject({…}))` with
 * `export type Goods = Answer<typeof goodsSchema>` beside it. The name is written here only: the OpenAPI component
 * list (NAMED_ANSWERS) and the app's type re-exports (src/contract/types.ts) follow from the modules' exports.
 */
export function named<S extends z.ZodType>(name: string, schema: S): S {
  answerNames.add(schema as z.ZodType, { name });
  return schema;
}

/** The named schemas among the exports of answer modules, by name (sorted: the document's order never depends on
 *  which file a schema is in). Two schemas under one name is an error. */
export function namedIn(...modules: Record<string, unknown>[]): Record<string, z.ZodType> {
  const found = new Map<string, z.ZodType>();
  for (const value of modules.flatMap((m) => Object.values(m))) {
    if (!(value instanceof z.ZodType)) continue;
    const name = answerNames.get(value)?.name;
    if (!name) continue;
    if (found.has(name) && found.get(name) !== value) throw new Error(`Two answer schemas are named ${name}`);
    found.set(name, value);
  }
  return Object.fromEntries([...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** `data {id}` of a create: the new record's id. */
export const createdSchema = z.looseObject({ id: recordId().meta({ description: '新记录的编号' }) });
