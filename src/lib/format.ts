// Display formats for dates, prices and phone numbers, and — for a missing value (orDash).
//
// Dates without dayjs: the app only shows server times ('YYYY-MM-DD HH:mm:ss', Beijing wall-clock) in a few
// fixed patterns and as 刚刚 / 5分钟前; the patterns' tokens and a difference in milliseconds are all it needs.
// dayjs with its Chinese locale would be ≈ 3 KB gzip on every first page for that.
import { formatYuan } from '@/contract/money.ts';
import { zhCN } from '@/locales/zh-CN.ts';

export type DateInput = string | number | Date;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const SERVER_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

/**
 * The moment a value names, or null. Server strings are read as wall-clock times in the device's zone (as
 * written, by every browser: `new Date('2025-11-21 10:30')` is invalid in some); others go to Date.
 */
export function parseDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (typeof value === 'string') {
    const parts = SERVER_TIME.exec(value.trim());
    if (parts) {
      const [year, month, day] = [+parts[1], +parts[2], +parts[3]];
      date = new Date(year, month - 1, day, +(parts[4] ?? 0), +(parts[5] ?? 0), +(parts[6] ?? 0));
      // Date rolls 2025-13-45 over into 2026; such a value is simply not a date.
      if (date.getMonth() !== month - 1 || date.getDate() !== day) return null;
    } else {
      date = new Date(value);
    }
  } else {
    date = new Date(value);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The tokens our patterns use (zhCN.date.formats), longest first so YYYY is not read as two YY. */
const TOKENS = /YYYY|MM|M|DD|D|HH|mm|ss/g;

/** '2025-11-21 10:30' by default; '' for an empty or unparseable value (lists never show "Invalid Date"). */
export function formatDate(value: DateInput | null | undefined, format: string = zhCN.date.formats.dateTime): string {
  const d = parseDate(value);
  if (!d) return '';
  const values: Record<string, string> = {
    YYYY: String(d.getFullYear()),
    MM: pad(d.getMonth() + 1),
    M: String(d.getMonth() + 1),
    DD: pad(d.getDate()),
    D: String(d.getDate()),
    HH: pad(d.getHours()),
    mm: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
  };
  return format.replace(TOKENS, (token) => values[token]);
}

/** 刚刚 / 5分钟前 / 3小时前 / 2天前, then the date itself from a week on (and for future times). */
export function fromNow(value: DateInput | null | undefined, now: DateInput = Date.now()): string {
  const d = parseDate(value);
  const reference = parseDate(now);
  if (!d || !reference) return '';
  const diff = reference.getTime() - d.getTime();
  if (diff < -MINUTE) return formatDate(d);
  if (diff < MINUTE) return zhCN.date.justNow;
  if (diff < HOUR) return zhCN.date.minutesAgo(Math.floor(diff / MINUTE));
  if (diff < DAY) return zhCN.date.hoursAgo(Math.floor(diff / HOUR));
  if (diff < 7 * DAY) return zhCN.date.daysAgo(Math.floor(diff / DAY));
  return formatDate(d, zhCN.date.formats.date);
}

/** 星期一 … 星期日 (or 周一 with short); '' for an unparseable value. */
export function weekdayName(value: DateInput, short = false): string {
  const d = parseDate(value);
  if (!d) return '';
  return (short ? zhCN.date.weekdaysShort : zhCN.date.weekdays)[d.getDay()];
}

/** ¥1,234.00 — the platform's one money format (contract/money.ts, the mock's messages write it too); numeric
 *  strings too; a missing or non-numeric price shows — (never ¥NaN, nor a misleading ¥0.00). */
export function formatPrice(yuan: number | string | null | undefined, withSymbol = true): string {
  const n = yuan === null || yuan === undefined || yuan === '' ? NaN : Number(yuan);
  if (!Number.isFinite(n)) return DASH;
  const text = formatYuan(n);
  return withSymbol ? text : text.replace('¥', '');
}

const DASH = '—';

/** What a field shows: a non-empty string or a finite number as text, anything else (missing, null, NaN, an
 *  object from a drifted answer) as —. Never "undefined", "NaN" or a crash. */
export function orDash(value: unknown): string {
  return (typeof value === 'string' && value) || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : DASH;
}

/** 138****8000. Anything that is not an 11-digit mobile number keeps its first 3 and last 4 characters. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone || typeof phone !== 'string') return '';
  if (phone.length < 8) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** 1234567 → "1,234,567". */
export function formatCount(n: number | null | undefined): string {
  const v = Number(n ?? 0);
  return (Number.isFinite(v) ? Math.max(0, Math.round(v)) : 0).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
