// A small multipart/form-data parser (RFC 7578) for whole, size-capped bodies. busboy/multer are not
// installed and the mock buffers at most a few MB, so a buffer splitter is enough and keeps deps flat.
import { isForbiddenKey } from './json.ts';

export interface Part {
  name: string;
  /** Present for file parts (may be empty when the browser sends an empty file input). */
  fileName?: string;
  contentType: string;
  data: Buffer;
}

export class MultipartError extends Error {}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_PARTS = 64;
const MAX_HEADER_BYTES = 8 * 1024;

/** The boundary of a multipart content type, or undefined when it has none or an invalid one. */
export function boundaryOf(contentType: string): string | undefined {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : undefined;
}

function param(header: string, key: string): string | undefined {
  // Quoted values may contain ';' and escaped quotes; tokens may not.
  const re = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i');
  const m = re.exec(header);
  if (!m) return undefined;
  return m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2];
}

export function parseMultipart(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const between = Buffer.from(`\r\n--${boundary}`);
  const parts: Part[] = [];
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new MultipartError('找不到分隔符');
  pos += delimiter.length;
  for (;;) {
    // After a delimiter: "--" closes the body, CRLF starts a part.
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts;
    if (body[pos] !== CRLF[0] || body[pos + 1] !== CRLF[1]) throw new MultipartError('分隔符后缺少换行');
    pos += 2;
    const headerEnd = body.indexOf(HEADER_END, pos);
    if (headerEnd < 0 || headerEnd - pos > MAX_HEADER_BYTES) throw new MultipartError('表单项头部不完整');
    const headers = body.subarray(pos, headerEnd).toString('utf8').split('\r\n');
    const contentStart = headerEnd + HEADER_END.length;
    const next = body.indexOf(between, contentStart);
    if (next < 0) throw new MultipartError('表单数据不完整');
    let disposition = '';
    let contentType = 'text/plain';
    for (const h of headers) {
      const colon = h.indexOf(':');
      if (colon < 0) continue;
      const name = h.slice(0, colon).trim().toLowerCase();
      const value = h.slice(colon + 1).trim();
      if (name === 'content-disposition') disposition = value;
      if (name === 'content-type') contentType = value.toLowerCase();
    }
    if (!/^form-data\b/i.test(disposition)) throw new MultipartError('缺少 Content-Disposition');
    const name = param(disposition, 'name');
    if (name === undefined) throw new MultipartError('表单项缺少 name');
    const fileName = param(disposition, 'filename');
    if (!isForbiddenKey(name)) {
      parts.push({ name, fileName, contentType, data: body.subarray(contentStart, next) });
    }
    if (parts.length > MAX_PARTS) throw new MultipartError('表单项过多');
    pos = next + between.length;
  }
}
