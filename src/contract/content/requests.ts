// Request schemas: notices.
// common/requests.ts says how a request schema is written and used.
import { z } from 'zod';
import { optional, pageQuery } from '../common/fields.ts';
import type { NoticeType } from './answers.ts';

export const NOTICE_TYPES: readonly NoticeType[] = [
  'jyxz', 'ywjs', 'bpjs', 'bpzl', 'cjwt', 'xwgg', 'zhgg', 'gmzn', 'mhzn', 'shhz', 'zmgg', 'ptjs', 'yszc', 'aqzx',
];

const noticeType = z.enum(NOTICE_TYPES as [NoticeType, ...NoticeType[]], {
  error: `公告类型（noticeType）的取值无效，可选：${NOTICE_TYPES.join(' / ')}`,
}).meta({ description: 'jyxz 交易须知，ywjs 业务介绍，bpjs 包赔介绍，bpzl 包赔材料，cjwt 常见问题，xwgg 新闻公告，zhgg 追回案例，gmzn 购买指南，mhzn 卖号指南，shhz 商户合作，zmgg 招募，ptjs 平台介绍，yszc 隐私政策，aqzx 安全中心' });

export const noticeListQuery = pageQuery.extend({ noticeType: optional(noticeType) });

export const noticeTypeQuery = z.object({ noticeType: optional(noticeType) });
