// The endpoints of the goods list, detail, favourites, history and suggestions: one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import { z } from 'zod';
import * as a from '../common/answers.ts';
import { endpoint, list, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'POST', path: '/web/good/allList', summary: '商品列表：按游戏、区服、价格、属性、关键词筛选和排序（只列已上架；sortRank relevance 相关度为扩展）', domain: 'goods',
    auth: false, origin: 'seed', seedNo: 5, readOnly: true, body: q.goodsListBody,
    answer: { kind: 'page', schema: a.goodsSchema },
  }),
  endpoint({
    method: 'POST', path: '/web/goods/collect', summary: '收藏商品（重复收藏也成功）', domain: 'goods',
    auth: true, origin: 'seed', seedNo: 16, readOnly: false, body: q.accountIdBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/web/goods/collect/remove', summary: '取消收藏（未收藏也成功）', domain: 'goods',
    auth: true, origin: 'seed', seedNo: 17, readOnly: false, body: q.accountIdBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'GET', path: '/web/goods/collect/list', summary: '我的收藏', domain: 'goods',
    auth: true, origin: 'seed', seedNo: 18, readOnly: true, query: q.pageQuery,
    answer: { kind: 'page', schema: a.goodsSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/recommend/:id', summary: '相似推荐：同一游戏、价格相近的在售商品', domain: 'goods',
    auth: false, origin: 'seed', seedNo: 23, readOnly: true,
    answer: { kind: 'data', schema: list(a.goodsSchema) },
  }),
  endpoint({
    method: 'GET', path: '/need/myBrowse', summary: '我的浏览记录（带 browseTime）', domain: 'goods',
    auth: true, origin: 'seed', seedNo: 28, readOnly: true, query: q.pageQuery,
    answer: { kind: 'page', schema: a.goodsSchema },
  }),
  endpoint({
    // readOnly although it counts the view (浏览数 +1, 浏览记录): that is what every visit does.
    method: 'GET', path: '/web/good/info/:id',
    summary: '商品详情：隐藏卖家隐私，浏览数 +1，登录用户记浏览并带 collected；带卖家卡片 seller（扩展：打码昵称、实名、成交、好评率、在售）；待审核/已下架/审核失败只给卖家本人看（不计浏览）',
    domain: 'goods', auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: a.goodsDetailSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/search/hotWords', summary: '热门搜索词（搜索框获得焦点时与本机的最近搜索一起展示）', domain: 'goods',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: list(z.string()) },
  }),
  endpoint({
    method: 'GET', path: '/web/goods/suggest', summary: '输入时的搜索建议 ?keyword=&gameId=：游戏、属性模板中的英雄 / 皮肤 / 属性值与热门搜索词，按名称、拼音与拼音首字母匹配（没有该接口的后端：应用用热门搜索词在本机筛选）', domain: 'goods',
    auth: false, origin: 'extension', readOnly: true, query: q.goodsSuggestQuery,
    answer: { kind: 'data', schema: a.goodsSuggestionsSchema },
  }),
];
