// The sandbox client a request comes from: header X-Mock-Client, sent by the app in mock mode (one random id
// per browser). Scenarios and session expiry apply to the caller's client; a request without it (curl, old
// scripts, tests) acts on everyone, as before. An id that is not 1–64 letters, digits, _ or - is ignored.
import type { Request } from 'express';

export const CLIENT_HEADER = 'X-Mock-Client';
const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function clientOf(req: Request): string | undefined {
  const raw = req.get(CLIENT_HEADER)?.trim();
  return raw && CLIENT_ID.test(raw) ? raw : undefined;
}

// The tester behind a sandbox client: header X-Mock-Tester, the name the tester gave the QA panel once
// (percent-encoded, as a header carries ASCII only). Owners of spaces and snapshots, the audit and the journal
// name them by it; a name that is not 1–24 letters (Chinese too), digits, spaces, _, - or . is ignored.
export const TESTER_HEADER = 'X-Mock-Tester';
const TESTER_NAME = /^[\p{L}\p{N} _.-]{1,24}$/u;

export function testerOf(req: Request): string | undefined {
  const raw = req.get(TESTER_HEADER)?.trim();
  if (!raw) return undefined;
  let name = raw;
  if (/[^\x20-\x7e]/.test(raw)) name = Buffer.from(raw, 'latin1').toString('utf8');
  else if (raw.includes('%')) {
    try {
      name = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  name = name.trim().normalize('NFC');
  return TESTER_NAME.test(name) ? name : undefined;
}
