// Request schemas: 商户入驻.
// common/requests.ts says how a request schema is written and used.
import { z } from 'zod';
import { str } from '../common/fields.ts';

export const merchantApplyBody = z.object({
  shopName: str('店铺名称（shopName）').trim().min(2, { error: '店铺名称（shopName）至少 2 个字' })
    .max(30, { error: '店铺名称（shopName）不能超过 30 个字' }),
  contact: str('联系方式（contact）').trim().min(5, { error: '联系方式（contact）至少 5 个字符' })
    .max(50, { error: '联系方式（contact）不能超过 50 个字符' }),
  // The app sends the chosen game names joined by 、; a list of names is accepted too.
  games: z.preprocess<unknown, z.ZodString, string>(
    (v: unknown) => (Array.isArray(v) && v.every((g) => typeof g === 'string') ? v.map((g) => g.trim()).filter(Boolean).join('、') : v),
    str('经营游戏（games）').trim().min(1, { error: '经营游戏（games）不能为空' })
      .max(200, { error: '经营游戏（games）不能超过 200 个字' }),
  ),
});
