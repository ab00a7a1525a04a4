// Display formats for dates, prices and phone numbers. dayjs speaks Chinese globally from here (importing
// this module is enough; app/boot.tsx does so first thing).
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { zhCN } from '@/locales/zh-CN.ts';

dayjs.locale('zh-cn');

export type DateInput = string | number | Date | Dayjs;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '2025-11-21 10:30' by default; '' for an empty or unparseable value (lists never show "Invalid Date"). */
export function formatDate(value: DateInput | null | undefined, format: string = zhCN.date.formats.dateTime): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(format) : '';
}

/** 刚刚 / 5分钟前 / 3小时前 / 2天前, then the date itself from a week on (and for future times). */
export function fromNow(value: DateInput | null | undefined, now: DateInput = Date.now()): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  if (!d.isValid()) return '';
  const diff = dayjs(now).diff(d);
  if (diff < -MINUTE) return formatDate(d);
  if (diff < MINUTE) return zhCN.date.justNow;
  if (diff < HOUR) return zhCN.date.minutesAgo(Math.floor(diff / MINUTE));
  if (diff < DAY) return zhCN.date.hoursAgo(Math.floor(diff / HOUR));
  if (diff < 7 * DAY) return zhCN.date.daysAgo(Math.floor(diff / DAY));
  return formatDate(d, zhCN.date.formats.date);
}

/** 星期一 … 星期日 (or 周一 with short). */
export function weekdayName(value: DateInput, short = false): string {
  const day = dayjs(value).day();
  return (short ? zhCN.date.weekdaysShort : zhCN.date.weekdays)[day];
}

/** ¥1,234.00 — always two decimals, thousands grouped; a missing price shows ¥0.00. */
export function formatPrice(yuan: number | string | null | undefined, withSymbol = true): string {
  const n = Number(yuan ?? 0);
  const safe = Number.isFinite(n) ? n : 0;
  const sign = safe < 0 ? '-' : '';
  const [int, frac] = Math.abs(safe).toFixed(2).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${withSymbol ? '¥' : ''}${grouped}.${frac}`;
}

/** 138****8000. Anything that is not an 11-digit mobile number keeps its first 3 and last 4 characters. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (phone.length < 8) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
