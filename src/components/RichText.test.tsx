import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '@/test/render.tsx';
import { RichText, wrapTables } from './RichText.tsx';

describe('RichText', () => {
  it('puts every table in its own scrolling box, once', () => {
    const html = '<p>前言</p><table><tbody><tr><td>甲</td></tr></tbody></table><table><tbody><tr><td>乙</td></tr></tbody></table>';
    const out = wrapTables(html);
    expect(out).toBe('<p>前言</p><div data-table-scroll=""><table><tbody><tr><td>甲</td></tr></tbody></table></div>'
      + '<div data-table-scroll=""><table><tbody><tr><td>乙</td></tr></tbody></table></div>');
    expect(wrapTables(out)).toBe(out);
    expect(wrapTables('<p>没有表格</p>')).toBe('<p>没有表格</p>');
  });

  it('renders sanitised HTML: no script, no handlers, tables wrapped, server images through the API prefix', () => {
    const { container } = renderWithChakra(
      <RichText data-testid="rt" html={'<p>正文</p><img src="/profile/img/shot/1-1.svg" onerror="window.__x=1"><script>window.__x=2</script><table><tr><th>项</th></tr></table>'} />,
    );
    const box = container.querySelector('[data-testid="rt"]');
    expect(box).toHaveTextContent('正文');
    expect(box?.querySelector('script')).toBeNull();
    expect(box?.querySelector('[onerror]')).toBeNull();
    expect(box?.querySelector('[data-table-scroll] > table')).not.toBeNull();
    expect(box?.querySelector('img')?.getAttribute('src')).toMatch(/\/profile\/img\/shot\/1-1\.svg$/);
    expect(box?.querySelector('img')?.getAttribute('src')).not.toBe('/profile/img/shot/1-1.svg');
  });
});

describe('RichText broken pictures', () => {
  it('hides a picture that fails to load', () => {
    const { container } = renderWithChakra(<RichText data-testid="rt" html={'<p>正文</p><img src="/profile/img/none.svg" alt="坏图">'} />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.style.display).toBe('');
    img.dispatchEvent(new Event('error'));
    expect(img.style.display).toBe('none');
  });
});
