// Every route of the app with the query that makes it show real content (seeded ids: fixtures/README.md), for
// the journeys that visit them all (accessibility, Chinese everywhere).
import { indexChildren, otherChildren } from '../src/config/paths.ts';

const QUERY: Record<string, string> = {
  goodDetail: 'id=1', orderDetail: 'orderId=14', sureOrder: 'id=31', articleDetail: 'id=1', BasicInformation: 'gameId=1&mode=sale',
  jingjiahuishou: 'gameId=1', newsDetail: 'id=1', helpdetail: 'id=1', accountPreview: 'id=11', jingjiahuishouPriceList: 'id=1',
  goZFB: 'orderId=14',
};

export interface AppRoute {
  name: string;
  path: string;
}

const withQuery = (path: string, name: string) => (QUERY[name] ? `${path}?${QUERY[name]}` : path);

export const EVERY_ROUTE: AppRoute[] = [
  { name: 'pages/detail/index', path: '/pages/detail/index?id=1' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'yinsi', path: '/yinsi' },
  ...indexChildren.map((name) => ({ name, path: withQuery(`/index/${name}`, name) })),
  ...otherChildren.map((name) => ({ name, path: withQuery(`/index/other/${name}`, name) })),
];
