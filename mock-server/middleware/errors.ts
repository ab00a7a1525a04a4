// The last stops: unknown routes answer a JSON 404, every error a JSON answer (never a stack trace).
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { BizError } from '../lib/envelope.ts';

export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ code: 404, msg: `接口不存在：${req.path}` });
};

export function errorHandler(log: (line: string) => void): ErrorRequestHandler {
  // Express recognises an error handler by its four parameters.
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (err instanceof BizError) {
      res.status(err.httpStatus).json({ code: err.code, msg: err.message });
      return;
    }
    // Errors express raises itself (a malformed %-escape in the URL …) carry a 4xx status.
    const status = typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number' ? err.status : 500;
    if (status >= 400 && status < 500) {
      res.status(status).json({ code: status, msg: '请求不合法' });
      return;
    }
    log(`[error] ${req.method} ${req.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    res.status(500).json({ code: 500, msg: '服务器内部错误' });
  };
}
