// Per-request state shared by the middlewares and routes, kept beside the request rather than on it
// (no declaration merging into express' types).
import type { Request } from 'express';
import type { SessionRow, UserRow } from '../lib/fixtures.ts';
import type { Scenario } from '../lib/scenarios.ts';

export interface UploadedFile {
  field: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

export interface RequestState {
  started: number;
  scenario?: Scenario;
  /** Body code of the JSON answer, for the request log. */
  code?: number;
  user?: UserRow;
  session?: SessionRow;
  files: UploadedFile[];
  /** Set when a multipart file part went over the upload limit. */
  fileTooLarge?: boolean;
  /** Hybrid mode: who answered, and a live answer's breaking differences from the contract. */
  backend?: 'mock' | 'live';
  drift?: string[];
  /** The answer the route registry shaped by a contract schema that names no secret key (the journal's fast path). */
  secretFreeAnswer?: unknown;
}

const states = new WeakMap<Request, RequestState>();

export function stateOf(req: Request): RequestState {
  let s = states.get(req);
  if (!s) {
    s = { started: performance.now(), files: [] };
    states.set(req, s);
  }
  return s;
}
