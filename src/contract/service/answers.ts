// Answer schemas: 客服, groups, streamers, the home page's figures, deals, the app version.
// common/answers.ts says how a schema is written and used.
import { z } from 'zod';
import { type Answer, extension, int, named, recordId, time, yuan } from '../common/answerFields.ts';

export const dealRecordSchema = named('DealRecord', z.looseObject({
  gameName: z.string(),
  title: z.string().meta({ description: '已打码' }),
  price: yuan('成交价'),
  dealTime: time('成交时间'),
}));

export type DealRecord = Answer<typeof dealRecordSchema>;

export const blackRecordSchema = named('BlackRecord', z.looseObject({
  account: z.string(),
  gameName: z.string(),
  reason: z.enum(['找回', '诈骗']),
  createTime: time('记录时间'),
}));

export type BlackRecord = Answer<typeof blackRecordSchema>;

export const blackCheckSchema = named('BlackCheckResult', z.looseObject({
  exists: z.boolean().meta({ description: '是否在黑号库中' }),
  records: z.array(blackRecordSchema),
}));

export type BlackCheckResult = Answer<typeof blackCheckSchema>;

export const staffCheckSchema = named('StaffCheckResult', z.looseObject({
  name: z.string(),
  type: z.enum(['qq', 'wechat']).meta({ description: 'qq QQ 客服，wechat 微信客服' }),
  workTime: z.string(),
}));

export type StaffCheckResult = Answer<typeof staffCheckSchema>;

export const staffAccountSchema = named('StaffAccount', z.looseObject({
  name: z.string(),
  qq: z.string().optional(),
  wechat: z.string().optional(),
  qrCode: z.string().meta({ description: '二维码图片地址' }),
  workTime: z.string(),
  gameId: recordId().optional(),
  /** Extension: 交易客服 (trade staff: 验号, 换绑, handing over the account) or 咨询客服. */
  staffType: extension(z.enum(['交易客服', '咨询客服']), '交易客服（验号、换绑、交付账号）或咨询客服'),
}));

export type StaffAccount = Answer<typeof staffAccountSchema>;

/** Extension: what a staff account does. */
export type StaffType = NonNullable<StaffAccount['staffType']>;

export const qqGroupSchema = named('QQGroup', z.looseObject({
  name: z.string(),
  qq: z.string().meta({ description: '群号' }),
  /** Join link. */
  lianxi: z.string().meta({ description: '加群链接' }),
  gameId: recordId().optional(),
  gameName: z.string().optional(),
}));

export type QQGroup = Answer<typeof qqGroupSchema>;

export const zhuboSchema = named('Zhubo', z.looseObject({
  id: recordId(),
  img: z.string(),
  name: z.string(),
  jump: z.string().meta({ description: '点击后打开的链接' }),
  content: z.string(),
  type: z.literal([1, 2]).meta({ description: '1 主播，2 轮播图' }),
}));

/** zhubo rows: type 1 主播 (partner streamer), 2 轮播图 (banner). */
export type Zhubo = Answer<typeof zhuboSchema>;

export const socialAccountSchema = named('SocialAccount', z.looseObject({
  type: z.enum(['抖音', '快手']),
  name: z.string(),
  fans: int().meta({ description: '粉丝数' }),
  account: z.string(),
  avatar: z.string(),
  jump: z.string(),
}));

export type SocialAccount = Answer<typeof socialAccountSchema>;

export const appVersionSchema = named('AppVersion', z.looseObject({
  appType: z.enum(['android', 'ios']).meta({ description: 'android 安卓，ios 苹果' }),
  versionName: z.string(),
  versionCode: int(),
  downloadUrl: z.string(),
  updateContent: z.string(),
  createTime: time('发布时间'),
}));

export type AppVersion = Answer<typeof appVersionSchema>;

export const homeStatsSchema = named('HomeStats', z.looseObject({
  /** 安全成交 (all time). */
  dealCount: int().meta({ description: '安全成交（累计）' }),
  /** 昨日成交. */
  yesterdayCount: int().meta({ description: '昨日成交' }),
  /** 商品数量 (listed). */
  goodsCount: int().meta({ description: '商品数量（在售）' }),
}));

export type HomeStats = Answer<typeof homeStatsSchema>;
