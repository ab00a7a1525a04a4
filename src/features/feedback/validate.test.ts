import { describe, expect, it } from 'vitest';
import {
  contentCounter, contentLength, initialType, normaliseContact, validateContact, validateContent, validateImages, validateType,
} from './validate.ts';

describe('feedback validators', () => {
  it('type: one of 投诉 / 建议 / 问题', () => {
    expect(validateType('投诉')).toBeNull();
    expect(validateType('问题')).toBeNull();
    expect(validateType('')).toBe('请选择反馈类型');
    expect(validateType('其他')).toBe('请选择反馈类型');
  });

  it('content: 10–500 characters, ends trimmed, emoji count as one', () => {
    expect(validateContent('')).toBe('请填写反馈内容');
    expect(validateContent('    ')).toBe('请填写反馈内容');
    expect(validateContent('  太短了  ')).toBe('请详细描述，至少 10 个字（已输入 3 个字）');
    expect(validateContent('一二三四五六七八九十')).toBeNull();
    expect(validateContent('长'.repeat(500))).toBeNull();
    expect(validateContent('长'.repeat(501))).toBe('反馈内容不能超过 500 个字');
    expect(contentLength('😀😀😀')).toBe(3);
  });

  it('counter: n/500, flags too short and too long', () => {
    expect(contentCounter('')).toEqual({ text: '0/500', over: false, under: false });
    expect(contentCounter(' 五个字而已 ')).toEqual({ text: '5/500', over: false, under: true });
    expect(contentCounter('长'.repeat(10))).toEqual({ text: '10/500', over: false, under: false });
    expect(contentCounter('长'.repeat(501))).toEqual({ text: '501/500', over: true, under: false });
  });

  it('contact: a mobile number or a QQ number', () => {
    expect(validateContact('13800138000')).toBeNull();
    expect(validateContact(' 10001 ')).toBeNull();
    expect(validateContact('QQ：1052233445')).toBeNull();
    expect(validateContact('qq 1052233445')).toBeNull();
    expect(normaliseContact('QQ 1052233445')).toBe('1052233445');
    expect(validateContact('')).toBe('请填写手机号或 QQ 号，方便客服联系您');
    expect(validateContact('abc@qq.com')).toBe('请填写手机号或 QQ 号（只含数字）');
    expect(validateContact('1234')).toBe('QQ 号至少 5 位');
    expect(validateContact('0123456')).toBe('请填写 11 位手机号或 5–11 位 QQ 号');
    expect(validateContact('138001380001')).toBe('请填写 11 位手机号或 5–11 位 QQ 号');
  });

  it('images: at most 3', () => {
    expect(validateImages(['a', 'b', 'c'])).toBeNull();
    expect(validateImages(['a', 'b', 'c', 'd'])).toBe('最多上传 3 张图片');
  });

  it('initial type: the screen default unless the link names a valid one', () => {
    expect(initialType('投诉', null)).toBe('投诉');
    expect(initialType('建议', '问题')).toBe('问题');
    expect(initialType('建议', 'xss')).toBe('建议');
  });
});
