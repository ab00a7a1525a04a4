// Chakra's rem in ours (see app/theme.ts, point 1): the helpers the build (the theme) and the browser (the late
// recipes, app/system.ts) both use.

export const DESIGN_WIDTH = 375;
/** Chakra's rem (16 px) expressed in our rem (37.5 px at the design width). */
export const REM_SCALE = 16 / (DESIGN_WIDTH / 10);

const REM_VALUE = /(-?(?:\d+\.\d+|\d+|\.\d+))rem\b/g;

/** '1rem' → '0.4267rem'; 'calc(100% - 2rem)' → 'calc(100% - 0.8533rem)'. Other text is left alone. */
export function scaleRem(value: string, factor = REM_SCALE): string {
  return value.replace(REM_VALUE, (_, amount: string) => `${Number((Number(amount) * factor).toFixed(4))}rem`);
}

/** Maps every string inside plain objects and arrays; functions and other values are kept as they are. */
export function mapStrings<T>(value: T, fn: (text: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, fn)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = mapStrings(item, fn);
    return out as T;
  }
  return value;
}
