import { describe, expect, it } from 'vitest';
import type { AttributeTemplate, Goods } from '@/contract/types.ts';
import { AccountType, GuaranteeFlag, SaleState } from '@/contract/statuses.ts';
import { attributeRows, displayValue, filledFieldCount, keyChips, qufuLine } from './attributes.ts';
import { goodsBadges } from './GoodsBadges.tsx';
import { saleStatus } from './saleStatus.ts';

const tpl = (t: Partial<AttributeTemplate> & Pick<AttributeTemplate, 'aavName' | 'fieldName' | 'fieldType' | 'sort'>): AttributeTemplate => ({
  id: t.sort, gameId: 3, childAttributes: [], must: false, isSearch: true, isShow: true, ...t,
});

const template: AttributeTemplate[] = [
  tpl({ aavName: 'f2', fieldName: '五星角色', fieldType: 'boxradio', sort: 2 }),
  tpl({ aavName: 'f1', fieldName: '冒险等级', fieldType: 'number', unit: '级', sort: 1 }),
  tpl({ aavName: 'f4', fieldName: '原石数量', fieldType: 'number', unit: '颗', sort: 4, isSearch: false }),
  tpl({ aavName: 'f6', fieldName: '实名情况', fieldType: 'radio', sort: 6 }),
];

const goods = {
  id: 1, gameId: 3, systemName: 'iOS', carrierName: '官服', f1: '33', f2: '八重神子:0命,可莉:4命', f4: '6270', f6: '不可二次实名',
} as Goods;

describe('attributes', () => {
  it('builds the attribute table in template order with units and nested choices', () => {
    expect(attributeRows(goods, template)).toEqual([
      { key: 'f1', name: '冒险等级', value: '33级' },
      { key: 'f2', name: '五星角色', value: '八重神子(0命)、可莉(4命)' },
      { key: 'f4', name: '原石数量', value: '6270颗' },
      { key: 'f6', name: '实名情况', value: '不可二次实名' },
    ]);
  });

  it('counts the values the goods carries: the rows of its table before the template arrives', () => {
    expect(filledFieldCount(goods)).toBe(attributeRows(goods, template).length);
    expect(filledFieldCount({ ...goods, f4: '  ', f6: undefined } as Goods)).toBe(2);
  });

  it('makes short key chips: named numbers with the template, only readable text without it', () => {
    expect(keyChips(goods, template)).toEqual(['冒险等级33级', '八重神子(0命) 等2项', '不可二次实名']);
    expect(keyChips(goods, undefined)).toEqual(['八重神子(0命) 等2项', '不可二次实名']);
    expect(keyChips(goods, template, 1)).toEqual(['冒险等级33级']);
  });

  it('writes the 区服 line and plain values', () => {
    expect(qufuLine(goods)).toBe('iOS / 官服');
    expect(qufuLine({ groupName: '电信', serverName: '艾欧尼亚' })).toBe('电信 / 艾欧尼亚');
    expect(displayValue('a,b')).toBe('a、b');
  });
});

describe('badges and sale states', () => {
  it('gives each goods its badges in order', () => {
    expect(goodsBadges({ accountType: AccountType.own, isOnSpecialOffer: true, isGuarantee: GuaranteeFlag.free }).map((b) => b.label)).toEqual(['自营', '特价', '免费包赔']);
    expect(goodsBadges({ accountType: AccountType.consignment, isOnSpecialOffer: false, isGuarantee: GuaranteeFlag.paid }).map((b) => b.label)).toEqual(['官方代售', '可买包赔']);
    expect(goodsBadges({ accountType: AccountType.consignment, isOnSpecialOffer: false, isGuarantee: GuaranteeFlag.none }).map((b) => b.label)).toEqual(['官方代售']);
  });

  it('lets only listed goods be bought and says why the others cannot', () => {
    expect(saleStatus(SaleState.listed).buyable).toBe(true);
    expect(saleStatus(SaleState.sold)).toMatchObject({ buyable: false, message: '该商品已出售' });
    expect(saleStatus(SaleState.trading)).toMatchObject({ buyable: false, short: '交易中' });
    expect(saleStatus(SaleState.unlisted)).toMatchObject({ buyable: false, short: '已下架' });
    expect(saleStatus(SaleState.refused).buyable).toBe(false);
  });
});
