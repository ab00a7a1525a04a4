/** ?id= of a goods: a positive integer, else null. */
export function parseGoodsId(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
