import { describe, expect, it } from 'vitest';
import { firstImage, imageUrls, toImgJson } from './images.ts';

describe('imageUrls / firstImage', () => {
  it('reads the live JSON string of [{url, name}]', () => {
    const img = JSON.stringify([{ url: '/profile/upload/a.png', name: 'a.png' }, { url: '/profile/upload/b.png', name: 'b.png' }]);
    expect(imageUrls(img)).toEqual(['/profile/upload/a.png', '/profile/upload/b.png']);
    expect(firstImage(img)).toBe('/profile/upload/a.png');
  });

  it('reads [url] strings, arrays, filePath objects and bare URLs', () => {
    expect(firstImage('["/profile/x.png","/profile/y.png"]')).toBe('/profile/x.png');
    expect(firstImage(['/profile/x.png'])).toBe('/profile/x.png');
    expect(firstImage([{ filePath: '/profile/f.png' }])).toBe('/profile/f.png');
    expect(firstImage({ url: 'https://cdn.example.com/1.jpg' })).toBe('https://cdn.example.com/1.jpg');
    expect(firstImage('/profile/upload/one.png')).toBe('/profile/upload/one.png');
    expect(imageUrls('/profile/a.png, /profile/b.png')).toEqual(['/profile/a.png', '/profile/b.png']);
  });

  it('gives nothing for empty or unreadable values, never throws', () => {
    for (const bad of ['', '   ', '[', '{"url":', '[]', '[{"name":"x"}]', null, undefined, 42, {}, [null, 3, '']]) {
      expect(firstImage(bad)).toBeNull();
    }
    expect(imageUrls('[{"url":""},{"url":"/profile/ok.png"}]')).toEqual(['/profile/ok.png']);
  });

  it('toImgJson writes the live file list', () => {
    expect(toImgJson([{ url: '/profile/upload/a.png', name: 'a.png' }])).toBe('[{"url":"/profile/upload/a.png","name":"a.png"}]');
    expect(imageUrls(toImgJson([{ url: '/u/1.png', name: '1' }, { url: '/u/2.png', name: '2' }]))).toEqual(['/u/1.png', '/u/2.png']);
  });
});
