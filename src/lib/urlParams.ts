// Reading numbers and dates from the URL (?id=, ?page=, ?date=): anything malformed is no value, never NaN
// or a negative page. Domain choices (an order status, a pay type, a sell mode) are read in their features.

/** A positive whole number of at most 12 digits, else null. */
export function positiveId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw.trim())) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** ?page=: a positive whole number, 1 otherwise. */
export function pageParam(raw: string | null | undefined): number {
  return positiveId(raw) ?? 1;
}

/** 'YYYY-MM-DD' or undefined. */
export function dateParam(raw: string | null | undefined): string | undefined {
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined;
}
