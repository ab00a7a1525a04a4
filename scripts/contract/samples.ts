// The sample values of the contract's calls (npm run contract:check, npm run mock:record): where each id comes
// from (an earlier list answer), and the values of the parameters an endpoint needs.
import { GameType } from '../../src/contract/statuses.ts';

export type Body = Record<string, unknown>;
type Row = Record<string, unknown>;

const rowsOf = (b: Body): Row[] => (Array.isArray(b.rows) ? b.rows : Array.isArray(b.data) ? b.data : Array.isArray(b) ? b : []) as Row[];
const dataOf = (b: Body): unknown => ('code' in b ? b.data : b);
const listOf = (b: Body): Row[] => {
  const d = dataOf(b);
  return (Array.isArray(d) ? d : rowsOf(b)).filter((r): r is Row => typeof r === 'object' && r !== null);
};

/** An id found in an earlier answer: the first source (endpoint key) whose answer gives one wins. */
export interface IdSource {
  from: string;
  pick: (body: Body) => unknown;
}

/** Where the ids come from. Every `from` is called before the endpoints that need its id. */
export const ID_SOURCES: Record<string, IdSource[]> = {
  gameId: [{ from: 'GET /web/game/list', pick: (b) => listOf(b)[0]?.id }],
  /** A 端游 (type 1): its 区服 have 大区, the parent of /web/districtSuit. */
  pcGameId: [{ from: 'GET /web/game/list', pick: (b) => listOf(b).find((g) => g.type === GameType.pc)?.id }],
  groupId: [{ from: 'GET /web/keylist', pick: (b) => listOf(b).find((n) => n.systemKey === 'group')?.id }],
  goodsId: [{ from: 'POST /web/good/allList', pick: (b) => rowsOf(b)[0]?.id }],
  goodsImage: [{
    from: 'POST /web/good/allList',
    pick: (b) => String(rowsOf(b)[0]?.titleImg ?? '').replace(/^.*\/profile\/img\//, '') || undefined,
  }],
  noticeId: [{ from: 'GET /web/notice/list', pick: (b) => rowsOf(b)[0]?.noticeId }],
  backId: [{ from: 'GET /account/backlist/allList', pick: (b) => rowsOf(b)[0]?.id }],
  orderId: [
    { from: 'GET /saleOrder/web/buyList', pick: (b) => rowsOf(b)[0]?.orderId },
    { from: 'GET /saleOrder/web/sellerList', pick: (b) => rowsOf(b)[0]?.orderId },
  ],
  messageId: [{ from: 'GET /need/message/list', pick: (b) => rowsOf(b)[0]?.id }],
  /** A deal of mine after 接受报价 (竞价中心). */
  backOrderId: [{ from: 'GET /backOrder/list', pick: (b) => rowsOf(b)[0]?.id }],
  myGoodsId: [{ from: 'GET /need/myConsignment', pick: (b) => rowsOf(b)[0]?.id }],
  /** 客服验证 checks a real staff account (else it answers 500 不是官方客服). */
  staffQQ: [{ from: 'GET /V2/H5/account', pick: (b) => listOf(b)[0]?.qq }],
  /** The mock's cashier page needs a payment ticket: only POST /saleOrder/pay (a write) makes one. */
  payTicket: [],
  appFile: [{
    from: 'GET /app/version/lastOne',
    pick: (b) => {
      const url = (dataOf(b) as Row | undefined)?.downloadUrl;
      return typeof url === 'string' && url.startsWith('/profile/app/') ? url.slice('/profile/app/'.length) : undefined;
    },
  }],
};

/** A parameter value: a fixed sample or an id from ID_SOURCES. */
export type Sample = string | number | { id: keyof typeof ID_SOURCES };
export const id = (name: keyof typeof ID_SOURCES): Sample => ({ id: name });

/** The sample values for parameters. `path`: per endpoint, by parameter (`*` = a wildcard); `query` / `body`:
 *  per endpoint, always sent; `required`: by name, sent only when the endpoint's schema requires the field. */
export const SAMPLE_PARAMS = {
  path: {
    'GET /web/good/info/:id': { id: id('goodsId') },
    'GET /web/recommend/:id': { id: id('goodsId') },
    'GET /web/notice/:id': { id: id('noticeId') },
    'GET /system/notice/:id': { id: id('noticeId') },
    'GET /saleOrder/detail/:orderId': { orderId: id('orderId') },
    'GET /need/message/changeRead/:id': { id: id('messageId') },
    'GET /goods/info/upGoods/:id': { id: id('myGoodsId') },
    'GET /profile/app/:name': { name: id('appFile') },
    'GET /profile/img/*': { '*': id('goodsImage') },
    'GET /need/myConsignment/:id': { id: id('myGoodsId') },
  } as Record<string, Record<string, Sample>>,
  query: {
    'GET /web/keylist': { gameId: id('pcGameId') },
    'GET /need/area/list': { gameId: id('pcGameId') },
    'GET /need/server/list': { gameId: id('pcGameId'), parentId: id('groupId') },
    'GET /web/notice/list': { noticeType: 'xwgg' },
    'GET /backOrder/list': { dataType: 'sell' },
    'GET /backOrder/detail': { id: id('backOrderId') },
    'GET /V2/H5/checkAccount': { str: id('staffQQ') },
    /** 黑号查询: an account to look up (any answer, found or not, has the same shape). */
    'GET /web/hasExistBlackAccount': { account: 'test123' },
    /** 搜索建议: a keyword that matches a game and hot words. */
    'GET /web/goods/suggest': { keyword: '王者' },
    'GET /mock-pay/alipay': { ticket: id('payTicket') },
    'GET /mock-pay/wechat': { ticket: id('payTicket') },
  } as Record<string, Record<string, Sample>>,
  /** Bodies of the writes --writes may send (a write without one here is skipped). */
  body: {
    'POST /mock-pay/alipay': { ticket: id('payTicket') },
    'POST /web/goods/collect': { accountId: id('goodsId') },
  } as Record<string, Record<string, Sample>>,
  required: {
    gameId: id('gameId'),
    parentId: id('groupId'),
    backId: id('backId'),
    noticeType: 'xwgg',
    type: 1,
    dataType: 'sell',
    appType: 'android',
  } as Record<string, Sample>,
};

/** Page parameters every list gets. */
export const PAGE = { pageNum: 1, pageSize: 10 };
