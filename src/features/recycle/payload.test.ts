import { describe, expect, it } from 'vitest';
import { AccountSource, GameType, SaleMode } from '@/contract/statuses.ts';
import { recycleTitle } from '@/contract/recycleDeal.ts';
import { bidRecycleBody, type BidRecycleValues } from './payload.ts';
import { regionIds, regionText } from './region.ts';

const values: BidRecycleValues = {
  account: ' wz_8888 ', tel: '13900139000', price: '1288.5', des: ' V8 贵族，皮肤 200 款 ', relname: '李四',
  relnameImg: [{ url: '/profile/upload/id.png', name: 'id.png' }],
  img: [{ url: '/profile/upload/1.png', name: '1.png' }, { url: '/profile/upload/2.png', name: '2.png' }],
  inType: SaleMode.consignOnly,
};
const region = { kind: 'system' as const, first: { id: 4, fieldName: '安卓' }, second: { id: 5, fieldName: 'QQ区' } };

describe('POST /h5/goods/back body', () => {
  it('is the live shape: JSON strings for the pictures and the goods DTO', () => {
    const body = bidRecycleBody(values, { id: 1, name: '王者荣耀', type: GameType.mobile }, region);
    expect(body).toMatchObject({
      gameId: 1, type: '王者荣耀', des: 'V8 贵族，皮肤 200 款', region: '安卓 / QQ区', account: 'wz_8888', tel: '13900139000',
      relname: '李四', inType: SaleMode.consignOnly,
    });
    expect(JSON.parse(body.img)).toEqual(values.img);
    expect(JSON.parse(body.relnameImg)).toEqual(values.relnameImg);
    expect(JSON.parse(body.content)).toEqual({
      gameId: 1, gameName: '王者荣耀', gameType: GameType.mobile, systemId: 4, carrierId: 5, title: 'V8 贵族，皮肤 200 款',
      price: 1288.5, des: 'V8 贵族，皮肤 200 款', titleImg: '/profile/upload/1.png', urlArr: values.img,
    });
  });

  it('sends a valuation’s attributes and 账号来源 on in the content, under the form’s own fields', () => {
    const body = bidRecycleBody(values, { id: 1, name: '王者荣耀', type: GameType.mobile }, region, { f1: '120', accountSource: AccountSource.other, gameId: 99 });
    expect(JSON.parse(body.content as string)).toMatchObject({ f1: '120', accountSource: AccountSource.other, gameId: 1 });
  });

  it('PC games send group and server ids', () => {
    const pc = { kind: 'group' as const, first: { id: 18, fieldName: '电信' }, second: { id: 19, fieldName: '艾欧尼亚' } };
    expect(regionIds(pc)).toEqual({ groupId: 18, serverId: 19 });
    expect(regionText(pc)).toBe('电信 / 艾欧尼亚');
    expect(regionText(null)).toBe('');
  });
});

describe('the recycle title rule', () => {
  const long = '大师段位，英雄 160 个，皮肤 420 款，含至高之拳 李青、冠军之刃 锐雯、星之守护者 金克丝，全英雄全皮肤，账号自己注册可二次实名，诚心出售';

  it('is the description, without the 区服 the deal shows beside it', () => {
    const body = bidRecycleBody({ ...values, des: long }, { id: 4, name: '英雄联盟', type: GameType.pc }, { kind: 'group', first: { id: 18, fieldName: '电信' }, second: { id: 19, fieldName: '艾欧尼亚' } });
    const title = (JSON.parse(body.content) as { title: string }).title;
    expect(title).not.toContain('艾欧尼亚');
    expect(title).not.toContain('英雄联盟');
    expect(title.startsWith('大师段位，英雄 160 个')).toBe(true);
  });

  it('cuts a long one at a break before 60 characters and says so with …', () => {
    const title = recycleTitle(long);
    expect(long.length).toBeGreaterThan(60);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title.endsWith('…')).toBe(true);
    // Ends where a clause ended (before 、), not in the middle of 星之守护者.
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
    expect(['，', '、', ' '].includes(long[title.length - 1])).toBe(true);
    expect(title.length).toBeGreaterThan(24);
  });

  it('keeps a short one whole, spaces tidied', () => {
    expect(recycleTitle('  V8 贵族，\n皮肤 200 款 ')).toBe('V8 贵族， 皮肤 200 款');
  });
});
