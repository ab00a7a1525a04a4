import { describe, expect, it } from 'vitest';
import {
  GONGGAO_TYPES, noticeExcerpt, noticeTypeLabel, parseGonggaoType, parseNoticeId, parsePage,
} from './noticeTypes.ts';

describe('notice URL parameters', () => {
  it('?type= keeps a known 公告中心 tab and falls back to 新闻公告 otherwise', () => {
    expect(parseGonggaoType('zhgg')).toBe('zhgg');
    expect(parseGonggaoType('cjwt')).toBe('cjwt');
    expect(parseGonggaoType(null)).toBe('xwgg');
    expect(parseGonggaoType('')).toBe('xwgg');
    expect(parseGonggaoType('yszc')).toBe('xwgg'); // a real type, but not a tab of the centre
    expect(parseGonggaoType('<script>')).toBe('xwgg');
    expect(GONGGAO_TYPES[0]).toBe('xwgg');
  });

  it('?page= is a page number ≥ 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('99999999')).toBe(1);
  });

  it('?id= is a positive integer or null', () => {
    expect(parseNoticeId('24')).toBe(24);
    expect(parseNoticeId(' 7 ')).toBe(7);
    expect(parseNoticeId(null)).toBeNull();
    expect(parseNoticeId('')).toBeNull();
    expect(parseNoticeId('0')).toBeNull();
    expect(parseNoticeId('abc')).toBeNull();
    expect(parseNoticeId('1e3')).toBeNull();
    expect(parseNoticeId('99999999999999999')).toBeNull();
  });
});

describe('notice labels and excerpts', () => {
  it('names every type in Chinese, with a neutral fallback', () => {
    expect(noticeTypeLabel('xwgg')).toBe('新闻公告');
    expect(noticeTypeLabel('bpjs')).toBe('包赔介绍');
    expect(noticeTypeLabel('nope')).toBe('公告');
    expect(noticeTypeLabel(undefined)).toBe('公告');
  });

  it('turns HTML into a short plain line', () => {
    expect(noticeExcerpt('<p>近期 <b>冒充</b>&nbsp;客服&amp;骗子</p>\n<p>第二段</p>')).toBe('近期 冒充 客服&骗子 第二段');
    expect(noticeExcerpt('<script>alert(1)</script><p>正文</p>')).toBe('正文');
    expect(noticeExcerpt('<p>一二三四五六</p>', 4)).toBe('一二三四…');
    expect(noticeExcerpt(null)).toBe('');
  });
});
