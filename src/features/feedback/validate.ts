// The feedback form's rules (投诉建议 / 意见反馈), as small plain functions: each returns the Chinese message
// shown under its field, or null when the value is fine. The mock checks the same (content 10–500 characters,
// a phone or QQ number, at most 3 pictures). No schema library here: bundle budget.
import type { ProblemType } from '@/contract/types.ts';
import { CN_MOBILE } from '@/contract/phone.ts';

export const PROBLEM_TYPES: { value: ProblemType; label: string; hint: string }[] = [
  { value: '投诉', label: '投诉', hint: '交易或服务不满' },
  { value: '建议', label: '建议', hint: '功能与改进' },
  { value: '问题', label: '问题', hint: '故障或疑问' },
];

export const CONTENT_MIN = 10;
export const CONTENT_MAX = 500;
export const MAX_IMAGES = 3;

const QQ = /^[1-9]\d{4,10}$/;

/** Characters as the reader counts them (an emoji is one), spaces at the ends not counted. */
export function contentLength(value: string): number {
  return Array.from(value.trim()).length;
}

/** The counter under the text box: 「12/500」, and whether it is past the limit. */
export function contentCounter(value: string): { text: string; over: boolean; under: boolean } {
  const n = contentLength(value);
  return { text: `${n}/${CONTENT_MAX}`, over: n > CONTENT_MAX, under: n > 0 && n < CONTENT_MIN };
}

export function isProblemType(value: string): value is ProblemType {
  return PROBLEM_TYPES.some((t) => t.value === value);
}

export function validateType(value: string): string | null {
  return isProblemType(value) ? null : '请选择反馈类型';
}

export function validateContent(value: string): string | null {
  const n = contentLength(value);
  if (n === 0) return '请填写反馈内容';
  if (n < CONTENT_MIN) return `请详细描述，至少 ${CONTENT_MIN} 个字（已输入 ${n} 个字）`;
  if (n > CONTENT_MAX) return `反馈内容不能超过 ${CONTENT_MAX} 个字`;
  return null;
}

/** 联系方式: an 11-digit mobile number or a QQ number (5–11 digits); 「QQ 123456」 is read as the number. */
export function normaliseContact(value: string): string {
  const v = value.trim().replace(/\s+/g, ' ');
  const qq = /^qq\s*[:：]?\s*(\d+)$/i.exec(v)?.[1];
  return qq ?? v;
}

export function validateContact(value: string): string | null {
  const v = normaliseContact(value);
  if (!v) return '请填写手机号或 QQ 号，方便客服联系您';
  if (!/^\d+$/.test(v)) return '请填写手机号或 QQ 号（只含数字）';
  if (CN_MOBILE.test(v) || QQ.test(v)) return null;
  return v.length < 5 ? 'QQ 号至少 5 位' : '请填写 11 位手机号或 5–11 位 QQ 号';
}

export function validateImages(images: readonly unknown[]): string | null {
  return images.length > MAX_IMAGES ? `最多上传 ${MAX_IMAGES} 张图片` : null;
}

/** The type a screen starts with: 投诉建议 → 投诉, 意见反馈 → 建议; a `?type=` link may choose another. */
export function initialType(screenDefault: ProblemType, fromLink: string | null | undefined): ProblemType {
  return fromLink && isProblemType(fromLink) ? fromLink : screenDefault;
}
