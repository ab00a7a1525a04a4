// Answer schemas: messages (common/answers.ts says how a schema is written and used).
import { z } from 'zod';
import { ReadState, readStateLabel } from '../statuses.ts';
import { type Answer, int, named, recordId, statusOf, time } from '../common/answerFields.ts';

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
