import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('removes scripts and event handlers and keeps the text and formatting', () => {
    const html = '<p onclick="steal()">隐私<b>政策</b></p><script>alert(1)</script><img src="/a.png" onerror="alert(2)">';
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/script/i);
    expect(clean).not.toMatch(/onclick|onerror/i);
    expect(clean).toContain('<b>政策</b>');
    expect(clean).toContain('<img src="/a.png">');
  });

  it('drops javascript: links and makes other links open safely', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="https://example.com">y</a>');
    expect(clean).not.toContain('javascript:');
    expect(clean).toContain('href="https://example.com"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('drops inline styles, iframes and forms', () => {
    const clean = sanitizeHtml('<div style="position:fixed">a</div><iframe src="https://x"></iframe><form><input></form>');
    expect(clean).toBe('<div>a</div>');
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('sanitizeHtml imageSrc', () => {
  it('rewrites image sources and makes them lazy only when asked', () => {
    const html = '<p>截图</p><img src="/profile/img/shot/1-1.svg" alt="账号截图" onerror="alert(1)">';
    const clean = sanitizeHtml(html, { imageSrc: (src) => `/dev-api${src}` });
    expect(clean).toContain('src="/dev-api/profile/img/shot/1-1.svg"');
    expect(clean).toContain('loading="lazy"');
    expect(clean).not.toContain('onerror');
    // The next call without the option leaves images alone.
    expect(sanitizeHtml(html)).toContain('<img src="/profile/img/shot/1-1.svg" alt="账号截图">');
  });
});
