// The last 200 requests for GET /__mock/log: what the app really called and what it got, and from which sandbox
// client (X-Mock-Client), so the QA panel can show one browser's requests. One log per data space.
import type { RequestHandler } from 'express';
import { formatTime } from '../lib/fixtures.ts';
import type { MockLogEntry } from '../../src/contract/types.ts';
import { clientOf } from '../lib/client-id.ts';
import { stateOf } from './state.ts';

/** A row of the log; `client` is the sandbox client that sent it, if it said. */
export type LogEntry = MockLogEntry & { client?: string };

export const LOG_SIZE = 200;

export class RequestLog {
  private readonly entries: LogEntry[] = [];

  add(e: LogEntry): void {
    this.entries.push(e);
    if (this.entries.length > LOG_SIZE) this.entries.splice(0, this.entries.length - LOG_SIZE);
  }

  /** Newest first; with a client, only that client's requests. */
  list(client?: string): LogEntry[] {
    const rows = client === undefined ? [...this.entries] : this.entries.filter((e) => e.client === client);
    return rows.reverse();
  }

  clear(): void {
    this.entries.length = 0;
  }
}

export function requestLog(log: RequestLog, now: () => number): RequestHandler {
  return (req, res, next) => {
    const state = stateOf(req);
    if (req.path === '/__mock/log') return next();
    // Remember the body code of JSON answers.
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number') state.code = body.code;
      return json(body);
    };
    // 'close' fires for finished answers and for dropped connections (network scenario) alike.
    const client = clientOf(req);
    res.on('close', () => {
      log.add({
        ...(client !== undefined ? { client } : {}),
        time: formatTime(now()),
        method: req.method,
        path: req.path,
        status: res.writableFinished ? res.statusCode : 0,
        code: state.code,
        ms: Math.round(performance.now() - state.started),
        scenario: state.scenario,
        ...(state.backend ? { backend: state.backend } : {}),
        ...(state.drift ? { drift: state.drift } : {}),
      });
    });
    next();
  };
}
