// npm run mock:record beyond the goods list: goods completed from their details (a drifted detail left out), the
// home's banners, staff, QQ groups and social accounts recorded and served, staff contacts scrubbed (客服验证 knows
// the fakes), and recorded pictures never pointing off the machine. The "live" backend is a hybrid mock whose
// goods details come from a second mock, so a detail can differ from its list row (or drift) as on a real backend.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goods, QQGroup, SocialAccount, StaffAccount, Zhubo } from '../../src/contract/types.ts';
import { fake, record, type RecordResult } from '../../scripts/mock-record.ts';
import { datasetDir, readDataset } from '../data/dataset.ts';
import { DEMO_USERS } from '../lib/fixtures.ts';
import { localImages, localImageUrl, RECORDED_IMG_PREFIX } from '../data/recorded-images.ts';
import { SMS_CODE, startTestMock, tempDir, type TestMock } from './helpers.ts';

const LIVE_SEED = 7;
const DETAIL = {
  title: '详情页的标题：全皮肤 满级 双区',
  des: '详情页的描述：账号自己注册，绑定可换，皮肤截图见详情图。',
  titleImg: 'https://img.example.com/prod/goods/cover.jpg?Expires=1&Signature=secret-sign',
  urlArr: [{ url: 'https://img.example.com/prod/goods/a.jpg', name: 'a.jpg' }, { url: '/profile/upload/2025/11/26/b.png', name: 'b.png' }],
};
const BANNER = { id: 900, img: 'https://cdn.example.com/banner/new.png', name: '录制的轮播图', jump: '/index/goodList', content: '线上的活动', type: 2 } as const;

const filesOf = (dir: string) => fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
const tablesOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'tables.json'), 'utf8')) as Record<string, Record<string, unknown>[]>;

describe('recorded pictures', () => {
  it('keep what the mock draws, and send everything else to the placeholder path, origin and query dropped', () => {
    expect(localImageUrl('/profile/img/goods/12-1.svg')).toBe('/profile/img/goods/12-1.svg');
    expect(localImageUrl('https://api.example.com/prod-api/profile/img/game/3.svg')).toBe('/profile/img/game/3.svg');
    expect(localImageUrl(DETAIL.titleImg)).toBe(`${RECORDED_IMG_PREFIX}prod/goods/cover.jpg`);
    expect(localImageUrl('/profile/upload/2025/11/26/b.png')).toBe(`${RECORDED_IMG_PREFIX}profile/upload/2025/11/26/b.png`);
    expect(localImageUrl('//cdn.example.com/a/../../b.png')).toBe(`${RECORDED_IMG_PREFIX}b.png`);
    expect(localImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    const html = localImages({ noticeContent: '<p>活动</p><img class="x" src="https://cdn.example.com/n/1.png">' });
    expect(html).toEqual({ noticeContent: `<p>活动</p><img class="x" src="${RECORDED_IMG_PREFIX}n/1.png">` });
  });
});

describe('readDataset', () => {
  const dir = tempDir();
  const write = (name: string, text: string) => {
    fs.mkdirSync(datasetDir(dir, name), { recursive: true });
    fs.writeFileSync(path.join(datasetDir(dir, name), 'tables.json'), text);
  };

  it('takes the new tables and refuses rows without their id or text, in Chinese', () => {
    write('ok', JSON.stringify({ zhubo: [BANNER], staff: [{ name: '客服', qrCode: '', workTime: '' }], qqGroups: [], social: [] }));
    expect(readDataset(dir, 'ok')).toMatchObject({ zhubo: [BANNER], staff: [{ name: '客服' }] });
    write('zhubo', JSON.stringify({ zhubo: [{ ...BANNER, id: '900' }] }));
    expect(() => readDataset(dir, 'zhubo')).toThrow('录制数据集 zhubo 不可用：zhubo 应为带整数 id 的行数组');
    write('staff', JSON.stringify({ staff: [{ qq: '10001' }] }));
    expect(() => readDataset(dir, 'staff')).toThrow('录制数据集 staff 不可用：staff 应为带文字 name 的行数组');
    write('social', JSON.stringify({ social: { name: 'x' } }));
    expect(() => readDataset(dir, 'social')).toThrow('social 应为带文字 name 的行数组');
    expect(() => readDataset(dir, 'none')).toThrow('不存在（先用 npm run mock:record 录制）');
  });
});

describe('mock:record tables', () => {
  const mocks: TestMock[] = [];
  const dataDir = tempDir();
  let clean: RecordResult;
  let drifted: RecordResult;
  let goodsId = 0;
  let listTitle = '';
  let staff: StaffAccount[] = [];
  let replay: TestMock;

  /** A "live" backend: its own list, goods details from `details` (where DETAIL is planted on goodsId). */
  const liveWith = async (details: TestMock) => {
    const g = details.store.goods.get(goodsId);
    if (!g) throw new Error('no goods');
    Object.assign(g, structuredClone(DETAIL));
    const live = await startTestMock({ seed: LIVE_SEED, persist: false, hybrid: { backendUrl: details.url, live: ['/web/good/info/*'], timeoutMs: 5000 } });
    mocks.push(live);
    return live;
  };

  beforeAll(async () => {
    const details = await startTestMock({ seed: LIVE_SEED, persist: false });
    const driftingDetails = await startTestMock({ seed: LIVE_SEED, persist: false, drift: true });
    mocks.push(details, driftingDetails);
    const first = (await details.client.post('/web/good/allList', { pageNum: 1, pageSize: 1 })).body.rows as Goods[];
    goodsId = first[0].id;
    listTitle = first[0].title;
    const live = await liveWith(details);
    const liveDrift = await liveWith(driftingDetails);
    // The live backend's own content: fewer staff, one QQ group and one social account, a new banner.
    const db = live.store.db;
    db.staff = db.staff.slice(0, 2);
    staff = structuredClone(db.staff);
    db.qqGroups = [{ ...db.qqGroups[0], name: '线上的QQ群' }];
    db.social = [{ ...db.social[0], name: '线上的抖音号' }];
    db.zhubo.push({ ...BANNER });
    live.store.changed();
    const opts = { phone: DEMO_USERS.buyer.phone, code: SMS_CODE, dataDir, rows: 12 };
    clean = await record({ ...opts, backend: live.url, name: 'tables' });
    drifted = await record({ ...opts, backend: liveDrift.url, name: 'drifted-detail', rows: 5 });
    replay = await startTestMock({ dataDir, dataset: 'tables' });
    mocks.push(replay);
  }, 90_000);
  afterAll(async () => {
    for (const m of mocks) await m.close();
  });

  it('completes each recorded goods from its detail, and the mock on the dataset shows the detail', async () => {
    expect(clean.drift).toEqual([]);
    expect(clean.goodsDetails).toBe(12);
    const row = tablesOf(clean.dir).goods.find((g) => g.id === goodsId);
    expect(row).toMatchObject({ title: DETAIL.title, des: DETAIL.des });
    expect(row).not.toHaveProperty('collected');
    const manifest = JSON.parse(fs.readFileSync(path.join(clean.dir, 'manifest.json'), 'utf8')) as { tables: Record<string, number> };
    expect(manifest.tables).toMatchObject({ goods: 12, staff: 2, qqGroups: 1, social: 1 });

    const shown = (await replay.client.get(`/web/good/info/${goodsId}`)).body.data as Goods;
    expect(shown).toMatchObject({
      title: DETAIL.title, des: DETAIL.des, titleImg: `${RECORDED_IMG_PREFIX}prod/goods/cover.jpg`,
      urlArr: [{ url: `${RECORDED_IMG_PREFIX}prod/goods/a.jpg`, name: 'a.jpg' }, { url: `${RECORDED_IMG_PREFIX}profile/upload/2025/11/26/b.png`, name: 'b.png' }],
    });
    // Every picture of it is answered here, the recorded ones with the placeholder.
    for (const url of [shown.titleImg, ...shown.urlArr.map((u) => u.url)]) {
      const img = await replay.client.raw('GET', url);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect(fs.readFileSync(path.join(clean.dir, 'tables.json'), 'utf8')).not.toMatch(/example\.com|Signature/);
  });

  it('reports a drifted detail once and keeps the list row without it', () => {
    const lines = drifted.drift.filter((r) => r.endpoint === 'GET /web/good/info/:id');
    expect(lines.map((r) => r.field)).toEqual(['data.browseNum']);
    expect(drifted.goodsDetails).toBe(0);
    const rows = tablesOf(drifted.dir).goods;
    expect(rows).toHaveLength(5);
    expect(rows.find((g) => g.id === goodsId)).toMatchObject({ title: listTitle });
    expect(JSON.stringify(rows)).not.toContain(DETAIL.des);
  });

  it('serves the recorded banners, staff, QQ groups and social accounts', async () => {
    const banners = (await replay.client.get('/account/zhubo/list', { type: 2, pageNum: 1, pageSize: 50 })).body.rows as Zhubo[];
    expect(banners.find((b) => b.id === BANNER.id)).toEqual({ ...BANNER, img: `${RECORDED_IMG_PREFIX}banner/new.png` });
    const streamers = (await replay.client.get('/account/zhubo/list', { type: 1, pageNum: 1, pageSize: 50 })).body.rows as Zhubo[];
    expect(streamers.length).toBeGreaterThan(0);
    // No id to match by: the recorded tables replace the seeded ones whole.
    const served = (await replay.client.get('/V2/H5/account')).body.data as StaffAccount[];
    expect(served.map((s) => s.name)).toEqual(staff.map((s) => s.name));
    expect((await replay.client.get('/V2/H5/allQQlist')).body.data as QQGroup[]).toMatchObject([{ name: '线上的QQ群' }]);
    expect((await replay.client.get('/web/social/list')).body.rows as SocialAccount[]).toMatchObject([{ name: '线上的抖音号' }]);
  });

  it('scrubs staff contacts to stable fakes that 客服验证 still knows', async () => {
    const text = filesOf(clean.dir);
    for (const s of staff) {
      for (const contact of [s.qq, s.wechat]) if (contact) expect(text).not.toContain(contact);
    }
    const served = (await replay.client.get('/V2/H5/account')).body.data as StaffAccount[];
    const [one] = staff;
    if (!one.qq || !one.wechat) throw new Error('seeded staff without QQ / WeChat');
    expect(served[0]).toMatchObject({ qq: fake.qq(one.qq), wechat: fake.wx(one.wechat) });
    // Its QR image encodes the fake WeChat too.
    expect(decodeURIComponent(served[0].qrCode)).toContain(fake.wx(one.wechat));
    const check = await replay.client.get('/V2/H5/checkAccount', { str: fake.qq(one.qq) });
    expect(check.body).toMatchObject({ code: 200, msg: '该账号是官方客服', data: { name: one.name, type: 'qq' } });
    expect((await replay.client.get('/V2/H5/checkAccount', { str: one.qq })).body).toMatchObject({ code: 500, msg: '不是官方客服，谨防受骗' });
  });
});
