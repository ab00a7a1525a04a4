// Request bodies: JSON (with prototype keys dropped), urlencoded forms (the payment page) and multipart
// (uploads, and any endpoint the client's 'formdata' mode posts to). Limits are enforced while reading, so
// a huge body is refused without being buffered.
import type { RequestHandler } from 'express';
import { isForbiddenKey, safeJsonParse } from '../lib/json.ts';
import { boundaryOf, MultipartError, parseMultipart } from '../lib/multipart.ts';
import { stateOf } from './state.ts';

export const JSON_LIMIT = 1024 * 1024;
export const UPLOAD_FILE_LIMIT = 5 * 1024 * 1024;
/** The file plus generous room for the multipart framing and other fields. */
const UPLOAD_BODY_LIMIT = UPLOAD_FILE_LIMIT + 256 * 1024;
/** How much of an oversized body is read (and dropped) so the sender gets its 413; beyond it the connection closes. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

export const MSG_TOO_LARGE = '请求体过大（上限 1 MB）';
export const MSG_FILE_TOO_LARGE = '文件大小不能超过 5 MB';
export const MSG_BAD_JSON = '请求体不是有效的 JSON';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function bodyParser(uploadPaths: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    if (!METHODS_WITH_BODY.has(req.method)) {
      req.body = {};
      return next();
    }
    const isUpload = uploadPaths.has(req.path);
    const limit = isUpload ? UPLOAD_BODY_LIMIT : JSON_LIMIT;
    const tooLarge = () => {
      res.status(413).json({ code: 413, msg: isUpload ? MSG_FILE_TOO_LARGE : MSG_TOO_LARGE });
    };
    // An oversized body is read to its end (and thrown away) before the 413 is sent: a client still writing
    // when the connection closes gets EPIPE / ECONNRESET instead of our answer. Past DRAIN_LIMIT the sender is
    // not worth waiting for: answer and close.
    const refuse = () => {
      let drained = 0;
      req.removeListener('data', onData);
      req.on('data', (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > DRAIN_LIMIT && !res.headersSent) {
          res.setHeader('Connection', 'close');
          tooLarge();
        }
      });
      req.on('end', () => {
        if (!res.headersSent) tooLarge();
      });
      req.resume();
    };

    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    const onData = (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        refuse();
        return;
      }
      chunks.push(chunk);
    };
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > limit) {
      over = true;
      if (declared > DRAIN_LIMIT) {
        res.setHeader('Connection', 'close');
        return tooLarge();
      }
      refuse();
    } else {
      req.on('data', onData);
    }
    req.on('error', () => undefined);
    req.on('end', () => {
      if (over) return;
      const raw = Buffer.concat(chunks);
      // The media type is case-insensitive, the multipart boundary is not (browsers mix cases).
      const type = req.get('content-type') ?? '';
      try {
        req.body = decode(raw, type, req);
      } catch (err) {
        if (err instanceof MultipartError) {
          res.status(400).json({ code: 400, msg: `表单数据格式不正确：${err.message}` });
        } else {
          res.status(400).json({ code: 400, msg: MSG_BAD_JSON });
        }
        return;
      }
      next();
    });
  };
}

function decode(raw: Buffer, type: string, req: Parameters<RequestHandler>[0]): unknown {
  const media = type.toLowerCase();
  if (media.startsWith('multipart/form-data')) {
    const boundary = boundaryOf(type);
    if (!boundary) throw new MultipartError('缺少 boundary');
    const fields: Record<string, unknown> = {};
    const state = stateOf(req);
    for (const part of parseMultipart(raw, boundary)) {
      if (part.fileName !== undefined) {
        if (part.data.length > UPLOAD_FILE_LIMIT) state.fileTooLarge = true;
        state.files.push({ field: part.name, fileName: part.fileName, contentType: part.contentType, data: part.data });
      } else {
        fields[part.name] = part.data.toString('utf8');
      }
    }
    return fields;
  }
  const text = raw.toString('utf8');
  if (media.startsWith('application/x-www-form-urlencoded')) {
    const fields: Record<string, unknown> = {};
    for (const [k, v] of new URLSearchParams(text)) if (!isForbiddenKey(k)) fields[k] = v;
    return fields;
  }
  if (text.trim() === '') return {};
  // JSON by declaration, or undeclared (curl without -H): anything else with a body is not something we take.
  return safeJsonParse(text);
}
