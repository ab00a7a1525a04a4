// Answer schemas: notices and content pages (common/answers.ts says how a schema is written and used).
import { z } from 'zod';
import { type Answer, named, recordId, time } from '../common/answerFields.ts';

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

export const businessContactSchema = named('BusinessContact', z.looseObject({
  qq: z.string(),
  wechat: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  workTime: z.string(),
}));

/** 商务合作 contact block (extension GET /web/cooperate/contact). */
export type BusinessContact = Answer<typeof businessContactSchema>;
