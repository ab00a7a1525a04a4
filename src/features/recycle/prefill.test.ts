import { describe, expect, it } from 'vitest';
import type { BacklistItem } from '@/contract/types.ts';
import { AccountSource, BacklistStatus, SaleMode } from '@/contract/statuses.ts';
import { recycleFromValuation } from './prefill.ts';

const valued: BacklistItem = {
  id: 12, userId: 2, gameId: 1, gameName: '王者荣耀', region: '安卓 / 微信区', des: ' 估价时写的描述 ', account: 'wz_001',
  tel: '电话：13900139000，微信：laoli，QQ：12345678', expprice: 1800,
  img: JSON.stringify([{ url: '/profile/upload/a.png', name: 'a.png' }, { url: '/profile/upload/b.png', name: 'b.png' }]),
  status: BacklistStatus.done, bidCount: 0, bcountt: 0, valuationMin: 1503, valuationMax: 2130.4, createTime: '2026-11-20 10:00:00',
  content: JSON.stringify({ gameId: 1, systemId: 4, carrierId: 6, f1: '120', f3: 'V8', f4: '', accountSource: AccountSource.other }),
};

describe('去竞价回收 from a valuation', () => {
  it('fills 区服, 游戏账号, the phone, the upper estimate, the description and the pictures; carries the attributes', () => {
    expect(recycleFromValuation(valued)).toEqual({
      region: { kind: 'system', first: { id: 4, fieldName: '安卓' }, second: { id: 6, fieldName: '微信区' } },
      values: {
        account: 'wz_001', tel: '13900139000', price: '2130', des: '估价时写的描述', relname: '', relnameImg: [],
        img: [{ url: '/profile/upload/a.png', name: 'a.png' }, { url: '/profile/upload/b.png', name: 'b.png' }],
        inType: SaleMode.bidAndConsign,
      },
      carried: { f1: '120', f3: 'V8', accountSource: AccountSource.other },
    });
  });

  it('leaves the 区服 to pick when the valuation has no content (the live body), and the price at the expected one', () => {
    const plain = recycleFromValuation({ ...valued, content: undefined, valuationMin: undefined, valuationMax: undefined });
    expect(plain.region).toBeNull();
    expect(plain.carried).toEqual({});
    expect(plain.values.price).toBe('1800');
    const pc = recycleFromValuation({ ...valued, region: '网通 / 德玛西亚', content: JSON.stringify({ groupId: 9, serverId: 11 }) });
    expect(pc.region).toEqual({ kind: 'group', first: { id: 9, fieldName: '网通' }, second: { id: 11, fieldName: '德玛西亚' } });
  });
});
