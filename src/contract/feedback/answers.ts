// Answer schemas: feedback (投诉建议) (common/answers.ts says how a schema is written and used).
import { z } from 'zod';
import { ProblemStatus } from '../statuses.ts';
import { type Answer, laterTime, named, recordId, statusOf, time } from '../common/answerFields.ts';

export const problemSchema = named('Problem', z.looseObject({
  id: recordId(),
  type: z.enum(['投诉', '建议', '问题']),
  content: z.string(),
  contact: z.string(),
  images: z.array(z.string()),
  reply: z.string().optional(),
  /** When the platform replied (mock and newer backends; absent on older rows). */
  replyTime: laterTime('回复时间').optional(),
  status: statusOf(ProblemStatus),
  createTime: time('提交时间'),
}));

export type Problem = Answer<typeof problemSchema>;

export type ProblemType = Problem['type'];
