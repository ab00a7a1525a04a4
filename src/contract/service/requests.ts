// Request schemas: 客服, groups, streamers and the app version.
// common/requests.ts says how a request schema is written and used.
import { z } from 'zod';
import { ZhuboType } from '../statuses.ts';
import { intField, optional, pageQuery } from '../common/fields.ts';

export const checkAccountQuery = z.object({ str: optional(z.string({ error: '请输入要验证的QQ或微信号' }).meta({ description: 'QQ 或微信号' })) });

export const blackAccountQuery = z.object({ account: optional(z.string({ error: '请输入要查询的账号' }).meta({ description: '游戏账号' })) });

export const qqGroupQuery = z.object({ gameId: optional(intField('游戏编号（gameId）')) });

export const staffQuery = z.object({ type: optional(intField('游戏编号（type）')) });

export const zhuboQuery = pageQuery.extend({
  type: optional(intField('类型（type）').refine((t) => t === ZhuboType.streamer || t === ZhuboType.banner, { error: '类型（type）的取值无效，可选：1 主播 / 2 轮播图' }).meta({ description: '1 主播，2 轮播图', enum: [1, 2] })),
});

export const appVersionQuery = z.object({
  appType: optional(z.enum(['android', 'ios'], { error: '客户端类型（appType）的取值无效，可选：android / ios' }).meta({ description: 'android 安卓，ios 苹果' })),
});
