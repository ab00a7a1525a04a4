import { describe, expect, it } from 'vitest';
import { downloadAddress, qrDataUrl, updateLines } from './appVersion.ts';

describe('updateLines', () => {
  it('splits on line breaks, 「；」 and numbering, dropping closing punctuation', () => {
    expect(updateLines('新增客服验证与黑号查询入口\n商品截图支持双指缩放\n优化列表加载速度')).toEqual([
      '新增客服验证与黑号查询入口', '商品截图支持双指缩放', '优化列表加载速度',
    ]);
    expect(updateLines('新增竞价回收；订单页支持支付尾款；修复部分机型闪退。')).toEqual(['新增竞价回收', '订单页支持支付尾款', '修复部分机型闪退']);
    expect(updateLines('1、修复闪退 2、优化速度')).toEqual(['修复闪退', '优化速度']);
    expect(updateLines('1. 修复闪退\n2. 适配 iOS 18')).toEqual(['修复闪退', '适配 iOS 18']);
    expect(updateLines('')).toEqual([]);
    expect(updateLines(undefined)).toEqual([]);
  });
});

describe('downloadAddress', () => {
  const base = 'http://127.0.0.1:5205/index/appDownload';
  it('makes server paths absolute through the API prefix and keeps http(s) links', () => {
    expect(downloadAddress('/profile/app/youxihao-2.3.1.apk', base)).toMatch(/^http:\/\/127\.0\.0\.1:5205\/.+\/profile\/app\/youxihao-2\.3\.1\.apk$/);
    expect(downloadAddress('https://apps.apple.com/cn/app/id1', base)).toBe('https://apps.apple.com/cn/app/id1');
  });
  it('refuses nothing-links and scripts', () => {
    expect(downloadAddress('#', base)).toBeNull();
    expect(downloadAddress('', base)).toBeNull();
    expect(downloadAddress('javascript:alert(1)', base)).toBeNull();
  });
});

describe('qrDataUrl', () => {
  it('draws a PNG locally', async () => {
    expect(await qrDataUrl('http://127.0.0.1/x.apk', 120)).toMatch(/^data:image\/png;base64,/);
  });
});
