// Reading ids and choices from the URL: anything that is not a positive whole number is no id.
import type { OrderStatus } from '@/contract/types.ts';
import type { PayType } from './status.ts';

export function positiveId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw.trim())) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

export function payTypeParam(raw: string | null | undefined): PayType {
  return raw === 'deposit' || raw === 'balance' ? raw : 'full';
}

const STATUSES: OrderStatus[] = [1, 2, 3, 4, 5];

export function orderStatusParam(raw: string | null | undefined): OrderStatus | undefined {
  const n = Number(raw);
  return STATUSES.find((s) => s === n);
}

/** 'YYYY-MM-DD' or undefined. */
export function dateParam(raw: string | null | undefined): string | undefined {
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined;
}

export function pageParam(raw: string | null | undefined): number {
  return positiveId(raw) ?? 1;
}
