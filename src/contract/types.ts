// The API's types as the app (src/api, features, screens) and the mock import them, as types only: the app never
// loads zod. None is written here but the envelopes; each is written once beside what it describes and re-exported
// below whole, so a type added there is here too (docs/decisions/0013-contract-once.md):
// - the answers: `export type Goods = Answer<typeof goodsSchema>` beside each zod schema in <domain>/answers.ts;
// - what the app sends: `export type CreateOrderBody = z.input<typeof createOrderBody>` beside each request schema in
//   <domain>/requests.ts (the input type: what a client sends, common/fields.ts);
// - the status codes: statuses.ts (each domain's <domain>/statuses.ts), with their labels;
// - the mock's own (its stored rows, its control API's answers): mock.ts.
// Names follow the RuoYi backend the product talks to; see docs/api.md and docs/product.md.
export type * from './common/answers.ts';
export type * from './common/requests.ts';
export type * from './statuses.ts';
export type * from './mock.ts';

/** RuoYi envelope for a single value. */
export interface ApiResult<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** RuoYi envelope for one page of a list. */
export interface PageResult<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

/** What the app gets back from a page call after the client unwraps it. */
export interface Page<T> {
  rows: T[];
  total: number;
}
