// The route registry: every URL in the app is built here, never written by hand in a screen.
// Route names are the seed spec's (§2); query parameters are ours (product.md).
import type { SaleState } from '@/contract/statuses.ts';

function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export type SellMode = 'sale' | 'pinggu';
/** What opens the sell form filled in: one of my listings to edit, or one of my valuations to consign at its price. */
export interface SellSource {
  edit?: number;
  valuation?: number;
}
export type OrderListType = 'buy' | 'sale';

export const paths = {
  root: '/',
  login: (redirect?: string) => withQuery('/login', { redirect }),
  register: '/register',
  yinsi: '/yinsi',
  pagesDetail: (id: number | string) => withQuery('/pages/detail/index', { id }),

  index: '/index',
  home: '/index/home',
  /** payType: 'deposit' | 'full' | 'balance' (default full). */
  goZFB: (orderId: number | string, payType?: string) => withQuery('/index/goZFB', { orderId, payType }),
  pay: '/index/pay',
  sureOrder: (id: number | string) => withQuery('/index/sureOrder', { id }),
  finish: '/index/finish',
  accountOrder: (to?: 'buy' | 'sell' | 'pinggu' | 'jingjia' | 'kefu') => withQuery('/index/accountOrder', { to }),
  /** createId: one seller's goods on sale (the goods page's seller card). */
  goodList: (query: { gameId?: number | string; keyWord?: string; createId?: number } = {}) => withQuery('/index/goodList', query),
  goodDetail: (id: number | string) => withQuery('/index/goodDetail', { id }),
  orderDetail: (orderId: number | string) => withQuery('/index/orderDetail', { orderId }),
  appDownload: '/index/appDownload',
  sale: '/index/sale',
  /** 我的代售 on one tab (SaleState.pending 待审核, SaleState.refused 审核失败 …). */
  saleTab: (state: SaleState) => withQuery('/index/sale', { state }),
  sell: '/index/sell',
  basicInformation: (gameId: number | string, mode: SellMode = 'sale', source: SellSource = {}) =>
    withQuery('/index/BasicInformation', { gameId, mode, ...source }),
  fillInformation: (gameId?: number | string, mode?: SellMode, source: SellSource = {}) =>
    withQuery('/index/fillInformation', { gameId, mode, ...source }),
  hire: '/index/hire',
  commit: (mode: SellMode = 'sale') => withQuery('/index/commit', { mode }),
  jingjiahuishou: (gameId?: number | string, valuation?: number) => withQuery('/index/jingjiahuishou', { gameId, valuation }),
  security: '/index/security',
  articleDetail: (id: number | string) => withQuery('/index/articleDetail', { id }),

  other: '/index/other',
  blackSearch: '/index/other/blackSearch',
  accountPreview: (id: number | string) => withQuery('/index/other/accountPreview', { id }),
  mycenter: '/index/other/mycenter',
  passwore: '/index/other/passwore',
  xiaoxi: '/index/other/xiaoxi',
  cooperate: '/index/other/cooperate',
  geren: '/index/other/geren',
  gonggao: (type?: string) => withQuery('/index/other/gonggao', { type }),
  bangzhu: '/index/other/bangzhu',
  /** orderNo: the order asked about (shown on top, 交易客服 first). */
  contactkefu: (gameId?: number | string, orderNo?: string) => withQuery('/index/other/contactkefu', { gameId, orderNo }),
  newsDetail: (id: number | string) => withQuery('/index/other/newsDetail', { id }),
  collect: '/index/other/collect',
  jieshao: '/index/other/jieshao',
  fankui: '/index/other/fankui',
  myJingjiahuishou: '/index/other/myJingjiahuishou',
  /** 竞价中心 on one tab: 0 报价中, 1 交易中, 2 待审核, 3 已审核, 4 交易成功, 5 交易失败. */
  myJingjiahuishouTab: (tab: number) => withQuery('/index/other/myJingjiahuishou', { tab: tab || undefined }),
  jingjiahuishouPriceList: (id: number | string) => withQuery('/index/other/jingjiahuishouPriceList', { id }),
  myProducts: '/index/other/MyProducts',
  mySaleOrder: '/index/other/mySaleOrder',
  myevaluation: '/index/other/Myevaluation',
  mybrowsing: '/index/other/Mybrowsing',
  realname: '/index/other/Realname',
  /** 实名认证, then back to `redirect` (an in-app path) instead of 我的. */
  realnameFor: (redirect: string) => withQuery('/index/other/Realname', { redirect }),
  helpdetail: (id: number | string) => withQuery('/index/other/helpdetail', { id }),
  suggest: '/index/other/suggest',
  problemList: '/index/other/ProblemList',
  shanghu: '/index/other/shanghu',
  xinwen: '/index/other/xinwen',
  zhaohui: '/index/other/zhaohui',
  zhaomu: '/index/other/zhaomu',
} as const;

/** Route segments under /index, in the seed spec's order. */
export const indexChildren = [
  'goZFB', 'pay', 'sureOrder', 'home', 'finish', 'accountOrder', 'goodList', 'goodDetail', 'orderDetail',
  'appDownload', 'sale', 'sell', 'BasicInformation', 'fillInformation', 'hire', 'commit', 'jingjiahuishou',
  'security', 'articleDetail',
] as const;

/** Route segments under /index/other, in the seed spec's order. */
export const otherChildren = [
  'blackSearch', 'accountPreview', 'mycenter', 'passwore', 'xiaoxi', 'cooperate', 'geren', 'gonggao', 'bangzhu',
  'contactkefu', 'newsDetail', 'collect', 'jieshao', 'fankui', 'myJingjiahuishou', 'jingjiahuishouPriceList',
  'MyProducts', 'mySaleOrder', 'Myevaluation', 'Mybrowsing', 'Realname', 'helpdetail', 'suggest', 'ProblemList',
  'shanghu', 'xinwen', 'zhaohui', 'zhaomu',
] as const;
