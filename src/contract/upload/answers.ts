// Answer schemas: uploads (common/answers.ts says how a schema is written and used).
import { z } from 'zod';
import { type Answer, named } from '../common/answerFields.ts';

export const uploadResultSchema = named('UploadResult', z.looseObject({
  url: z.string().meta({ description: '图片地址（实网答 filePath，应用两者都读）' }),
  /** The live backend's name for the address; the mock sends both, so either kind of client works. */
  filePath: z.string().optional().meta({ description: '图片地址（实网字段名，与 url 相同；应用在没有 url 时读它）' }),
  fileName: z.string(),
}));

export type UploadResult = Answer<typeof uploadResultSchema>;
