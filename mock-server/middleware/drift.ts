// Applies drift mode where JSON answers leave: wraps res.json for every request when the mock runs with
// MOCK_DRIFT=1, or for a request carrying `X-Mock-Drift: 1`. /__mock/* is never touched. What a drift does is the
// sandbox's (sandbox/drift.ts applyDrift): app.ts passes it in, so this Express layer never imports the sandbox.
import type { RequestHandler } from 'express';

/** Rewrites one successful JSON answer as a drifted backend would send it (a copy: nothing stored changes). */
export type ApplyDrift = (method: string, path: string, body: unknown) => unknown;

/** `X-Mock-Drift: 1` (or true/on) turns drift on for one request. */
export function driftHeaderOn(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}

export function drift(always: boolean, applyDrift: ApplyDrift): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/__mock')) return next();
    if (!always && !driftHeaderOn(req.get('x-mock-drift'))) return next();
    const json = res.json.bind(res);
    res.json = (body: unknown) => json(applyDrift(req.method, req.path, body));
    next();
  };
}
