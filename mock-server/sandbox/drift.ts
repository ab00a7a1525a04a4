// Drift mode: the mock answers like a backend that changed under the app — a handful of fields the app reads
// renamed, removed or retyped, and a bare-array answer wrapped. On for every answer with MOCK_DRIFT=1, or per
// request with the header `X-Mock-Drift: 1` (an e2e journey turns it on for its own browser context).
// `npm run contract:check` must name every drift below; the app must survive them (H3's e2e/drift.spec.ts).
// Never applied to /__mock/*; only to successful JSON answers (code 200), on a copy: nothing stored changes.

export type DriftKind = 'rename' | 'remove' | 'type' | 'wrap';

export interface Drift {
  /** D1…D7. */
  id: string;
  method: 'GET' | 'POST';
  /** Express-style path, `:id` for a parameter. */
  path: string;
  /** More paths answering the same payload (the profile has two). */
  alsoPaths?: string[];
  kind: DriftKind;
  /** The field as contract:check names it: `rows[].title`, `data.browseNum`, `data` (the container). */
  field: string;
  /** rename: the new name (`rows[].goodsTitle`). */
  renamedTo?: string;
  /** What the app expected and what it now gets, for tables and tests. */
  expected: string;
  got: string;
  /** One line in Chinese. */
  summary: string;
  /** The field is one of our extensions (x-origin): contract:check reports it as an extension, not breaking. */
  extension?: true;
  /** Changes a copy of a successful answer in place. */
  apply(body: Record<string, unknown>): void;
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Each object of `rows`. */
function eachRow(body: Obj, fn: (row: Obj) => void): void {
  if (Array.isArray(body.rows)) for (const row of body.rows) if (isObj(row)) fn(row);
}

function rename(o: Obj, from: string, to: string): void {
  if (!(from in o)) return;
  o[to] = o[from];
  delete o[from];
}

export const DRIFTS: readonly Drift[] = [
  {
    id: 'D1', method: 'POST', path: '/web/good/allList', kind: 'rename', field: 'rows[].title', renamedTo: 'rows[].goodsTitle',
    expected: 'string', got: 'missing',
    summary: '商品列表：rows[].title 改名为 goodsTitle',
    apply: (b) => eachRow(b, (r) => rename(r, 'title', 'goodsTitle')),
  },
  {
    id: 'D2', method: 'POST', path: '/web/good/allList', kind: 'type', field: 'rows[].newPrice',
    expected: 'number', got: 'string',
    summary: '商品列表：rows[].newPrice 由数字变为两位小数的字符串（"1234.00"）',
    apply: (b) => eachRow(b, (r) => {
      if (typeof r.newPrice === 'number') r.newPrice = r.newPrice.toFixed(2);
    }),
  },
  {
    id: 'D3', method: 'GET', path: '/web/good/info/:id', kind: 'remove', field: 'data.browseNum',
    expected: 'number', got: 'missing',
    summary: '商品详情：去掉 data.browseNum（浏览数）',
    apply: (b) => {
      if (isObj(b.data)) delete b.data.browseNum;
    },
  },
  {
    id: 'D4', method: 'GET', path: '/web/recentlydeal', kind: 'wrap', field: 'data',
    expected: 'array', got: 'object',
    summary: '最近成交：data 由数组变为 { list: [...] }',
    apply: (b) => {
      if (Array.isArray(b.data)) b.data = { list: b.data };
    },
  },
  {
    id: 'D5', method: 'GET', path: '/need/myConsignment', kind: 'remove', field: 'rows[].saleState',
    expected: 'number', got: 'missing',
    summary: '我的代售：去掉 rows[].saleState（商品状态）',
    apply: (b) => eachRow(b, (r) => {
      delete r.saleState;
    }),
  },
  {
    id: 'D6', method: 'GET', path: '/system/user/profile', alsoPaths: ['/system/user/profile/new'], kind: 'rename',
    field: 'data.nickName', renamedTo: 'data.nick_name', expected: 'string', got: 'missing',
    summary: '个人资料：data.nickName 改名为 nick_name（/system/user/profile 与 /profile/new）',
    apply: (b) => {
      if (isObj(b.data)) rename(b.data, 'nickName', 'nick_name');
    },
  },
  {
    id: 'D7', method: 'GET', path: '/saleOrder/web/buyList', kind: 'type', field: 'rows[].orderStatus',
    expected: 'number', got: 'string',
    summary: '我买到的：rows[].orderStatus 由数字变为字符串（"2"）',
    apply: (b) => eachRow(b, (r) => {
      if (typeof r.orderStatus === 'number') r.orderStatus = String(r.orderStatus);
    }),
  },
  {
    // The live order answer: no delivery (staff hand the account over in the 交易客服 chat) and no 到手.
    id: 'D8', method: 'GET', path: '/saleOrder/detail/:orderId', kind: 'remove', field: 'data.deliverInfo', extension: true,
    expected: 'object', got: 'missing',
    summary: '订单详情：去掉交付信息（deliverState、deliverInfo、checkEndTime、protectEndTime）与 supplyDiscountPrice、payoutTime，同线上',
    apply: (b) => {
      if (!isObj(b.data)) return;
      for (const k of ['deliverState', 'deliverInfo', 'checkEndTime', 'protectEndTime', 'supplyDiscountPrice', 'payoutTime']) delete b.data[k];
    },
  },
];

/** `/web/good/info/:id` → a RegExp matching `/web/good/info/90`. */
function pathPattern(p: string): RegExp {
  const src = p.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${src}/?$`);
}

const COMPILED = DRIFTS.map((d) => ({ d, patterns: [d.path, ...(d.alsoPaths ?? [])].map(pathPattern) }));

/** The drifts that apply to one request. */
export function driftsFor(method: string, path: string): Drift[] {
  if (path.startsWith('/__mock')) return [];
  const m = method.toUpperCase();
  return COMPILED.filter(({ d, patterns }) => d.method === m && patterns.some((re) => re.test(path))).map(({ d }) => d);
}

/** The answer as a drifted backend would send it: a changed copy, or `body` itself when nothing applies. */
export function applyDrift(method: string, path: string, body: unknown): unknown {
  if (!isObj(body) || body.code !== 200) return body;
  const drifts = driftsFor(method, path);
  if (drifts.length === 0) return body;
  // Through JSON, as the wire would (stored rows may be Proxies, which structuredClone refuses).
  const copy = JSON.parse(JSON.stringify(body)) as Obj;
  for (const d of drifts) d.apply(copy);
  return copy;
}

/** The list without functions, for GET /__mock/routes and tools. */
export function driftDocs(): Omit<Drift, 'apply'>[] {
  return DRIFTS.map(({ apply: _apply, ...rest }) => rest);
}
