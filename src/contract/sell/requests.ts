// Request schemas: publishing a listing (卖号).
// common/requests.ts says how a request schema is written and used.
import { z } from 'zod';
import { AccountSource, Assurance, GameType } from '../statuses.ts';
import { boolField, imagePath, intField, type LiveBody, moneyField, optional, readByHand, str } from '../common/fields.ts';
import type { GoodsFields, GoodsImage } from '../goods/answers.ts';

const MAX_IMAGES = 12;

const imageItem = z.union([
  imagePath.transform((url): GoodsImage => ({ url, name: '' })),
  z.object({ url: imagePath, name: optional(z.string().max(50, { error: '图片名称不能超过 50 个字符' })) })
    .transform((x): GoodsImage => ({ url: x.url, name: x.name ?? '' })),
], { error: '详情图（urlArr）的每一项应为图片地址或 {url, name}' });

/**
 * POST /need/consignment: the live goods DTO (gameName, gameType, assurance, importantRemark = 联系QQ：…;联系微信：…;
 * 联系电话：…;账号来源：…) and the friendlier shape (contactType / contact / accountSource / canGuarantee). The
 * template's f1…fN are checked by the mock against the game's template.
 */
export const consignmentBody = z.object({
  id: optional(intField('商品编号（id）')),
  gameId: intField('游戏编号（gameId）'),
  gameName: optional(z.string({ error: '游戏名称（gameName）应为字符串' }).max(50)),
  gameType: optional(intField<GameType>('游戏类型（gameType）').refine((t) => t === GameType.mobile || t === GameType.pc, { error: '游戏类型（gameType）的取值无效，可选：0 手游 / 1 端游' }).meta({ description: '0 手游，1 端游', enum: [0, 1] })),
  systemId: optional(intField('系统（systemId）')),
  carrierId: optional(intField('运营商（carrierId）')),
  groupId: optional(intField('大区（groupId）')),
  serverId: optional(intField('服务器（serverId）')),
  importantRemark: optional(readByHand<string>().meta({ description: '联系QQ：…;联系微信：…;联系电话：…;账号来源：自己注册|他人注册' })),
  assurance: optional(intField<Assurance>('包赔材料（assurance）').refine((v) => v === Assurance.provided || v === Assurance.none, { error: '包赔材料（assurance）的取值无效，可选：1 能提供 / 0 不能提供' }).meta({ description: '1 能提供包赔材料，0 不能', enum: [1, 0] })),
  accountSource: optional(intField<AccountSource>('账号来源（accountSource）').refine((v) => v === AccountSource.self || v === AccountSource.other, {
    error: '账号来源（accountSource）的取值无效，可选：1 自己注册 / 2 他人注册',
  }).meta({ description: '1 自己注册，2 他人注册', enum: [1, 2] })),
  contactType: optional(z.enum(['phone', 'qq', 'wechat'], { error: '联系方式类型（contactType）的取值无效，可选：phone / qq / wechat' }).meta({ description: 'phone 电话，qq QQ，wechat 微信' })),
  contact: optional(str('联系方式（contact）').trim().min(1, { error: '联系方式（contact）不能为空' }).max(50)),
  title: str('标题（title）').trim().min(5, { error: '标题（title）至少 5 个字' })
    .max(60, { error: '标题（title）不能超过 60 个字' }),
  des: optional(z.string({ error: '描述（des）应为字符串' }).max(2000, { error: '描述（des）不能超过 2000 个字' })),
  price: moneyField('价格（price）', 1, 9_999_999),
  canGuarantee: optional(boolField()),
  titleImg: z.string({ error: '请上传主图（titleImg）' }).trim().min(1, { error: '请上传主图（titleImg）' }).pipe(imagePath),
  urlArr: optional(z.array(imageItem, { error: '详情图（urlArr）应为数组' }).max(MAX_IMAGES, { error: `详情图（urlArr）最多 ${MAX_IMAGES} 张` })),
  accountNumber: optional(z.string().trim().max(64, { error: '游戏账号（accountNumber）不能超过 64 个字符' })),
  accountPassword: optional(z.string().max(64, { error: '账号密码（accountPassword）不能超过 64 个字符' })),
}).meta({ description: '另带游戏模板的属性 f1…fN（必填项、选项与数值范围按模板检查）。联系方式二选一：实网的 importantRemark，或 contactType + contact + accountSource' });

/**
 * Body of POST /need/consignment as the app sends it: the live client's goods DTO (api.md "Live payload shapes") and
 * the template's f1…fN. The backend fills in the 区服 names, forces saleState 0 (待审核) and accountType 2 (代售).
 */
export type GoodsDraft = LiveBody<typeof consignmentBody, 'gameName' | 'gameType' | 'des' | 'urlArr' | 'assurance' | 'importantRemark'> & GoodsFields;
