// ?gameId=&mode= of the sell steps (BasicInformation, fillInformation), their ?edit= (a listing being edited) or
// ?valuation= (a valuation to consign), and ?mode= of commit.
import type { SellMode, SellSource } from '@/config/paths.ts';

export function parseSellMode(value: string | null): SellMode {
  return value === 'pinggu' ? 'pinggu' : 'sale';
}

/** A positive whole game id, or null. */
export function parseGameId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** ?edit= (sale only) wins over ?valuation=; anything unreadable is no source. */
export function parseSellSource(search: URLSearchParams, mode: SellMode): SellSource {
  if (mode !== 'sale') return {};
  const edit = parseGameId(search.get('edit'));
  if (edit !== null) return { edit };
  const valuation = parseGameId(search.get('valuation'));
  return valuation !== null ? { valuation } : {};
}

export function parseSellParams(search: URLSearchParams): { gameId: number | null; mode: SellMode; source: SellSource } {
  const mode = parseSellMode(search.get('mode'));
  return { gameId: parseGameId(search.get('gameId')), mode, source: parseSellSource(search, mode) };
}

export const MODE_TEXT: Record<SellMode, { step2: string; submit: string; price: string }> = {
  sale: { step2: '填写商品信息', submit: '提交审核', price: '售价' },
  pinggu: { step2: '填写估价信息', submit: '提交估价', price: '期望价格' },
};
