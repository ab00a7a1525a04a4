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
