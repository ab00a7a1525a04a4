// Applies drift mode (../drift.ts) where JSON answers leave: wraps res.json for every request when the mock
// runs with MOCK_DRIFT=1, or for a request carrying `X-Mock-Drift: 1`. /__mock/* is never touched.
import type { RequestHandler } from 'express';
import { applyDrift, driftHeaderOn } from '../sandbox/drift.ts';

export function drift(always: boolean): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/__mock')) return next();
    if (!always && !driftHeaderOn(req.get('x-mock-drift'))) return next();
    const json = res.json.bind(res);
    res.json = (body: unknown) => json(applyDrift(req.method, req.path, body));
    next();
  };
}
