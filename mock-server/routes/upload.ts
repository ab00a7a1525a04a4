// Uploads (images only, ≤ 5 MB, kept in $MOCK_DATA_DIR/uploads) and the images the mock serves itself:
// generated SVGs under /profile/img/** (a recorded dataset's pictures: a placeholder) and uploaded files under
// /profile/upload/<name>.
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { UploadResult } from '../../src/contract/types.ts';
import { formatDate, renderImage } from '../lib/fixtures.ts';
import { BizError, fail, ok } from '../lib/envelope.ts';
import { MSG_FILE_TOO_LARGE } from '../middleware/body.ts';
import { recordedPlaceholder } from '../data/recorded-images.ts';
import { stateOf } from '../middleware/state.ts';
import type { Routes } from './registry.ts';

export const UPLOAD_PATH = '/common/upload';
const UPLOAD_NAME = /^[A-Za-z0-9_-]{1,80}\.(png|jpg|gif|webp)$/;
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** The image kind from its first bytes; the name and declared type are not trusted. */
export function sniffImage(data: Buffer): 'png' | 'jpg' | 'gif' | 'webp' | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'gif';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

/** A display name without path parts or control characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch.charCodeAt(0) > 0x1f && !'<>:"|?*'.includes(ch)).join('');
  return printable.slice(0, 100) || 'image';
}

/** Anything that could walk out of a folder or hide such a walk behind encoding. */
function suspicious(p: string): boolean {
  return p.includes('..') || p.includes('\\') || p.includes('%') || p.includes('\0') || p.includes('//');
}

export function uploadRoutes(routes: Routes): void {
  const r = routes.domain('upload');
  const ctx = routes.ctx;
  const dir = path.join(ctx.opts.dataDir, 'uploads');

  r.post(UPLOAD_PATH, async (c) => {
    const state = stateOf(c.req);
    if (state.fileTooLarge) throw new BizError(MSG_FILE_TOO_LARGE, 413, 413);
    const file = state.files.find((f) => f.field === 'file');
    if (!file) fail('请选择要上传的文件（表单字段 file）');
    if (file.data.length === 0) fail('上传的文件是空的');
    const kind = sniffImage(file.data);
    if (!kind) fail('只能上传图片（png、jpg、gif、webp）');
    const name = `${formatDate(ctx.now()).replace(/-/g, '')}_${crypto.randomBytes(8).toString('hex')}.${kind}`;
    await fsp.mkdir(dir, { recursive: true });
    await fsp.writeFile(path.join(dir, name), file.data);
    // The live backend answers filePath (some of its clients read url): both, so either client works.
    const url = `/profile/upload/${name}`;
    const data: UploadResult = { url, filePath: url, fileName: cleanName(file.fileName) };
    return ok(data, '上传成功');
  });

  r.get('/profile/upload/:name', async (c) => {
    const name = c.params.name ?? '';
    if (suspicious(c.req.path) || !UPLOAD_NAME.test(name)) throw new BizError('非法的图片路径', 400, 400);
    const file = path.join(dir, name);
    // Belt and braces: the name pattern already rules out separators.
    if (path.dirname(file) !== dir) throw new BizError('非法的图片路径', 400, 400);
    let data: Buffer;
    try {
      data = await fsp.readFile(file);
    } catch {
      throw new BizError('图片不存在', 404, 404);
    }
    c.res.setHeader('Cache-Control', 'public, max-age=86400');
    c.res.type(CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream').send(data);
  });

  r.get('/profile/img/*', (c) => {
    const p = c.req.path;
    // QR images carry percent-encoded text, so '%' is fine here; what it decodes to must still be harmless.
    let decoded: string;
    try {
      decoded = decodeURIComponent(p);
    } catch {
      throw new BizError('非法的图片路径', 400, 400);
    }
    if (decoded.includes('..') || decoded.includes('\\') || decoded.includes('\0') || p.includes('//')) {
      throw new BizError('非法的图片路径', 400, 400);
    }
    const image = renderImage(p, { goodsById: (id) => ctx.store.goods.get(id) }) ?? recordedPlaceholder(p);
    if (!image) throw new BizError('图片不存在', 404, 404);
    c.res.setHeader('Cache-Control', 'public, max-age=86400');
    c.res.setHeader('Content-Type', image.contentType);
    c.res.send(image.body);
  });
}
