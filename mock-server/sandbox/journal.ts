// The request journal of one data space, like WireMock's: every call the space's app answered (but the journal's
// own routes and /__mock/log, which would fill it by being read), with what was asked and what was answered —
// method, path, query, status (0 = connection dropped), body code, time, sandbox client and tester, scenario,
// backend and drift, and both bodies with their secrets masked — so a tester sees exactly what the app sent,
// a test counts calls, and a developer gets a HAR. The last JOURNAL_SIZE calls per space, in memory only (a
// restart or an idle unload forgets them; a reset does not). GET /__mock/log is a view of it in its old shape
// (MockLogEntry). The routes are in control-journal.ts; a reproduction link carries a slice of it
// (journalSlice, importJournal).
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { DROPPED_CALL } from '../../src/contract/statuses.ts';
import type { JournalEntry, JournalMessage, MockLogEntry } from '../../src/contract/types.ts';

export type { JournalEntry, JournalMessage };
import { clientOf, testerOf } from '../lib/client-id.ts';
import { formatTime } from '../lib/fixtures.ts';
import { isRecord, safeJsonParse } from '../lib/json.ts';
import { isSecretKey, mayNameSecretKey } from '../lib/secrets.ts';
import { stateOf, type UploadedFile } from '../middleware/state.ts';

/** Calls kept per data space (the oldest go first). */
export const JOURNAL_SIZE = 1000;
/** Rows of the old GET /__mock/log view. */
export const LOG_SIZE = 200;
/** A body whose (masked) JSON is longer than this many bytes keeps only its head. */
export const BODY_LIMIT = 16 * 1024;
/** A JSON answer not sent through res.json (json-server's raw data, a live answer) is read back up to this size. */
const CAPTURE_LIMIT = 1024 * 1024;
export const MASK = '***';

/** Not journaled: reading the journal must not fill it. */
const UNJOURNALED = new Set(['/__mock/journal', '/__mock/journal/count', '/__mock/journal.har', '/__mock/log']);

/** A string that may hold JSON (the live API nests some: 竞价回收's `content`, image lists). */
const looksLikeJson = (v: string) => v.length >= 2 && v.length <= CAPTURE_LIMIT && (v[0] === '{' || v[0] === '[');

/**
 * The JSON text of a value with every secret masked, at any depth — also inside strings that hold JSON, whose
 * secrets a JSON.stringify of the outer value would otherwise carry. Empty values stay as they are (they hide
 * nothing, and 「密码不能为空」 is worth seeing). undefined for undefined.
 */
export function maskedJson(value: unknown): string | undefined {
  return maskedText(value, JSON.stringify(value));
}

/**
 * maskedJson of a value whose JSON text is already made (an answer: made once, then sent and kept). Most bodies (a
 * goods list page: 600 fields) name no secret and hold no JSON in a string: the plain text is the masked one. A key
 * that might be a secret, or an escaped quote (JSON inside a string), takes the field-by-field way; `keysSecretFree`:
 * every key the value can have is known and none is a secret's, so only JSON inside a string can hide one.
 */
function maskedText(value: unknown, plain: string | undefined, keysSecretFree = false): string | undefined {
  if (plain === undefined || ((keysSecretFree || !mayNameSecretKey(plain)) && !plain.includes('\\"'))) return plain;
  return JSON.stringify(value, (key: string, v: unknown) => {
    if (key !== '' && isSecretKey(key) && v !== null && v !== undefined && v !== '') return MASK;
    if (typeof v === 'string' && looksLikeJson(v)) return maskedInside(v);
    return v;
  });
}

function maskedInside(text: string): string {
  let parsed: unknown;
  try {
    parsed = safeJsonParse(text);
  } catch {
    return text;
  }
  if (parsed === null || typeof parsed !== 'object') return text;
  const masked = maskedJson(parsed);
  // Untouched JSON keeps its own spelling (spaces, key order as sent).
  return masked === undefined || masked === JSON.stringify(parsed) ? text : masked;
}

function maskedHeaders(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    const value = Array.isArray(v) ? v.map(String).join(', ') : String(v);
    out[name] = isSecretKey(name) && value !== '' ? MASK : value;
  }
  return out;
}

function maskedQuery(search: string): string {
  if (!search) return '';
  const pairs = [...new URLSearchParams(search)].map(([k, v]): [string, string] => [k, isSecretKey(k) && v ? MASK : v]);
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
}

// ---------- bodies ----------

/** A body as kept: its masked JSON text, or the head of it when longer than BODY_LIMIT (`size` = the whole). */
interface StoredBody {
  readonly text: string;
  readonly size?: number;
}

/** What a body over BODY_LIMIT becomes in answers: its first 16 KB as text, with a note. */
export interface TruncatedBody {
  truncated: true;
  /** Bytes of the whole (masked) JSON. */
  size: number;
  head: string;
  note: string;
}

export function isTruncated(v: unknown): v is TruncatedBody {
  return isRecord(v) && v.truncated === true && typeof v.head === 'string' && typeof v.size === 'number';
}

/** A multipart upload as journaled: its text fields (masked) and its files without their bytes. */
export interface MultipartSummary {
  multipart: true;
  fields: Record<string, unknown>;
  files: { field: string; fileName: string; contentType: string; size: number }[];
}

export function isMultipartSummary(v: unknown): v is MultipartSummary {
  return isRecord(v) && v.multipart === true && isRecord(v.fields) && Array.isArray(v.files);
}

/** `encoded`: the text's UTF-8 bytes when they are made already (an answer's, for the wire: kept as they are). */
function fit(text: string, encoded?: Buffer): StoredBody {
  if (encoded) return encoded.length <= BODY_LIMIT ? sentBody(encoded) : sentBody(encoded.subarray(0, BODY_LIMIT), encoded.length);
  // Cheap test first: a UTF-8 character is at most 3 bytes per UTF-16 unit.
  if (text.length * 3 <= BODY_LIMIT) return { text };
  const bytes = Buffer.from(text);
  if (bytes.length <= BODY_LIMIT) return { text };
  // A cut through a multi-byte character leaves a replacement character: dropped.
  return { text: bytes.subarray(0, BODY_LIMIT).toString('utf8').replace(/\uFFFD+$/, ''), size: bytes.length };
}

/**
 * An answer kept as the bytes that were sent (its masked text is the sent text), decoded only when viewed: off V8's
 * heap, where 1 000 answers of ≈ 10 KB kept as strings lived just long enough under load to be promoted and then
 * collected again. `size` when the bytes are the head of a longer body (a cut through a character is dropped).
 */
function sentBody(bytes: Buffer, size?: number): StoredBody {
  if (size === undefined) return { get text() { return bytes.toString('utf8'); } };
  return { get text() { return bytes.toString('utf8').replace(/\uFFFD+$/, ''); }, size };
}

/** A body to keep. `imported`: a journal entry's body (journalSlice), whose cut head stays a cut head; a live
 *  body shaped like one is just a body (and masked as any). */
function stored(value: unknown, imported = false): StoredBody | undefined {
  if (imported && isTruncated(value)) return { text: Buffer.from(value.head).subarray(0, BODY_LIMIT).toString('utf8').replace(/\uFFFD+$/, ''), size: value.size };
  const text = maskedJson(value);
  return text === undefined ? undefined : fit(text);
}

function bodyView(b: StoredBody | undefined): unknown {
  if (!b) return undefined;
  if (b.size !== undefined) {
    return { truncated: true, size: b.size, head: b.text, note: `内容共 ${b.size} 字节，超过 16 KB，只保留前 16 KB` } satisfies TruncatedBody;
  }
  try {
    return JSON.parse(b.text) as unknown;
  } catch {
    return b.text;
  }
}

// ---------- entries ----------

interface StoredMessage extends Omit<JournalMessage, 'body'> {
  body?: StoredBody;
}

/** An entry as the journal keeps it (bodies as masked JSON text); `view` makes the JournalEntry. */
export interface JournalRow extends Omit<JournalEntry, 'request' | 'response'> {
  /** Epoch ms of `time`. */
  at: number;
  request: StoredMessage;
  response: StoredMessage;
}

/** A row of the old GET /__mock/log. */
export type LogEntry = MockLogEntry & { client?: string };

export interface JournalFilter {
  /** A sandbox client: its own calls and those a reproduction link brought; undefined = everyone's. */
  client?: string;
  method?: string;
  path?: (path: string) => boolean;
  status?: (status: number) => boolean;
  code?: number;
  /** Epoch ms, both inclusive. */
  since?: number;
  until?: number;
  tester?: string;
  /** A substring of the request body's (masked) JSON. */
  body?: string;
}

export function matchesFilter(e: JournalRow, f: JournalFilter): boolean {
  return (f.client === undefined || e.client === f.client || e.repro !== undefined)
    && (f.method === undefined || e.method === f.method)
    && (f.path === undefined || f.path(e.path))
    && (f.status === undefined || f.status(e.status))
    && (f.code === undefined || e.code === f.code)
    && (f.since === undefined || e.at >= f.since)
    && (f.until === undefined || e.at <= f.until)
    && (f.tester === undefined || e.tester === f.tester)
    && (f.body === undefined || (e.request.body?.text.includes(f.body) ?? false));
}

/** The request body of a row as parsed (masked), a TruncatedBody, or undefined. */
export function requestBodyOf(e: JournalRow): unknown {
  return bodyView(e.request.body);
}

export function view(e: JournalRow): JournalEntry {
  const { at: _at, request, response, ...rest } = e;
  const message = (m: StoredMessage): JournalMessage => {
    const { body, ...head } = m;
    const value = bodyView(body);
    return value === undefined ? head : { ...head, body: value };
  };
  return { ...rest, request: message(request), response: message(response) };
}

export class Journal {
  /** In the order recorded (oldest first); imported rows go where their time puts them. */
  private readonly rows: JournalRow[] = [];
  private lastId = 0;

  get size(): number {
    return this.rows.length;
  }

  add(row: Omit<JournalRow, 'id'>): void {
    this.rows.push({ id: ++this.lastId, ...row });
    this.trim();
  }

  /** Rows from elsewhere (a reproduction link), by their own time; they get ids of this journal. */
  insert(rows: Omit<JournalRow, 'id'>[]): number {
    for (const row of [...rows].sort((a, b) => a.at - b.at)) {
      let i = this.rows.length;
      while (i > 0 && this.rows[i - 1].at > row.at) i--;
      this.rows.splice(i, 0, { id: ++this.lastId, ...row });
    }
    this.trim();
    return rows.length;
  }

  /** Newest first: how many match, and the first `limit` of them. */
  find(f: JournalFilter, limit = JOURNAL_SIZE): { count: number; rows: JournalRow[] } {
    const out: JournalRow[] = [];
    let count = 0;
    for (let i = this.rows.length - 1; i >= 0; i--) {
      const e = this.rows[i];
      if (!matchesFilter(e, f)) continue;
      count++;
      if (out.length < limit) out.push(e);
    }
    return { count, rows: out };
  }

  /** GET /__mock/log: the newest LOG_SIZE calls made here (not a reproduction's), one client's or everyone's. */
  log(client?: string): LogEntry[] {
    const out: LogEntry[] = [];
    for (let i = this.rows.length - 1; i >= 0 && out.length < LOG_SIZE; i--) {
      const e = this.rows[i];
      if (e.repro !== undefined || (client !== undefined && e.client !== client)) continue;
      out.push({
        ...(e.client !== undefined ? { client: e.client } : {}),
        time: e.time, method: e.method, path: e.path, status: e.status, code: e.code, ms: e.ms, scenario: e.scenario,
        ...(e.backend ? { backend: e.backend } : {}),
        ...(e.drift ? { drift: e.drift } : {}),
      });
    }
    return out;
  }

  /** Removes what `find({client})` lists (a client's own and the reproduction's rows, or all); answers how many. */
  clear(client?: string): number {
    const before = this.rows.length;
    const keep = this.rows.filter((e) => !matchesFilter(e, { client }));
    this.rows.splice(0, this.rows.length, ...keep);
    return before - keep.length;
  }

  private trim(): void {
    // shift, not splice: V8 moves the array's start instead of its 1 000 rows (0.07 µs a call instead of 5 µs).
    while (this.rows.length > JOURNAL_SIZE) this.rows.shift();
  }
}

// ---------- recording ----------

const JSON_TYPE = /[/+]json\b/i;

function hasBody(req: Request): boolean {
  return Number(req.get('content-length')) > 0 || req.get('transfer-encoding') !== undefined;
}

function requestSize(req: Request): number {
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared >= 0) return declared;
  return req.get('transfer-encoding') !== undefined ? -1 : 0;
}

function requestBody(req: Request, files: UploadedFile[]): StoredBody | undefined {
  // undefined: answered before the body parser (a scenario, a refusal) or streamed on (hybrid).
  if (!hasBody(req) || req.body === undefined) return undefined;
  if (/^multipart\/form-data/i.test(req.get('content-type') ?? '')) {
    const summary: MultipartSummary = {
      multipart: true,
      fields: isRecord(req.body) ? req.body : {},
      files: files.map((f) => ({ field: f.field, fileName: f.fileName, contentType: f.contentType, size: f.data.length })),
    };
    return stored(summary);
  }
  return stored(req.body);
}

function byteLength(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === 'string') return Buffer.byteLength(chunk, typeof encoding === 'string' ? encoding as BufferEncoding : 'utf8');
  if (chunk instanceof Uint8Array) return chunk.byteLength;
  return 0;
}

/**
 * The space's first middleware: records each call when its connection closes ('close' comes for finished answers
 * and dropped connections alike). What res.json was given is the answer's body; anything else sent is counted,
 * and read back when it is JSON (the raw data view, a live answer).
 */
export function journalRecorder(journal: Journal, now: () => number): RequestHandler {
  return (req, res, next) => {
    // The path and URL as they came in: a mounted router (/__mock/db) rewrites req.url on the way.
    const path = req.path;
    if (UNJOURNALED.has(path.replace(/\/+$/, '').toLowerCase())) return next();
    const state = stateOf(req);
    const at = now();
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${path}${maskedQuery(search)}`;
    const query = safeJsonParse(maskedJson(req.query) ?? '{}') as Record<string, unknown>;
    const requestHeaders = maskedHeaders(req.headers);
    const client = clientOf(req);
    const tester = testerOf(req);

    let answer: StoredBody | undefined;
    let answered = false;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      // The body code of JSON answers (also for the old log).
      if (isRecord(body) && typeof body.code === 'number') state.code = body.code;
      if (answered) return json(body);
      answered = true;
      // The answer's JSON is made once, for the wire and the journal (res.json would make it again): the app's JSON
      // is compact with no replacer (app.ts), which is what JSON.stringify makes.
      const text = JSON.stringify(body);
      if (text === undefined) return json(body);
      // Its bytes once too: sent as a Buffer, res.send neither encodes it again nor parses the Content-Type to add a
      // charset (res.type has put one: application/json; charset=utf-8).
      const bytes = Buffer.from(text);
      // An answer the registry shaped by a schema naming no secret key needs no search of its text for one (a
      // goods list page: ≈ 10 µs, 4 % of the CPU under load); a drifted copy is searched as any.
      const masked = maskedText(body, text, body === state.secretFreeAnswer);
      if (masked !== undefined) answer = fit(masked, masked === text ? bytes : undefined);
      if (!res.get('Content-Type')) res.type('json');
      return res.send(bytes);
    };
    let sent = 0;
    let captured: Buffer[] | undefined = [];
    let capturedBytes = 0;
    const seen = (chunk: unknown, encoding: unknown) => {
      const n = byteLength(chunk, encoding);
      sent += n;
      if (answered || !captured || n === 0) return;
      capturedBytes += n;
      if (capturedBytes > CAPTURE_LIMIT || !JSON_TYPE.test(String(res.getHeader('content-type') ?? ''))) {
        captured = undefined;
        return;
      }
      captured.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding as BufferEncoding : 'utf8') : Buffer.from(chunk as Uint8Array));
    };
    const write = res.write;
    const end = res.end;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      seen(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).apply(res, [chunk, ...rest]);
    }) as Response['write'];
    res.end = ((...args: unknown[]) => {
      if (args.length > 0 && typeof args[0] !== 'function') seen(args[0], args[1]);
      return (end as (...a: unknown[]) => Response).apply(res, args);
    }) as Response['end'];

    res.on('close', () => {
      const finished = res.writableFinished;
      const contentType = res.getHeader('content-type');
      let body = answer;
      if (!answered && finished && captured && captured.length > 0) {
        try {
          body = stored(safeJsonParse(Buffer.concat(captured).toString('utf8')));
        } catch {
          // Said JSON, was not: its type and size are enough.
        }
      }
      const reqType = req.get('content-type');
      const reqBody = requestBody(req, state.files);
      journal.add({
        at,
        time: formatTime(at),
        startedDateTime: new Date(at).toISOString(),
        method: req.method,
        path,
        query,
        url,
        httpVersion: `HTTP/${req.httpVersion}`,
        status: finished ? res.statusCode : DROPPED_CALL,
        ...(state.code !== undefined ? { code: state.code } : {}),
        ms: Math.round(performance.now() - state.started),
        ...(client !== undefined ? { client } : {}),
        ...(tester !== undefined ? { tester } : {}),
        ...(state.scenario !== undefined ? { scenario: state.scenario } : {}),
        ...(state.backend ? { backend: state.backend } : {}),
        ...(state.drift ? { drift: state.drift } : {}),
        request: {
          headers: requestHeaders,
          ...(reqType ? { contentType: reqType } : {}),
          size: requestSize(req),
          ...(reqBody ? { body: reqBody } : {}),
        },
        response: {
          headers: maskedHeaders(res.getHeaders()),
          ...(contentType !== undefined ? { contentType: String(contentType) } : {}),
          size: sent,
          ...(body ? { body } : {}),
        },
      });
    });
    next();
  };
}

// ---------- reproduction links ----------

/** The caller's newest calls (a sandbox client's own and those a reproduction brought; all without one), masked:
 *  what a reproduction link carries. Newest first. */
export function journalSlice(journal: Journal, client: string | undefined, limit = 30): JournalEntry[] {
  return journal.find({ client }, Math.max(0, limit)).rows.map(view);
}

const importedMessage = z.object({
  headers: z.record(z.string(), z.string()).catch({}),
  contentType: z.string().optional().catch(undefined),
  size: z.number().catch(-1),
  body: z.unknown(),
}).catch({ headers: {}, size: -1, body: undefined });

const importedEntry = z.object({
  time: z.string(),
  startedDateTime: z.string().refine((t) => Number.isFinite(Date.parse(t))),
  method: z.string(),
  path: z.string(),
  query: z.record(z.string(), z.unknown()).catch({}),
  url: z.string().catch(''),
  httpVersion: z.string().catch('HTTP/1.1'),
  status: z.number().int(),
  code: z.number().optional().catch(undefined),
  ms: z.number().catch(0),
  client: z.string().optional().catch(undefined),
  tester: z.string().optional().catch(undefined),
  scenario: z.string().optional().catch(undefined),
  backend: z.enum(['mock', 'live']).optional().catch(undefined),
  drift: z.array(z.string()).optional().catch(undefined),
  request: importedMessage,
  response: importedMessage,
});

/**
 * Puts a reproduction link's journal slice (journalSlice's entries, from its snapshot) into this space's journal,
 * marked `repro: snapshot`: they keep their time (and are listed among the rest by it) and get ids of this
 * journal. Rows that are not journal entries are skipped; bodies, query and headers are masked again (the slice
 * came through a file; a body cut at 16 KB stays the head journalSlice gave, masked when it was recorded).
 * Answers how many were imported.
 */
export function importJournal(journal: Journal, entries: unknown, snapshot: string): number {
  if (!Array.isArray(entries)) return 0;
  const rows: Omit<JournalRow, 'id'>[] = [];
  for (const raw of entries) {
    const parsed = importedEntry.safeParse(raw);
    if (!parsed.success) continue;
    const e = parsed.data;
    const message = (m: z.infer<typeof importedMessage>): StoredMessage => {
      const body = m.body === undefined ? undefined : stored(m.body, true);
      return { headers: maskedHeaders(m.headers), ...(m.contentType !== undefined ? { contentType: m.contentType } : {}), size: m.size, ...(body ? { body } : {}) };
    };
    rows.push({
      at: Date.parse(e.startedDateTime),
      time: e.time, startedDateTime: e.startedDateTime, method: e.method, path: e.path,
      query: safeJsonParse(maskedJson(e.query) ?? '{}') as Record<string, unknown>,
      url: e.url, httpVersion: e.httpVersion, status: e.status,
      ...(e.code !== undefined ? { code: e.code } : {}),
      ms: e.ms,
      ...(e.client !== undefined ? { client: e.client } : {}),
      ...(e.tester !== undefined ? { tester: e.tester } : {}),
      ...(e.scenario !== undefined ? { scenario: e.scenario } : {}),
      ...(e.backend !== undefined ? { backend: e.backend } : {}),
      ...(e.drift !== undefined ? { drift: e.drift } : {}),
      request: message(e.request),
      response: message(e.response),
      repro: snapshot,
    });
  }
  // journalSlice's order is newest first: oldest first here, so that calls made in the same millisecond (a
  // captcha and the sign-in it served) keep their order through insert's stable sort by time.
  return journal.insert(rows.reverse());
}
