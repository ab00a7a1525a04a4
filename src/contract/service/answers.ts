// Answer schemas: messages, notices, content (answers.ts says how a schema is written and used).
import { z } from 'zod';
import { ReadState, readStateLabel } from '../../statuses.ts';
import { type Answer, extension, int, recordId, statusOf, time, named } from './base.ts';

export const messageSchema = named('Message', z.looseObject({
  id: recordId(),
  sendTitle: z.string(),
  sendContent: z.string(),
  sendTime: time('发送时间'),
  sendTypeName: z.enum(['系统通知', '交易消息', '审核结果']),
  /** 1 未读, 2 已读. */
  readState: statusOf(ReadState, readStateLabel),
  /** Related goods or order id. */
  relatedDataId: recordId().optional().meta({ description: '相关的商品或订单编号' }),
  relatedType: z.enum(['goods', 'order', 'backlist', 'problem']).optional().meta({ description: 'relatedDataId 指向：goods 商品，order 订单，backlist 估价或竞价回收申请，problem 反馈' }),
}));
export type Message = Answer<typeof messageSchema>;

export const messagePageSchema = named('MessagePage', z.looseObject({
  code: int(),
  msg: z.string(),
  rows: z.array(messageSchema),
  total: int(),
  unread: int().meta({ description: '未读条数' }),
}));
export type MessagePage = Answer<typeof messagePageSchema>;

export const noticeSchema = named('Notice', z.looseObject({
  noticeId: recordId(),
  noticeTitle: z.string(),
  noticeType: z.enum(['jyxz', 'ywjs', 'bpjs', 'bpzl', 'cjwt', 'xwgg', 'zhgg', 'gmzn', 'mhzn', 'shhz', 'zmgg', 'ptjs', 'yszc', 'aqzx'])
    .meta({ description: 'jyxz 交易须知，ywjs 业务介绍，bpjs 包赔介绍，bpzl 包赔材料，cjwt 常见问题，xwgg 新闻公告，zhgg 追回案例，gmzn 购买指南，mhzn 卖号指南，shhz 商户合作，zmgg 招募，ptjs 平台介绍，yszc 隐私政策，aqzx 安全中心' }),
  /** HTML: sanitise before display. */
  noticeContent: z.string().meta({ description: 'HTML，显示前须净化' }),
  titleImg: z.string().optional(),
  createTime: time('发布时间'),
}));
export type Notice = Answer<typeof noticeSchema>;
export type NoticeType = Notice['noticeType'];

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

export const businessContactSchema = named('BusinessContact', z.looseObject({
  qq: z.string(),
  wechat: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  workTime: z.string(),
}));
/** 商务合作 contact block (extension GET /web/cooperate/contact). */
export type BusinessContact = Answer<typeof businessContactSchema>;
