import { describe, expect, it } from 'vitest';
import { SaleMode } from '@/contract/statuses.ts';
import { bidRecycleBody, recycleTitle, type BidRecycleValues } from './payload.ts';
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
    const body = bidRecycleBody(values, { id: 1, name: '王者荣耀', type: 0 }, region);
    expect(body).toMatchObject({
      gameId: 1, type: '王者荣耀', des: 'V8 贵族，皮肤 200 款', region: '安卓 / QQ区', account: 'wz_8888', tel: '13900139000',
      relname: '李四', inType: SaleMode.consignOnly,
    });
    expect(JSON.parse(body.img)).toEqual(values.img);
    expect(JSON.parse(body.relnameImg)).toEqual(values.relnameImg);
    expect(JSON.parse(body.content)).toEqual({
      gameId: 1, gameName: '王者荣耀', gameType: 0, systemId: 4, carrierId: 5, title: '【王者荣耀】安卓 / QQ区 V8 贵族，皮肤 200 款',
      price: 1288.5, des: 'V8 贵族，皮肤 200 款', titleImg: '/profile/upload/1.png', urlArr: values.img,
    });
  });

  it('sends a valuation’s attributes and 账号来源 on in the content, under the form’s own fields', () => {
    const body = bidRecycleBody(values, { id: 1, name: '王者荣耀', type: 0 }, region, { f1: '120', accountSource: 2, gameId: 99 });
    expect(JSON.parse(body.content as string)).toMatchObject({ f1: '120', accountSource: 2, gameId: 1 });
  });

  it('PC games send group and server ids; titles stay short', () => {
    const pc = { kind: 'group' as const, first: { id: 18, fieldName: '电信' }, second: { id: 19, fieldName: '艾欧尼亚' } };
    expect(regionIds(pc)).toEqual({ groupId: 18, serverId: 19 });
    expect(regionText(pc)).toBe('电信 / 艾欧尼亚');
    expect(regionText(null)).toBe('');
    expect(recycleTitle({ name: '英雄联盟' }, '电信 / 艾欧尼亚', '很长的描述'.repeat(20)).length).toBeLessThanOrEqual(60);
  });
});
