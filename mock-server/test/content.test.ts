// Profile, real name, messages, notices, trust/contact endpoints. Feedback, merchants, valuation and bids:
// feedback.test.ts, merchant.test.ts, recycle-valuation.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaleState } from '../../src/contract/statuses.ts';
import type {
  AppVersion, BusinessContact, BlackCheckResult, DealRecord, HomeStats, Message, Notice, QQGroup, SocialAccount, StaffAccount, User, Zhubo,
} from '../../src/contract/types.ts';
import { idCheckChar } from '../../src/contract/idcard.ts';
import { KNOWN_BLACK_ACCOUNT } from '../../fixtures/factories/service.ts';
import { login, newUser, startSignedIn, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => ({ mock, buyer, seller } = await startSignedIn()));
afterAll(() => mock.close());

describe('profile and real name', () => {
  it('profile answers the user without secrets plus roleGroup/postGroup; /new is never cached', async () => {
    const res = await buyer.get('/system/user/profile');
    expect(res.body).toMatchObject({ code: 200, roleGroup: expect.any(String), postGroup: expect.any(String) });
    expect(res.body.data).toMatchObject({ userId: 1, phonenumber: '13800138000' });
    for (const secret of ['passwordHash', 'realNameFull', 'idNumberFull']) expect(res.text).not.toContain(secret);
    const fresh = await buyer.get('/system/user/profile/new');
    expect(fresh.headers.get('cache-control')).toContain('no-store');
    expect(fresh.body.data).toEqual(res.body.data);
  });

  it('PUT profile validates and saves', async () => {
    const ok = await buyer.put('/system/user/profile', { nickName: '新昵称', email: 'a@b.cn', sex: '1', avatar: '/profile/upload/20260101_abc.png' });
    expect(ok.body).toEqual({ code: 200, msg: '修改成功' });
    expect((await buyer.get('/system/user/profile')).body.data).toMatchObject({ nickName: '新昵称', email: 'a@b.cn', sex: '1', avatar: '/profile/upload/20260101_abc.png' });
    const bad: [Record<string, unknown>, string][] = [
      [{ nickName: '' }, '昵称不能为空'],
      [{ nickName: '长'.repeat(21) }, '昵称不能超过 20 个字符'],
      [{ email: 'not-an-email' }, '邮箱格式不正确'],
      [{ sex: '3' }, '性别（sex）的取值无效'],
      [{ avatar: 'javascript:alert(1)' }, '图片地址不合法'],
      [{ avatar: '/profile/../../etc/passwd' }, '图片地址不合法'],
    ];
    for (const [body, msg] of bad) expect((await buyer.put('/system/user/profile', body)).body.msg).toContain(msg);
  });

  it('realname/auth checks name and the GB 11643 checksum, stores masked and full, only once', async () => {
    const fresh = await newUser(mock.client, '15800000011');
    const freshId = ((await fresh.get('/system/user/profile')).body.data as User).userId;
    const first17 = '11010519900307123';
    const valid = first17 + idCheckChar(first17);
    const wrong = first17 + (idCheckChar(first17) === '0' ? '1' : '0');
    expect((await fresh.post('/realname/auth', { name: 'Tom', idNumber: valid })).body.msg).toContain('姓名须为 2–20 个汉字');
    expect((await fresh.post('/realname/auth', { name: '王小明', idNumber: wrong })).body).toEqual({ code: 500, msg: '身份证号码校验失败' });
    expect((await fresh.post('/realname/auth', { name: '王小明', idNumber: '123' })).body.msg).toBe('身份证号码校验失败');
    expect((await fresh.post('/realname/auth', { name: '王小明', idNumber: '11010519901307123X' })).body.msg).toBe('身份证号码校验失败');
    const ok = await fresh.post('/realname/auth', { name: '王小明', idNumber: valid.toLowerCase() });
    expect(ok.body.code).toBe(200);
    const user = (await fresh.get('/system/user/profile')).body.data as User;
    expect(user).toMatchObject({ realNameStatus: 1, realName: '王**', idNumber: `1101${'*'.repeat(10)}${valid.slice(-4)}` });
    expect(mock.store.usersById.get(freshId)).toMatchObject({ realNameFull: '王小明', idNumberFull: valid });
    expect((await fresh.post('/realname/auth', { name: '王小明', idNumber: valid })).body).toEqual({ code: 500, msg: '已完成实名认证' });
    // 少数民族 names with · are allowed.
    const other = await login(mock.client, mock.store.usersById.get(4)?.phonenumber ?? '');
    expect((await other.post('/realname/auth', { name: '买买提·艾力', idNumber: valid })).body.code).toBe(200);
  });
});

describe('messages', () => {
  it('lists mine newest first with the unread count; readState filters; changeRead marks and guards', async () => {
    const all = await seller.get('/need/message/list', { pageSize: 100 });
    const rows = all.body.rows as Message[];
    const mine = mock.store.db.messages.filter((m) => m.userId === 2);
    expect(all.body.total).toBe(mine.length);
    expect(all.body.unread).toBe(mine.filter((m) => m.readState === 1).length);
    expect(rows.map((m) => m.sendTime)).toEqual([...rows.map((m) => m.sendTime)].sort().reverse());
    expect(rows[0]).not.toHaveProperty('userId');
    const unread = (await seller.get('/need/message/list', { readState: 1, pageSize: 100 })).body.rows as Message[];
    expect(unread.every((m) => m.readState === 1)).toBe(true);
    const target = unread[0] ?? rows[0];
    expect((await buyer.get(`/need/message/changeRead/${target.id}`)).body.code).toBe(403);
    expect((await seller.get(`/need/message/changeRead/${target.id}`)).body.code).toBe(200);
    const after = await seller.get('/need/message/list', { pageSize: 100 });
    expect(after.body.unread).toBe(Math.max(0, (all.body.unread as number) - (target.readState === 1 ? 1 : 0)));
    expect((await seller.get('/need/message/changeRead/999999')).body).toEqual({ code: 500, msg: '消息不存在' });
    expect((await seller.get('/need/message/list', { readState: 3 })).body.msg).toContain('阅读状态（readState）的取值无效');
  });
});

describe('notices', () => {
  it('list by type (paged, newest first), short list, detail under both paths', async () => {
    const page1 = await mock.client.get('/web/notice/list', { noticeType: 'cjwt', pageSize: 2 });
    expect(page1.body.msg).toBe('查询成功');
    const rows = page1.body.rows as Notice[];
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.every((n) => n.noticeType === 'cjwt')).toBe(true);
    expect(page1.body.total).toBe(mock.store.db.notices.filter((n) => n.noticeType === 'cjwt').length);
    const short = (await mock.client.get('/V2/H5/gonggaoDetails', { noticeType: 'xwgg' })).body.data as Notice[];
    expect(short.length).toBeGreaterThan(0);
    expect(short.length).toBeLessThanOrEqual(10);
    expect(short.map((n) => n.createTime)).toEqual([...short.map((n) => n.createTime)].sort().reverse());
    const one = (await mock.client.get(`/web/notice/${short[0].noticeId}`)).body.data as Notice;
    expect(one).toEqual(short[0]);
    expect((await mock.client.get(`/system/notice/${short[0].noticeId}`)).body.data).toEqual(one);
    expect((await mock.client.get('/web/notice/999999')).body).toEqual({ code: 500, msg: '公告不存在' });
    expect((await mock.client.get('/web/notice/list', { noticeType: 'nope' })).body.msg).toContain('公告类型（noticeType）的取值无效');
    // The content pages have enough to read: 新闻资讯 and 追回案例 run to a second page; notice 33 is still the sanitiser bait.
    for (const type of ['xwgg', 'zhgg'] as const) {
      const second = await mock.client.get('/web/notice/list', { noticeType: type, pageNum: 2, pageSize: 10 });
      expect((second.body.rows as Notice[]).length, type).toBeGreaterThan(0);
    }
    const bait = (await mock.client.get('/web/notice/33')).body.data as Notice;
    expect(bait).toMatchObject({ noticeType: 'xwgg', noticeTitle: '关于官方客服QQ号段调整的说明' });
    expect(bait.noticeContent).toContain('<script>');
  });
});

describe('trust and contact', () => {
  it('checkAccount: staff QQ or WeChat exactly, else a warning; empty asks for input', async () => {
    const staff = mock.store.db.staff[0];
    const byQQ = await mock.client.get('/V2/H5/checkAccount', { str: staff.qq });
    expect(byQQ.body).toMatchObject({ code: 200, data: { name: staff.name, type: 'qq', workTime: staff.workTime } });
    const byWx = await mock.client.get('/V2/H5/checkAccount', { str: ` ${staff.wechat} ` });
    expect((byWx.body.data as { type: string }).type).toBe('wechat');
    expect((await mock.client.get('/V2/H5/checkAccount', { str: `${staff.qq}0` })).body).toEqual({ code: 500, msg: '不是官方客服，谨防受骗' });
    expect((await mock.client.get('/V2/H5/checkAccount', { str: '' })).body).toEqual({ code: 500, msg: '请输入要验证的QQ或微信号' });
    expect((await mock.client.get('/V2/H5/checkAccount')).body.msg).toBe('请输入要验证的QQ或微信号');
  });

  it('hasExistBlackAccount answers exists and the records', async () => {
    const hit = (await mock.client.get('/web/hasExistBlackAccount', { account: KNOWN_BLACK_ACCOUNT })).body.data as BlackCheckResult;
    expect(hit.exists).toBe(true);
    expect(hit.records.length).toBe(2);
    expect(hit.records[0]).toMatchObject({ gameName: expect.any(String), reason: expect.stringMatching(/找回|诈骗/) });
    expect((await mock.client.get('/web/hasExistBlackAccount', { account: 'clean-account-1' })).body.data).toEqual({ exists: false, records: [] });
    expect((await mock.client.get('/web/hasExistBlackAccount', { account: ' ' })).body.msg).toBe('请输入要查询的账号');
  });

  it('QQ groups, all QQ list, staff per game', async () => {
    const all = (await mock.client.get('/V2/H5/allQQlist')).body.data as QQGroup[];
    expect(all.length).toBe(mock.store.db.qqGroups.length);
    expect(all.every((g) => typeof g.gameName === 'string' && g.qq && g.lianxi)).toBe(true);
    const forGame = (await mock.client.get('/V2/H5/qqGroup', { gameId: 1 })).body.data as QQGroup[];
    expect(forGame.every((g) => g.gameId === undefined || g.gameId === 1)).toBe(true);
    expect(((await mock.client.get('/V2/H5/qqGroup')).body.data as QQGroup[]).length).toBe(all.length);
    const staff = (await mock.client.get('/V2/H5/account', { type: 1 })).body.data as StaffAccount[];
    expect(staff.some((s) => s.gameId === 1)).toBe(true);
    expect(staff.every((s) => s.gameId === undefined || s.gameId === 1)).toBe(true);
    expect(((await mock.client.get('/V2/H5/account')).body.data as StaffAccount[]).length).toBe(mock.store.db.staff.length);
  });

  it('zhubo by type, social list, app version per platform', async () => {
    const banners = await mock.client.get('/account/zhubo/list', { type: 2 });
    expect((banners.body.rows as Zhubo[]).every((z) => z.type === 2)).toBe(true);
    expect(banners.body.total).toBe(mock.store.db.zhubo.filter((z) => z.type === 2).length);
    expect((await mock.client.get('/account/zhubo/list', { type: 3 })).body.code).toBe(500);
    const social = await mock.client.get('/web/social/list');
    expect((social.body.rows as SocialAccount[]).length).toBe(mock.store.db.social.length);
    const ios = (await mock.client.get('/app/version/lastOne', { appType: 'ios' })).body.data as AppVersion;
    expect(ios.appType).toBe('ios');
    expect(ios.versionCode).toBe(Math.max(...mock.store.db.appVersions.filter((v) => v.appType === 'ios').map((v) => v.versionCode)));
    expect((await mock.client.get('/app/version/lastOne', { appType: 'windows' })).body.msg).toContain('客户端类型（appType）的取值无效');
  });

  it('the app packages of lastOne are served (apk as an attachment, iOS as a page); unknown ones are 404', async () => {
    const android = (await mock.client.get('/app/version/lastOne', { appType: 'android' })).body.data as AppVersion;
    const ios = (await mock.client.get('/app/version/lastOne', { appType: 'ios' })).body.data as AppVersion;
    const apk = await mock.client.get(android.downloadUrl);
    expect(apk.status).toBe(200);
    expect(apk.headers.get('content-type')).toContain('application/vnd.android.package-archive');
    expect(apk.headers.get('content-disposition')).toContain(`youxihao-${android.versionName}.apk`);
    const page = await mock.client.get(ios.downloadUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('App Store');
    expect((await mock.client.get('/profile/app/youxihao-9.9.9.apk')).status).toBe(404);
    expect((await mock.client.get('/profile/app/evil.exe')).status).toBe(404);
  });

  it('cooperate/contact answers the business QQ, WeChat and e-mail', async () => {
    const contact = (await mock.client.get('/web/cooperate/contact')).body.data as BusinessContact;
    expect(contact).toMatchObject({ qq: expect.stringMatching(/^\d{5,11}$/), wechat: expect.any(String), email: expect.stringContaining('@'), workTime: expect.any(String) });
  });

  it('recentlydeal: latest 20 deals, masked titles, newest first; index/data counts', async () => {
    const deals = (await mock.client.get('/web/recentlydeal')).body.data as DealRecord[];
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.length).toBeLessThanOrEqual(20);
    expect(deals.map((d) => d.dealTime)).toEqual([...deals.map((d) => d.dealTime)].sort().reverse());
    for (const d of deals) {
      const full = mock.store.orders.all().find((o) => o.gameName === d.gameName && o.title.startsWith(d.title.replace('…', '')));
      expect(full).toBeTruthy();
      if (full && [...full.title].length > 12) expect(d.title.endsWith('…')).toBe(true);
    }
    const stats = (await mock.client.get('/web/index/data')).body.data as HomeStats;
    expect(stats.goodsCount).toBe(mock.store.goods.all().filter((g) => g.saleState === SaleState.listed).length);
    expect(stats.dealCount).toBeGreaterThan(0);
    expect(stats.yesterdayCount).toBeGreaterThanOrEqual(0);
  });
});
