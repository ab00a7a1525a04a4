// JSON parsing that never lets prototype keys into our objects.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON.parse with a reviver that drops __proto__ / constructor / prototype keys at every depth. */
export function safeJsonParse(text: string): unknown {
  return JSON.parse(text, function reviver(key, value: unknown) {
    return FORBIDDEN_KEYS.has(key) ? undefined : value;
  });
}

export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN_KEYS.has(key);
}

/** Plain object check for unknown values coming from requests. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
