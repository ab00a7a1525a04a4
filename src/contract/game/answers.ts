// Answer schemas: games, their attributes and attribute templates.
// common/answers.ts says how a schema is written and used.
import { z } from 'zod';
import { type Answer, int, named, recordId } from '../common/answerFields.ts';

export const gameSchema = named('Game', z.looseObject({
  id: recordId(),
  name: z.string(),
  icon: z.string().meta({ description: '图标地址' }),
  type: z.literal([0, 1]).meta({ description: '0 手游，1 端游' }),
  /** Pinyin first letter, upper case, for the A–Z strip. */
  initial: z.string().meta({ description: '拼音首字母（大写）' }),
  hot: z.boolean(),
  goodsCount: int().meta({ description: '在售商品数' }),
}));

export type Game = Answer<typeof gameSchema>;

export const gameAttributeSchema = named('GameAttribute', z.looseObject({
  id: recordId(),
  gameId: recordId(),
  systemKey: z.enum(['system', 'carrier', 'group', 'server']).meta({ description: 'system 系统，carrier 运营商，group 大区，server 服务器' }),
  fieldName: z.string().meta({ description: '显示名称' }),
  parentId: int().meta({ description: '上级节点编号，顶层为 0' }),
  sort: int(),
}));

/** A node of the 区服 tree. */
export type GameAttribute = Answer<typeof gameAttributeSchema>;

/** The level of a 区服 node: system + carrier for 手游, group (大区) + server for 端游. */
export type SystemKey = GameAttribute['systemKey'];

// One level of nesting (boxradio: e.g. 五星角色 → 命座) is all the app reads.
const nestedOption = z.looseObject({ id: recordId(), fieldName: z.string() });

export const templateOptionSchema = z.looseObject({
  id: recordId(),
  fieldName: z.string(),
  /** For boxradio: the nested choice (e.g. 命座 of a 五星角色). */
  childAttributes: z.array(nestedOption).optional().meta({ description: 'boxradio 的下一级选项' }),
});

export type TemplateOption = Answer<typeof templateOptionSchema>;

export const attributeTemplateSchema = named('AttributeTemplate', z.looseObject({
  id: recordId(),
  gameId: recordId(),
  /** Which goods column it fills: 'f1' … 'f20'. */
  aavName: z.templateLiteral(['f', z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])])
    .meta({ description: '填入商品的哪一列：f1 … f20' }),
  fieldName: z.string(),
  fieldType: z.enum(['input', 'number', 'radio', 'checkbox', 'boxradio']).meta({ description: 'input 文字，number 数字，radio 单选，checkbox 多选，boxradio 单选带下一级' }),
  childAttributes: z.array(templateOptionSchema),
  /** Unit shown after numbers (e.g. 个). */
  unit: z.string().optional().meta({ description: '数字后的单位（如 个）' }),
  must: z.boolean().meta({ description: '发布时必填' }),
  isSearch: z.boolean().meta({ description: '作为列表筛选项' }),
  isShow: z.boolean().meta({ description: '在详情中显示' }),
  sort: int(),
}));

/** One attribute of a game's template: drives both the list filters and the sell form. */
export type AttributeTemplate = Answer<typeof attributeTemplateSchema>;

export type FieldType = AttributeTemplate['fieldType'];

/** A goods column of template values: 'f1' … 'f20'. */
export type GoodsFieldKey = AttributeTemplate['aavName'];
