// Request schemas: games, 区服 and templates.
// common/requests.ts says how a request schema is written and used.
import { z } from 'zod';
import { GameType } from '../statuses.ts';
import { gameIdField, intField, optional } from '../common/fields.ts';

export const keylistQuery = z.object({
  gameId: gameIdField,
  systemKey: optional(z.enum(['system', 'carrier', 'group', 'server']).meta({ description: 'system 系统，carrier 运营商，group 大区，server 服务器' })),
  parentId: optional(intField('上级编号（parentId）')),
});

export const qufuLevelQuery = z.object({ gameId: gameIdField, parentId: optional(intField('上级编号（parentId）')) });

export const districtQuery = z.object({ parentId: intField('大区编号（parentId）') });

export const gameIdQuery = z.object({ gameId: gameIdField });

export const gameListQuery = z.object({
  type: optional(intField('游戏类型（type）').refine((t) => t === GameType.mobile || t === GameType.pc, { error: '游戏类型（type）的取值无效，可选：0 手游 / 1 端游' }).meta({ description: '0 手游，1 端游', enum: [0, 1] })),
  name: optional(z.string().trim().max(30).meta({ description: '名称（模糊）' })),
  initial: optional(z.string().trim().regex(/^[A-Za-z]$/, { error: '首字母（initial）应为一个字母' })),
});
