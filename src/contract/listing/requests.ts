// Request schemas: my listings (我的代售).
// common/requests.ts says how a request schema is written and used.
import { z } from 'zod';
import { SaleState } from '../statuses.ts';
import { intField, moneyField, optional, pageQuery } from '../common/fields.ts';

export const SALE_STATES: SaleState[] = [0, 1, 2, 3, 4, 5, 6, 99];

export const myConsignmentQuery = pageQuery.extend({
  saleState: optional(intField('商品状态（saleState）').refine((s) => SALE_STATES.includes(s as SaleState), {
    error: '商品状态（saleState）的取值无效，可选：0 / 1 / 2 / 3 / 4 / 5 / 6 / 99',
  }).meta({ description: '0 待审核，1 已上架，2 交易中，3 已出售，4 已下架，5 问题账号，6 找回账号，99 审核失败', enum: [0, 1, 2, 3, 4, 5, 6, 99] })),
});

export const downGoodsBody = z.object({
  id: intField('商品编号（id）'),
  downDes: optional(z.string({ error: '下架原因（downDes）应为字符串' }).trim().max(200, { error: '下架原因（downDes）不能超过 200 个字' })),
});

export const editPriceBody = z.object({ id: intField('商品编号（id）'), price: moneyField('价格（price）', 1, 9_999_999) });
