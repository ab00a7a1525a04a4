// THE API CONTRACT: one entry per endpoint the mock serves (outside /__mock), written in its domain's folder
// (src/contract/<domain>/endpoints.ts) and gathered here: the seed's 50 first, in the order of the product's
// specification (each seed's `seedNo`), then our extensions, domain by domain. The mock's registry refuses a route
// missing here and takes `auth` and the extension flag from here; `npm run contract` writes docs/api.md and
// docs/api/openapi.json from this list; `npm run contract:check` checks a live backend against it.
import type { Endpoint } from './endpoint.ts';
import { endpoints as game } from '../game/endpoints.ts';
import { endpoints as goods } from '../goods/endpoints.ts';
import { endpoints as sell } from '../sell/endpoints.ts';
import { endpoints as listing } from '../listing/endpoints.ts';
import { endpoints as recycle } from '../recycle/endpoints.ts';
import { endpoints as order } from '../order/endpoints.ts';
import { endpoints as auth } from '../auth/endpoints.ts';
import { endpoints as account } from '../account/endpoints.ts';
import { endpoints as merchant } from '../merchant/endpoints.ts';
import { endpoints as message } from '../message/endpoints.ts';
import { endpoints as content } from '../content/endpoints.ts';
import { endpoints as feedback } from '../feedback/endpoints.ts';
import { endpoints as service } from '../service/endpoints.ts';
import { endpoints as upload } from '../upload/endpoints.ts';

/** Every domain's entries, in the glossary's order of the domains (docs/glossary.md). */
const ALL: readonly Endpoint[] = [game, goods, sell, listing, recycle, order, auth, account, merchant, message, content, feedback, service, upload].flat();

/** The seed's entries by their number in the specification, then the extensions as the domains list them. Each seed
 *  has its own number and an extension none (else the contract does not load). */
function ordered(all: readonly Endpoint[]): readonly Endpoint[] {
  const seeds = all.filter((e) => e.origin === 'seed').sort((x, y) => (x.seedNo ?? 0) - (y.seedNo ?? 0));
  seeds.forEach((e, i) => {
    if (e.seedNo !== i + 1) throw new Error(`${e.method} ${e.path}: seedNo ${e.seedNo} where ${i + 1} was expected (the seed's numbers are 1…${seeds.length}, each once)`);
  });
  const extensions = all.filter((e) => e.origin === 'extension');
  const numbered = extensions.find((e) => e.seedNo !== undefined);
  if (numbered) throw new Error(`${numbered.method} ${numbered.path} is an extension: it has no seedNo`);
  return [...seeds, ...extensions];
}

export const ENDPOINTS: readonly Endpoint[] = ordered(ALL);

/** The entry of a served route (method + Express path), if the contract has one. */
export function endpointOf(method: string, path: string): Endpoint | undefined {
  return ENDPOINTS.find((e) => e.method === method && e.path === path);
}
