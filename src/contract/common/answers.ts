// Answer schemas: the one description of what the backend answers (docs/decisions/0013-contract-once.md). Each
// zod schema checks answers (the mock's tests, contract:check, the hybrid mock's drift log), writes its part of
// docs/api.md and the OpenAPI document (a field's `.meta({ description })`, in Chinese like the docs), and is the
// app's TypeScript type: `export type Goods = Answer<typeof goodsSchema>` beside it, which src/contract/types.ts
// re-exports to the app as a type only (so zod never reaches the bundle; it re-exports this file whole, so a new
// type needs no line there). A schema the app names is marked `named('Goods', …)`: its name is the OpenAPI
// component's (NAMED_ANSWERS, below, is collected from those marks). A field's JSDoc comment is what an
// editor shows on hover: write a new field's meaning in its description, and in a comment when the app needs more.
// Every object is a looseObject (a backend may send more fields); `Answer` drops the index signature that adds.
// The schemas live in the domains' folders (src/contract/<domain>/answers.ts); this file is their one door.
import type { z } from 'zod';
import * as game from '../game/answers.ts';
import * as goods from '../goods/answers.ts';
import * as listing from '../listing/answers.ts';
import * as recycle from '../recycle/answers.ts';
import * as order from '../order/answers.ts';
import * as auth from '../auth/answers.ts';
import * as account from '../account/answers.ts';
import * as merchant from '../merchant/answers.ts';
import * as message from '../message/answers.ts';
import * as content from '../content/answers.ts';
import * as feedback from '../feedback/answers.ts';
import * as service from '../service/answers.ts';
import * as upload from '../upload/answers.ts';
import { namedIn } from './answerFields.ts';

// The status types are the named codes' (statuses.ts): the schemas are made from them.
export type {
  AccountRealName, BacklistStatus, BackOrderStatus, BindingType, DeliverState, OrderStatus, OrderStep, PayState, PayWay, SaleState, ShotType, SupplyPay,
} from '../statuses.ts';

export { createdSchema, extension, named, TIME_PATTERN, type Answer } from './answerFields.ts';
export * from '../game/answers.ts';
export * from '../goods/answers.ts';
export * from '../listing/answers.ts';
export * from '../recycle/answers.ts';
export * from '../order/answers.ts';
export * from '../auth/answers.ts';
export * from '../account/answers.ts';
export * from '../merchant/answers.ts';
export * from '../message/answers.ts';
export * from '../content/answers.ts';
export * from '../feedback/answers.ts';
export * from '../service/answers.ts';
export * from '../upload/answers.ts';

/** The answer schemas by the name of their type (src/contract/types.ts): the OpenAPI document's components. Not
 *  written here: every schema marked `named('X', …)` in the modules above is one (a new domain is added to both lists;
 *  scripts/contract.test.ts fails when a folder's answers.ts is missing here). */
export const NAMED_ANSWERS: Record<string, z.ZodType> = namedIn(game, goods, listing, recycle, order, auth, account, merchant, message, content, feedback, service, upload);
