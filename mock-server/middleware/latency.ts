// MOCK_LATENCY: a fixed delay on every business call, to see loading states without throttling the browser.
import type { RequestHandler } from 'express';
import type { ScenarioTiming } from './scenario.ts';

export function latency(ms: number, delay: ScenarioTiming['delay']): RequestHandler {
  return (req, res, next) => {
    if (ms <= 0 || req.path.startsWith('/__mock')) return next();
    delay(ms, res, next);
  };
}
