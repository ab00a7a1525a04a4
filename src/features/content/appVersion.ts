// 下载APP helpers: a version's 更新内容 as lines, the download address as an absolute URL (what the QR code
// carries and the button opens), and the QR code itself, drawn locally by `qrcode` (loaded on first use only).
import { assetUrl } from '@/api/client.ts';

/**
 * 更新内容 → one line per change. The backend writes it with line breaks, or in one line separated by 「；」,
 * or numbered (「1、…2、…」); the numbers and the closing punctuation are dropped.
 */
export function updateLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .replace(/\r/g, '')
    .replace(/(^|\s|[；;。])\d{1,2}\s*[、.．)）]\s*/g, '$1\n')
    .split(/\n|[；;]/)
    .map((line) => line.trim().replace(/[。；;，,]+$/u, '').trim())
    .filter(Boolean);
}

/** The absolute download address, or null when the version has none usable ('#', javascript:, empty). */
export function downloadAddress(url: string | null | undefined, base: string): string | null {
  const raw = url?.trim();
  if (!raw || raw === '#' || /^(javascript|data|vbscript):/i.test(raw)) return null;
  try {
    const absolute = new URL(assetUrl(raw), base);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : null;
  } catch {
    return null;
  }
}

/** A QR code of `text` as a PNG data URL (no network: `qrcode` draws it in the page). */
export async function qrDataUrl(text: string, size = 240): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f2329', light: '#ffffff' } });
}
