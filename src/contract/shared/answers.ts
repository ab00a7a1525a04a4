// Answer schemas: the one description of what the backend answers (docs/decisions/0013-contract-once.md). Each
// zod schema checks answers (the mock's tests, contract:check, the hybrid mock's drift log), writes its part of
// docs/api.md and the OpenAPI document (a field's `.meta({ description })`, in Chinese like the docs), and is the
// app's TypeScript type: `export type Goods = Answer<typeof goodsSchema>` beside it, which src/contract/types.ts
// re-exports to the app as a type only (so zod never reaches the bundle; it re-exports this file whole, so a new
// type needs no line there). A schema the app names is marked `named('Goods', …)`: its name is the OpenAPI
// component's (NAMED_ANSWERS, below, is collected from those marks). A field's JSDoc comment is what an
// editor shows on hover: write a new field's meaning in its description, and in a comment when the app needs more.
// Every object is a looseObject (a backend may send more fields); `Answer` drops the index signature that adds.
// The schemas live in answers/ by domain; this file is their one door.
import type { z } from 'zod';
import * as games from './answers/games.ts';
import * as goods from './answers/goods.ts';
import * as orders from './answers/orders.ts';
import * as users from './answers/users.ts';
import * as content from './answers/content.ts';
import * as services from './answers/services.ts';
import { namedIn } from './answers/base.ts';

// The status types are the named codes' (statuses.ts): the schemas in answers/ are made from them.
export type {
  AccountRealName, BacklistStatus, BackOrderStatus, BindingType, DeliverState, OrderStatus, OrderStep, PayState, PayWay, SaleState, ShotType, SupplyPay,
} from '../statuses.ts';

export { extension, named, TIME_PATTERN, type Answer } from './answers/base.ts';
export * from './answers/games.ts';
export * from './answers/goods.ts';
export * from './answers/orders.ts';
export * from './answers/users.ts';
export * from './answers/content.ts';
export * from './answers/services.ts';

/** The answer schemas by the name of their type (src/contract/types.ts): the OpenAPI document's components. Not
 *  written here: every schema marked `named('X', …)` in the modules above is one (a new module is added to both lists). */
export const NAMED_ANSWERS: Record<string, z.ZodType> = namedIn(games, goods, orders, users, content, services);
