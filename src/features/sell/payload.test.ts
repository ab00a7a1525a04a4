import { describe, expect, it } from 'vitest';
import { sellerFee } from '@/contract/pricing.ts';
import { AccountSource, accountSourceLabel, Assurance, GameType } from '@/contract/statuses.ts';
import { emptyDraft, type SellDraft } from './draft.ts';
import { ACCOUNT_SOURCES, feeLine, importantRemark, listingBody, valuationBody } from './payload.ts';

const draft: SellDraft = {
  ...emptyDraft(1, 'sale'), systemId: 4, carrierId: 5, regionNames: ['安卓', 'QQ区'], accountSource: AccountSource.other, basicDone: true,
  phone: '13900139000', qq: '12345678', wechat: '', account: ' abc123 ', fields: { f1: '88', f3: '' }, price: '2680', assurance: true,
  title: ' 王者荣耀好号 ', des: '王者荣耀 安卓 QQ区', titleImg: [{ url: '/profile/upload/m.png', name: 'm.png' }],
  urlArr: [{ url: '/profile/upload/d.png', name: 'd.png' }],
};
const game = { id: 1, name: '王者荣耀', type: GameType.mobile };

describe('账号来源', () => {
  it('offers the contract\'s codes in the contract\'s words, in order', () => {
    expect(ACCOUNT_SOURCES.map((s) => s.value)).toEqual([AccountSource.self, AccountSource.other]);
    expect(Object.fromEntries(ACCOUNT_SOURCES.map((s) => [s.value, s.label]))).toEqual(accountSourceLabel);
  });
});

describe('seller fee', () => {
  it('is 5 % of the price, at least ¥50, and the seller receives the rest', () => {
    expect(sellerFee(2680)).toBe(134);
    expect(sellerFee(600)).toBe(50);
    expect(sellerFee(1000)).toBe(50);
    expect(sellerFee(1234.56)).toBe(61.73);
    expect(feeLine('2680')).toEqual({ fee: 134, receive: 2546 });
    expect(feeLine('60')).toEqual({ fee: 50, receive: 10 });
    expect(feeLine('30')).toEqual({ fee: 50, receive: 0 });
    expect(feeLine('')).toBeNull();
    expect(feeLine('abc')).toBeNull();
  });
});

describe('wire shapes', () => {
  it('consignment: the live goods DTO with importantRemark and assurance', () => {
    expect(importantRemark(draft)).toBe('联系QQ：12345678;联系微信：;联系电话：13900139000;账号来源：他人注册');
    expect(listingBody(draft, game, 'pw123456')).toEqual({
      accountNumber: 'abc123', accountPassword: 'pw123456',
      gameId: 1, gameName: '王者荣耀', gameType: GameType.mobile, systemId: 4, carrierId: 5, groupId: undefined, serverId: undefined,
      title: '王者荣耀好号', price: 2680, des: '王者荣耀 安卓 QQ区', titleImg: '/profile/upload/m.png',
      urlArr: [{ url: '/profile/upload/d.png', name: 'd.png' }], assurance: Assurance.provided, f1: '88',
      importantRemark: '联系QQ：12345678;联系微信：;联系电话：13900139000;账号来源：他人注册',
    });
    expect(listingBody({ ...draft, assurance: false }, game).assurance).toBe(Assurance.none);
  });

  it('valuation: type = game name, tel text, img as the JSON string of the file list', () => {
    expect(valuationBody({ ...draft, mode: 'pinggu' }, game)).toEqual({
      type: '王者荣耀', des: '王者荣耀 安卓 QQ区', region: '安卓 / QQ区', expprice: 2680, account: 'abc123',
      tel: '电话：13900139000，微信：，QQ：12345678', img: '[{"url":"/profile/upload/d.png","name":"d.png"}]',
      content: expect.any(String),
    });
    // The goods DTO keeps the 区服 ids, the attributes with a value and 账号来源 for the next steps.
    const body = valuationBody({ ...draft, mode: 'pinggu' }, game);
    expect(JSON.parse(body.content ?? '')).toEqual({
      gameId: 1, gameName: '王者荣耀', gameType: GameType.mobile, systemId: 4, carrierId: 5, f1: '88', accountSource: AccountSource.other,
    });
  });
});
