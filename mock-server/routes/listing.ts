// 我的代售 (listing): the seller's own listings, one for its edit form, 上架 / 下架, 改价. What each does to a
// listing is domain/listing.ts; publishing and editing one is routes/sell.ts.
import { ok, page } from '../lib/envelope.ts';
import { pageOf, parse } from '../lib/validate.ts';
import { downGoodsBody, editPriceBody, myConsignmentQuery } from '../../src/contract/common/requests.ts';
import { changePrice, listingRows, liveRemark, putOnSale, takeOffSale } from '../domain/listing.ts';
import { idParam, ownGoods } from './common.ts';
import type { Routes } from './registry.ts';

export function listingRoutes(routes: Routes): void {
  const r = routes.domain('listing');
  const ctx = routes.ctx;
  const store = ctx.store;

  // The seller's own listing for its edit form: the 我的代售 row plus the contact text and the account number
  // (myListingDetailSchema names them; the password it never names). A row published in the friendly shape
  // keeps other contact text: the live one replaces it, or none goes.
  r.get('/need/myConsignment/:id', (c) => {
    const g = ownGoods(c, idParam(c, 'id', '商品'));
    const [row] = listingRows(ctx, [g]);
    return ok({ ...row, importantRemark: liveRemark(g), accountNumber: g.accountNumber || undefined });
  });

  r.get('/need/myConsignment', (c) => {
    const user = c.me();
    const q = parse(myConsignmentQuery, c.query);
    const p = pageOf(q);
    const { rows, total } = store.goods.bySeller(user.userId, q.saleState, p.start, p.pageSize);
    return page(listingRows(ctx, rows), total);
  });

  r.get('/goods/info/upGoods/:id', (c) => {
    const g = ownGoods(c, idParam(c, 'id', '商品'));
    return ok(undefined, putOnSale(ctx, g) === 'listed' ? '上架成功' : '已重新提交审核');
  });

  r.post('/goods/info/downGoods', (c) => {
    const body = parse(downGoodsBody, c.body);
    takeOffSale(ctx, ownGoods(c, body.id), body.downDes);
    return ok(undefined, '下架成功');
  });

  r.post('/need/goods/editPrice', (c) => {
    const body = parse(editPriceBody, c.body);
    changePrice(ctx, ownGoods(c, body.id), body.price);
    return ok(undefined, '改价成功');
  });
}
