// The payment countdown. The server writes times as 'YYYY-MM-DD HH:mm:ss' on its own clock (Asia/Shanghai)
// and sends serverTime with each order: the deadline on the browser's clock is
//   receivedAt + (closeTime − serverTime)
// so a wrong phone clock or time zone changes nothing, and a reload computes the same deadline again.

const SERVER_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
const SERVER_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** A server time string → epoch ms (read as UTC+8); NaN when it cannot be read. */
export function parseServerTime(value: string | null | undefined): number {
  if (!value) return Number.NaN;
  const m = SERVER_TIME.exec(value.trim());
  if (!m) return Date.parse(value);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - SERVER_UTC_OFFSET_MS;
}

/**
 * When the payment window ends, in the browser's Date.now() terms. `receivedAt` is when the answer that
 * carried serverTime arrived. Without serverTime (a backend that does not send it) the deadline is read as an
 * absolute time. NaN when closeTime is unreadable.
 */
export function paymentDeadline(order: { closeTime: string; serverTime?: string }, receivedAt: number): number {
  const close = parseServerTime(order.closeTime);
  if (Number.isNaN(close)) return Number.NaN;
  const server = parseServerTime(order.serverTime);
  if (Number.isNaN(server)) return close;
  return receivedAt + (close - server);
}

/** Milliseconds left (never negative); 0 for an unreadable deadline. */
export function remainingMs(deadline: number, now: number): number {
  if (Number.isNaN(deadline)) return 0;
  return Math.max(0, deadline - now);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 14:05, or 1:02:03 past an hour. Rounded up: the display reaches 00:00 exactly when the time is up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** 14 分 05 秒, for reading aloud (aria) and the status line. */
export function formatCountdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m} 分 ${pad(s)} 秒`;
}
