// Reading an order's choices from the URL (pay type, status filter); ids, pages and dates: lib/urlParams.ts.
import { OrderStatus } from '@/contract/statuses.ts';
import type { PayType } from './status.ts';

export function payTypeParam(raw: string | null | undefined): PayType {
  return raw === 'deposit' || raw === 'balance' ? raw : 'full';
}

const STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

export function orderStatusParam(raw: string | null | undefined): OrderStatus | undefined {
  const n = Number(raw);
  return STATUSES.find((s) => s === n);
}
