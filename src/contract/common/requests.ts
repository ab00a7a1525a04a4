// Request schemas: the query strings and bodies the mock validates (mock-server/routes/* parse with these)
// and the contract documents (the domains' endpoints.ts). Messages are the mock's Chinese answers, field named.
// Business rules that need the store (does the game exist, is it mine) stay in the routes.
// The bodies the app sends are typed from these: `export type X = z.input<typeof xBody>` beside the schema (the
// input: what a client sends, fields.ts says how each step declares it), re-exported to the app by types.ts.
// The schemas live in the domains' folders (src/contract/<domain>/requests.ts); this file is their one door.
export { pageQuery, type PageQuery } from './fields.ts';
export * from '../game/requests.ts';
export * from '../goods/requests.ts';
export * from '../sell/requests.ts';
export * from '../listing/requests.ts';
export * from '../recycle/requests.ts';
export * from '../order/requests.ts';
export * from '../auth/requests.ts';
export * from '../account/requests.ts';
export * from '../merchant/requests.ts';
export * from '../message/requests.ts';
export * from '../content/requests.ts';
export * from '../feedback/requests.ts';
export * from '../service/requests.ts';
export * from '../upload/requests.ts';
