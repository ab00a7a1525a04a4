// The shape of one entry of the API contract (each domain's src/contract/<domain>/endpoints.ts holds its entries,
// common/endpoints.ts the whole list). The mock's route registry refuses a route that has no entry; `npm run
// contract` turns the list into OpenAPI 3.1 and docs/api.md; `npm run contract:check` validates a live backend's
// answers against it.
//
// zod lives here and in the mock only: the app imports no value from src/contract/common (ESLint keeps it out),
// it reads src/contract/types.ts, which re-exports the answers' types inferred here as types only.
import { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where the payload sits in the answer. */
export type AnswerKind =
  /** `{ code, msg, data }`: `schema` describes `data`. */
  | 'data'
  /** `{ code, msg, rows, total }`: `schema` describes one row. */
  | 'page'
  /** Fields beside `code`/`msg` (login's token, captchaImage): `schema` describes the whole body. */
  | 'raw'
  /** Not JSON: a file, an image, an HTML page or a redirect (no schema). */
  | 'other';

export interface Endpoint {
  method: Method;
  /** Express-style path, `:id` for a parameter (as the mock serves it, without /dev-api). */
  path: string;
  /** One line in Chinese: what it does. */
  summary: string;
  /** Folder of the mock's routes / the app's API module (goods, order, recycle…). */
  domain: string;
  /** Needs a session (token). */
  auth: boolean;
  /** 'seed': one of the 50 endpoints the product's specification names; 'extension': ours (the live backend may differ). */
  origin: 'seed' | 'extension';
  /** A seed's number in the product specification's list, 1–50: the order of the contract's list and of docs/api.md.
   *  An extension has none (it follows the seeds, domain by domain). */
  seedNo?: number;
  /** No side effect: contract:check calls it against a live backend without --writes. */
  readOnly: boolean;
  /** Query string the endpoint takes. */
  query?: z.ZodType;
  /** JSON (or multipart) body it takes. */
  body?: z.ZodType;
  /** How the body is sent when it is not JSON: a multipart upload or an HTML form post. */
  bodyType?: 'multipart' | 'form';
  answer: { kind: AnswerKind; schema?: z.ZodType; failures?: HttpFailure[] };
}

/** An HTTP error status a non-JSON endpoint ('other') answers, with what it means and how its body looks. */
export interface HttpFailure {
  status: 400 | 404;
  description: string;
  /** The body: `{code, msg}` JSON (code = the status), or an HTML page (the cashier's). */
  body: 'json' | 'html';
}

/** Identity helper so each entry is checked against Endpoint where it is written. */
export function endpoint(e: Endpoint): Endpoint {
  return e;
}

/** An answer that is a list of `row`s (`data: [...]`). */
export const list = <T extends z.ZodType>(row: T) => z.array(row);
