// The mock is a dev tool reached from any local origin (vite on 5173, preview on 4173, a phone on the LAN
// through a tunnel …): allow every origin and the custom headers the client and QA send.
import type { RequestHandler } from 'express';

const ALLOWED_HEADERS = 'Content-Type, Authorization, token, X-Mock-Scenario, X-Forwarded-Prefix, X-Requested-With';

export const cors: RequestHandler = (req, res, next) => {
  const origin = req.get('origin');
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, PATCH, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.get('access-control-request-headers') ?? ALLOWED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '86400');
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
};
