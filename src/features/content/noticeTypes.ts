// Notice types as the reader sees them: Chinese names, the 公告中心 tabs and the 帮助中心 categories, and the
// `?type=` / `?page=` / `?id=` URL parameters read defensively (a shared or hand-typed link may carry anything).
import type { NoticeType } from '@/contract/types.ts';

export const NOTICE_TYPE_LABELS: Record<NoticeType, string> = {
  xwgg: '新闻公告',
  cjwt: '常见问题',
  zhgg: '追回案例',
  jyxz: '交易须知',
  ptjs: '平台介绍',
  ywjs: '业务介绍',
  bpjs: '包赔介绍',
  bpzl: '包赔材料',
  gmzn: '购买指南',
  mhzn: '卖号指南',
  shhz: '商户合作',
  zmgg: '招募公告',
  yszc: '隐私政策',
  aqzx: '安全中心',
};

export function noticeTypeLabel(type: string | null | undefined): string {
  return type && type in NOTICE_TYPE_LABELS ? NOTICE_TYPE_LABELS[type as NoticeType] : '公告';
}

/** The 公告中心 tabs, in order; the first is the default. */
export const GONGGAO_TYPES = ['xwgg', 'cjwt', 'zhgg', 'jyxz', 'ptjs', 'gmzn', 'mhzn', 'bpjs', 'ywjs', 'aqzx'] as const satisfies readonly NoticeType[];
export type GonggaoType = (typeof GONGGAO_TYPES)[number];

/** The 帮助中心 categories, in order. */
export const HELP_TYPES = ['gmzn', 'mhzn', 'cjwt', 'bpjs'] as const satisfies readonly NoticeType[];

/** `?type=` → one of the 公告中心 tabs (unknown or missing → 新闻公告). */
export function parseGonggaoType(value: string | null | undefined): GonggaoType {
  return (GONGGAO_TYPES as readonly string[]).includes(value ?? '') ? (value as GonggaoType) : GONGGAO_TYPES[0];
}

/** `?page=` → a page number ≥ 1 (anything else → 1). */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** `?id=` → a notice id (positive integer), or null when the link carries none or garbage. */
export function parseNoticeId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) ? id : null;
}

/** A plain-text excerpt of notice HTML for list rows (tags and entities out, whitespace collapsed). */
export function noticeExcerpt(html: string | null | undefined, max = 60): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
