import { describe, expect, it } from 'vitest';
import { validateContact, validateGames, validateShopName } from './validate.ts';

describe('merchant fields', () => {
  it('shop name, contact and games', () => {
    expect(validateShopName('星辰工作室')).toBeNull();
    expect(validateShopName('')).toBe('请输入店铺名称');
    expect(validateShopName('店')).toBe('店铺名称至少2个字');
    expect(validateShopName('店'.repeat(31))).toBe('店铺名称最多30个字');
    expect(validateContact('QQ 12345')).toBeNull();
    expect(validateContact('')).toBe('请输入联系方式');
    expect(validateContact('1234')).toBe('联系方式至少5个字符');
    expect(validateContact('1'.repeat(51))).toBe('联系方式最多50个字符');
    expect(validateGames([])).toBe('请至少选择一款经营游戏');
    expect(validateGames(['原神'])).toBeNull();
    expect(validateGames(Array.from({ length: 60 }, (_, i) => `游戏${i}`))).toBe('选择的游戏过多，请减少后再提交');
  });
});
