// Request schemas: feedback (投诉建议).
// common/requests.ts says how a request schema is written and used.
import { z } from 'zod';
import { CN_MOBILE, imagePath, type LiveBody, optional, str } from '../common/fields.ts';

export const PROBLEM_TYPES = ['投诉', '建议', '问题'] as const;

export const PROBLEM_CONTENT_MIN = 10;

export const PROBLEM_CONTENT_MAX = 500;

export const PROBLEM_MAX_IMAGES = 3;

/** QQ numbers: 5–11 digits, no leading 0. */
const QQ = /^[1-9]\d{4,10}$/;

/**
 * 联系方式: a mobile number, or a QQ number (optionally written 「QQ 123456」 / 「QQ：123456」).
 * Returns the value as stored (trimmed, the QQ prefix normalised to 「QQ 」), or null when it is neither.
 */
export function normaliseContact(raw: string): string | null {
  const v = raw.trim();
  if (CN_MOBILE.test(v)) return v;
  const qq = /^(?:qq\s*[:：]?\s*)?(\d+)$/i.exec(v)?.[1];
  return qq && QQ.test(qq) ? `QQ ${qq}` : null;
}

const contactField = z.string({ error: '联系方式（contact）应为字符串' })
  .meta({ description: '11 位手机号或 5–11 位 QQ 号' })
  .transform((v, c) => {
    const out = normaliseContact(v);
    if (out === null) {
      c.addIssue({ code: 'custom', message: '联系方式（contact）应为 11 位手机号或 5–11 位 QQ 号' });
      return z.NEVER;
    }
    return out;
  });

export const problemBody = z.object({
  type: z.enum(PROBLEM_TYPES, { error: '类型（type）的取值无效，可选：投诉 / 建议 / 问题' }),
  content: str('内容（content）').trim()
    .refine((s) => [...s].length >= PROBLEM_CONTENT_MIN, { error: `内容（content）至少 ${PROBLEM_CONTENT_MIN} 个字` })
    .refine((s) => [...s].length <= PROBLEM_CONTENT_MAX, { error: `内容（content）不能超过 ${PROBLEM_CONTENT_MAX} 个字` }),
  contact: optional(contactField),
  images: optional(z.array(imagePath, { error: '图片（images）应为图片地址数组' })
    .max(PROBLEM_MAX_IMAGES, { error: `图片（images）最多 ${PROBLEM_MAX_IMAGES} 张` })),
});

/** POST /account/problem — the live shape: contact is a phone number or a QQ number, images are upload paths. */
export type ProblemBody = LiveBody<typeof problemBody, 'contact' | 'images'>;
