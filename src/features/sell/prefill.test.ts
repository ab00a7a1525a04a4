import { describe, expect, it } from 'vitest';
import type { BacklistItem, GameAttribute, MyListingDetail } from '@/contract/types.ts';
import { AccountSource, AccountType, BacklistStatus, GameType, GuaranteeFlag, SaleState } from '@/contract/statuses.ts';
import { listingBody } from './payload.ts';
import { contactsOfRemark, contactsOfTel, contentOf, listingDraft, pickRegion, regionParts, valuationDraft, valuationPrice } from './prefill.ts';

const refused: MyListingDetail = {
  id: 48, no: 'YX48', createId: 1, gameId: 1, gameName: '王者荣耀', gameType: GameType.mobile,
  systemId: 4, systemName: '安卓', carrierId: 6, carrierName: '微信区',
  title: 'V8 全英雄 王者荣耀账号', des: '自己写的描述', price: 2680, newPrice: 2680,
  titleImg: '/profile/img/goods/48-1.svg', urlArr: [{ url: '/profile/img/goods/48-2.svg', name: '48-2.svg' }, { url: '/profile/upload/x.png', name: '' }],
  saleState: SaleState.refused, accountType: AccountType.consignment, isGuarantee: GuaranteeFlag.paid, isOnSpecialOffer: false, isTop: false, browseNum: 3, collectNum: 0,
  recoveryTime: '2026-11-20 10:00:00', createTime: '2026-11-19 09:00:00', auditDes: '截图不清晰，请补充',
  f1: '120', f2: '', f3: 'V8', f5: '皮肤A,皮肤B',
  importantRemark: '联系QQ：12345678;联系微信：;联系电话：13800138000;账号来源：他人注册', accountNumber: 'wx_laoli88',
};

const node = (id: number, fieldName: string, systemKey: GameAttribute['systemKey'], parentId = 0): GameAttribute =>
  ({ id, gameId: 1, systemKey, fieldName, parentId, sort: id });

describe('listing → the edit form', () => {
  it('takes every current value, the pictures as uploaded and the contacts out of importantRemark', () => {
    const draft = listingDraft(refused);
    expect(draft).toMatchObject({
      gameId: 1, mode: 'sale', edit: { id: 48, no: 'YX48', saleState: SaleState.refused, auditDes: '截图不清晰，请补充' },
      systemId: 4, carrierId: 6, regionNames: ['安卓', '微信区'], accountSource: AccountSource.other, basicDone: true,
      phone: '13800138000', qq: '12345678', wechat: '', account: 'wx_laoli88',
      fields: { f1: '120', f3: 'V8', f5: '皮肤A,皮肤B' }, price: '2680', assurance: true,
      title: 'V8 全英雄 王者荣耀账号', des: '自己写的描述', desEdited: true,
      titleImg: [{ url: '/profile/img/goods/48-1.svg', name: '48-1.svg' }],
      urlArr: [{ url: '/profile/img/goods/48-2.svg', name: '48-2.svg' }, { url: '/profile/upload/x.png', name: 'x.png' }],
    });
    expect(draft.fields).not.toHaveProperty('f2');
  });

  it('端游 names its 大区 / 服务器; without the contact text (live) the seller enters contacts and 账号来源 again', () => {
    const { importantRemark: _r, accountNumber: _a, systemId: _s, systemName: _sn, carrierId: _c, carrierName: _cn, ...rest } = refused;
    const draft = listingDraft({ ...rest, gameType: GameType.pc, groupId: 7, groupName: '电信一区', serverId: 9, serverName: '艾欧尼亚', isGuarantee: GuaranteeFlag.none });
    expect(draft).toMatchObject({ groupId: 7, serverId: 9, regionNames: ['电信一区', '艾欧尼亚'], phone: '', account: '', assurance: false, basicDone: false });
    expect(draft.accountSource).toBeUndefined();
  });

  it('sends the edit of that listing: its id, the account, the password only when typed', () => {
    const game = { id: 1, name: '王者荣耀', type: GameType.mobile };
    const draft = listingDraft(refused);
    expect(listingBody(draft, game)).toMatchObject({ id: 48, accountNumber: 'wx_laoli88', title: 'V8 全英雄 王者荣耀账号', price: 2680, f1: '120' });
    expect(listingBody(draft, game)).not.toHaveProperty('accountPassword');
    expect(listingBody(draft, game, 'New#pass1')).toMatchObject({ id: 48, accountPassword: 'New#pass1' });
    expect(listingBody({ ...draft, account: ' ' }, game)).not.toHaveProperty('accountNumber');
    expect(listingBody({ ...draft, edit: undefined }, game, 'x')).not.toHaveProperty('id');
  });

  it('reads the contact texts with either colon and missing parts', () => {
    expect(contactsOfRemark('联系QQ:;联系微信：laoli_2024;联系电话:13900139000;账号来源：自己注册'))
      .toEqual({ phone: '13900139000', qq: '', wechat: 'laoli_2024', accountSource: AccountSource.self });
    expect(contactsOfRemark('已解绑身份证，支持人脸换绑')).toEqual({ phone: '', qq: '', wechat: '', accountSource: undefined });
    expect(contactsOfTel('电话：13900139000，微信：laoli_2024，QQ：12345678')).toEqual({ phone: '13900139000', qq: '12345678', wechat: 'laoli_2024' });
    expect(contactsOfTel('13900139000')).toEqual({ phone: '13900139000', qq: '', wechat: '' });
    expect(contactsOfTel(undefined)).toEqual({ phone: '', qq: '', wechat: '' });
  });
});

describe('valuation → a new consignment', () => {
  const valued: BacklistItem = {
    id: 12, userId: 1, gameId: 1, gameName: '王者荣耀', region: '安卓 / 微信区', des: '估价时写的描述', account: 'abc',
    tel: '电话：13800138000，微信：，QQ：12345678', expprice: 1800,
    img: JSON.stringify([{ url: '/profile/upload/a.png', name: 'a.png' }, { url: '/profile/upload/b.png', name: 'b.png' }]),
    status: BacklistStatus.done, bidCount: 0, bcountt: 0, valuationMin: 1503, valuationMax: 2130.4, createTime: '2026-11-20 10:00:00',
  };

  it('asks the upper bound of the estimate, in whole yuan', () => {
    expect(valuationPrice(valued)).toBe('2130');
    expect(valuationPrice({ valuationMin: 900 })).toBe('900');
    expect(valuationPrice({})).toBe('');
  });

  it('fills game, 区服, contacts, description, pictures (the first as 主图) and the price; the rest is the seller’s', () => {
    const draft = valuationDraft(valued, { systemId: 4, carrierId: 6, regionNames: ['安卓', '微信区'] });
    expect(draft).toMatchObject({
      gameId: 1, mode: 'sale', fromValuation: 12, systemId: 4, carrierId: 6, regionNames: ['安卓', '微信区'],
      phone: '13800138000', qq: '12345678', wechat: '', account: 'abc', price: '2130', des: '估价时写的描述', desEdited: true,
      titleImg: [{ url: '/profile/upload/a.png', name: 'a.png' }],
      urlArr: [{ url: '/profile/upload/a.png', name: 'a.png' }, { url: '/profile/upload/b.png', name: 'b.png' }],
      title: '', basicDone: false, fields: {},
    });
    expect(draft.edit).toBeUndefined();
    expect(draft.accountSource).toBeUndefined();
  });

  it('takes every attribute and 账号来源 from the valuation’s content (the goods DTO), ignoring what it cannot read', () => {
    const content = JSON.stringify({ gameId: 1, systemId: 4, carrierId: 6, f1: '120', f2: '', f3: 'V8', f5: '皮肤A,皮肤B', f9: 7, accountSource: AccountSource.other, title: 'x' });
    const draft = valuationDraft({ ...valued, content }, { systemId: 4, carrierId: 6, regionNames: ['安卓', '微信区'] });
    expect(draft).toMatchObject({
      fields: { f1: '120', f3: 'V8', f5: '皮肤A,皮肤B', f9: '7' }, accountSource: AccountSource.other,
      titleImg: [{ url: '/profile/upload/a.png', name: 'a.png' }], price: '2130', phone: '13800138000',
    });
    expect(draft.fields).not.toHaveProperty('f2');
    expect(contentOf('not json')).toEqual({ fields: {} });
    expect(contentOf('[1]')).toEqual({ fields: {} });
    expect(contentOf(JSON.stringify({ f1: { x: 1 }, accountSource: 3 }))).toEqual({ fields: {} });
  });

  it('maps the region text onto the game’s 区服 as far as the names match', async () => {
    expect(regionParts('安卓 / 微信区')).toEqual(['安卓', '微信区']);
    const systems = [node(4, '安卓', 'system'), node(5, 'iOS', 'system')];
    const carriers = async (firstId: number | undefined) => (firstId === 4 ? [node(6, '微信区', 'carrier', 4), node(7, 'QQ区', 'carrier', 4)] : []);
    expect(await pickRegion(0, '安卓 / 微信区', systems, carriers)).toEqual({ systemId: 4, carrierId: 6, regionNames: ['安卓', '微信区'] });
    // Only the first level matches: the seller picks the second.
    expect(await pickRegion(0, '安卓 / 不存在的区', systems, carriers)).toEqual({ systemId: 4, regionNames: ['安卓'] });
    expect(await pickRegion(0, '鸿蒙 / 微信区', systems, carriers)).toEqual({ regionNames: [] });
    expect(await pickRegion(0, '', systems, carriers)).toEqual({ regionNames: [] });
    // A 端游 without 大区: its servers directly.
    const servers = async () => [node(9, '艾欧尼亚', 'server')];
    expect(await pickRegion(1, '艾欧尼亚', [], servers)).toEqual({ serverId: 9, regionNames: ['艾欧尼亚'] });
  });
});
