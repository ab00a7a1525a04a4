// Pictures in a recorded dataset (npm run mock:record): a recorded image URL must not make the app fetch anything
// from another machine in mock mode. The recorder keeps a picture the mock draws itself (/profile/img/…); every
// other one (an absolute URL to the backend or a CDN, the backend's own /profile/upload/2024/… files) becomes
// RECORDED_IMG_PREFIX + its path, which the mock answers with a placeholder (routes/upload.ts).
import { renderImage, svgDoc, svgText, type RenderedImage } from '../lib/fixtures.ts';

export const RECORDED_IMG_PREFIX = '/profile/img/recorded/';
const MAX_KEPT_PATH = 300;

/** Fields holding one picture's URL (any depth: urlArr[].url too). */
const IMAGE_KEYS = new Set(['titleImg', 'url', 'img', 'icon', 'avatar', 'qrCode']);
/** `<img … src="…">` in HTML text (notice content, goods descriptions). */
const IMG_SRC = /(<img\b[^>]*?\bsrc\s*=\s*)(["'])([^"']*)\2/gi;

/** The URL the mock can answer for a recorded picture's URL (see the header). */
export function localImageUrl(url: string): string {
  if (!url || /^(data|blob):/i.test(url)) return url;
  let pathname: string;
  if (/^https?:\/\//i.test(url) || url.startsWith('//')) {
    try {
      pathname = new URL(url, 'http://recorded.invalid').pathname;
    } catch {
      return '';
    }
  } else {
    pathname = `/${url.split(/[?#]/, 1)[0] ?? ''}`;
  }
  // Query strings are dropped: a signed CDN link carries its signature there.
  const segments = pathname.split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
  const clean = `/${segments.join('/')}`;
  if (clean.startsWith(RECORDED_IMG_PREFIX)) return clean;
  // The backend's own prefix (/prod-api/profile/img/…) is not part of the mock's path.
  const at = clean.indexOf('/profile/img/');
  if (at >= 0 && renderImage(clean.slice(at))) return clean.slice(at);
  return (RECORDED_IMG_PREFIX + segments.join('/')).slice(0, RECORDED_IMG_PREFIX.length + MAX_KEPT_PATH);
}

/** A deep copy with every picture URL made local: image fields by name, `<img src>` inside any text. */
export function localImages(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (IMAGE_KEYS.has(key)) return localImageUrl(value);
    return value.includes('<img') ? value.replace(IMG_SRC, (_m, head: string, q: string, src: string) => `${head}${q}${localImageUrl(src)}${q}`) : value;
  }
  if (Array.isArray(value)) return value.map((v) => localImages(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localImages(v, k)]));
  }
  return value;
}

/** The placeholder for a recorded picture the mock has no file for; null for any other path. */
export function recordedPlaceholder(path: string): RenderedImage | null {
  if (!path.startsWith(RECORDED_IMG_PREFIX)) return null;
  const body = '<rect width="800" height="450" fill="#eef0f4"/>'
    + '<rect x="340" y="140" width="120" height="96" rx="12" fill="none" stroke="#b8bfcc" stroke-width="8"/>'
    + '<circle cx="372" cy="172" r="12" fill="#b8bfcc"/><path d="M348 228 L388 188 L412 212 L428 196 L452 228 Z" fill="#b8bfcc"/>'
    + svgText(400, 300, '录制数据中的图片', { size: 30, fill: '#8a93a6', anchor: 'middle' });
  return { contentType: 'image/svg+xml; charset=utf-8', body: svgDoc(800, 450, body) };
}
