import { describe, expect, it } from 'vitest';
import { captchaDataUrl, captchaMime } from './captcha.ts';

describe('captcha image', () => {
  it('sniffs the type from the base64 itself', () => {
    expect(captchaMime(btoa('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('image/svg+xml');
    expect(captchaMime(btoa('<?xml version="1.0"?><svg/>'))).toBe('image/svg+xml');
    expect(captchaMime('iVBORw0KGgoAAAANSUhEUgAA')).toBe('image/png');
    expect(captchaMime('/9j/4AAQSkZJRgABAQ')).toBe('image/jpeg');
    expect(captchaMime('R0lGODlhAQABAIAAAP')).toBe('image/gif');
  });

  it('builds a data URL and leaves a ready one alone', () => {
    expect(captchaDataUrl('iVBORw0KGgo')).toBe('data:image/png;base64,iVBORw0KGgo');
    expect(captchaDataUrl('PHN2ZyB4')).toBe('data:image/svg+xml;base64,PHN2ZyB4');
    expect(captchaDataUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(captchaDataUrl('')).toBe('');
  });
});
