import { describe, expect, it } from 'vitest';
import type { AttributeTemplate } from '@/contract/types.ts';
import { emptyDraft } from './draft.ts';
import {
  validateAccount, validateAttribute, validateDraft, validatePhone, validatePrice, validateQQ, validateTitle, validateWechat,
} from './validate.ts';
import { SaleState } from '@/contract/statuses.ts';

const number: AttributeTemplate = {
  id: 1, gameId: 1, aavName: 'f1', fieldName: '英雄数量', fieldType: 'number', childAttributes: [], must: true, isSearch: true, isShow: true, sort: 1,
};
const box: AttributeTemplate = { ...number, id: 2, aavName: 'f2', fieldName: '五星角色', fieldType: 'boxradio', must: false, sort: 2 };

describe('sell form validators', () => {
  it('contacts: the phone is required, QQ and WeChat optional but well-formed', () => {
    expect(validatePhone('')).toBe('请填写联系电话');
    expect(validatePhone('12345678901')).toBe('请输入正确的 11 位手机号');
    expect(validatePhone('13900139000')).toBeNull();
    expect(validateQQ('')).toBeNull();
    expect(validateQQ('1234')).toMatch(/5–12 位/);
    expect(validateQQ('0123456')).toMatch(/不以 0 开头/);
    expect(validateQQ('123456789012')).toBeNull();
    expect(validateWechat('')).toBeNull();
    expect(validateWechat('1abcdef')).toMatch(/字母开头/);
    expect(validateWechat('abc')).toMatch(/6–20 位/);
    expect(validateWechat('laoli_2024')).toBeNull();
  });

  it('price: positive, two decimals at most, above the minimum fee for a sale', () => {
    expect(validatePrice('', 'sale')).toBe('请填写价格');
    expect(validatePrice('', 'pinggu')).toBe('请填写期望价格');
    expect(validatePrice('abc', 'sale')).toBe('价格须为数字，最多两位小数');
    expect(validatePrice('1.234', 'sale')).toBe('价格须为数字，最多两位小数');
    expect(validatePrice('0', 'pinggu')).toBe('期望价格须大于 0');
    expect(validatePrice('50', 'sale')).toBe('价格须高于最低手续费 ¥50');
    expect(validatePrice('50', 'pinggu')).toBeNull();
    expect(validatePrice('10000000', 'sale')).toBe('价格不能超过 9999999 元');
    expect(validatePrice('2680.5', 'sale')).toBeNull();
  });

  it('title 5–60 characters; account without Chinese', () => {
    expect(validateTitle('')).toBe('请填写标题');
    expect(validateTitle('四个字呀')).toBe('标题至少 5 个字');
    expect(validateTitle('字'.repeat(61))).toBe('标题不能超过 60 个字');
    expect(validateTitle('王者荣耀好号')).toBeNull();
    expect(validateAccount('')).toBe('请填写游戏账号');
    expect(validateAccount('账号abc')).toBe('游戏账号不能包含中文');
    expect(validateAccount('abc123')).toBeNull();
  });

  it('attributes: must, whole numbers, boxradio needs each nested choice', () => {
    expect(validateAttribute(number, '')).toBe('请填写英雄数量');
    expect(validateAttribute(number, '12.5')).toBe('英雄数量须为整数');
    expect(validateAttribute(number, '120')).toBeNull();
    expect(validateAttribute(box, '')).toBeNull();
    expect(validateAttribute(box, '雷电将军:2命,钟离:')).toBe('请为「钟离」选择一项');
    expect(validateAttribute(box, '雷电将军:2命')).toBeNull();
  });

  it('a whole draft: messages by field in the form’s order; 估价 skips 标题 / 包赔材料 / 主图 and the password', () => {
    const sale = validateDraft(emptyDraft(1, 'sale'), [number]);
    expect(Object.keys(sale)).toEqual(['phone', 'account', 'accountPassword', 'f1', 'price', 'assurance', 'title', 'des', 'titleImg', 'urlArr']);
    expect(sale.accountPassword).toBe('请填写账号密码');
    const pinggu = validateDraft(emptyDraft(1, 'pinggu'), [number]);
    expect(Object.keys(pinggu)).toEqual(['phone', 'account', 'f1', 'price', 'des', 'urlArr']);
    const full = {
      ...emptyDraft(1, 'sale'), phone: '13900139000', fields: { f1: '88' }, price: '2680', assurance: false, title: '王者荣耀好号',
      des: '王者荣耀 安卓 QQ区', titleImg: [{ url: '/a.png', name: 'a' }], urlArr: [{ url: '/b.png', name: 'b' }], account: 'wz_001',
    };
    expect(validateDraft(full, [number], 'secret')).toEqual({});
    // 游戏账号 and 密码 (docs/product.md): an edit needs the account, and a password left empty keeps the stored one.
    const edit = { ...full, edit: { id: 48, no: 'YX48', saleState: SaleState.refused } };
    expect(validateDraft(edit, [number])).toEqual({});
    expect(Object.keys(validateDraft({ ...edit, account: '' }, [number]))).toEqual(['account']);
    expect(validateDraft({ ...full, account: '中文号' }, [number], 'secret')).toEqual({ account: '游戏账号不能包含中文' });
  });
});
