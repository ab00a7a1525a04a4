// Shared by 估价 / 竞价回收 (features/recycle) and the sell form that a valuation prefills (features/sell).
// The live wire's picture lists: `img` (and `relnameImg`) is usually the JSON string of the uploaded file list
// [{url, name}], sometimes [url], a bare URL, or (friendlier answers) an array. Never throws.

function urlOf(item: unknown): string | null {
  if (typeof item === 'string') return item.trim() || null;
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    for (const key of ['url', 'filePath', 'src']) {
      const v = o[key];
      if (typeof v === 'string' && v.trim()) return v.trim();
    }
  }
  return null;
}

/** Every picture URL of an img field, in order (empty when there is none or it cannot be read). */
export function imageUrls(img: unknown): string[] {
  let value = img;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return [];
    if (text.startsWith('[') || text.startsWith('{')) {
      try {
        value = JSON.parse(text) as unknown;
      } catch {
        return [];
      }
    } else {
      // A bare URL, or several separated by commas (older rows).
      return text.split(',').map((s) => s.trim()).filter(Boolean);
    }
  }
  if (Array.isArray(value)) return value.map(urlOf).filter((u): u is string => u !== null);
  const one = urlOf(value);
  return one ? [one] : [];
}

/** The first picture URL of an img field, or null. */
export function firstImage(img: unknown): string | null {
  return imageUrls(img)[0] ?? null;
}

/** The JSON string the live backend expects for an uploaded file list. */
export function toImgJson(files: readonly { url: string; name: string }[]): string {
  return JSON.stringify(files.map((f) => ({ url: f.url, name: f.name })));
}
