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

/** How many tests a walk of every route is cut into: enough for the workers to share it evenly. */
export const WALK_PARTS = 4;

/**
 * The routes in `count` consecutive parts of (nearly) equal size, for the walks to run as several tests that the
 * workers share (`test.describe.configure({ mode: 'parallel' })`). Each part's title names its first and last route.
 */
export function inParts<T extends { name: string }>(routes: readonly T[], count: number): { title: string; routes: T[] }[] {
  const size = Math.ceil(routes.length / count);
  return Array.from({ length: Math.ceil(routes.length / size) }, (_, i) => {
    const part = routes.slice(i * size, (i + 1) * size);
    return { title: `${part[0].name} … ${part[part.length - 1].name}`, routes: part };
  });
}
