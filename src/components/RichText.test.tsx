import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '@/test/render.tsx';
import { RichText, typeset } from './RichText.tsx';

describe('RichText', () => {
  it('puts every table in its own scrolling box, once', () => {
    const html = '<p>前言</p><table><tbody><tr><td>甲</td></tr></tbody></table><table><tbody><tr><td>乙</td></tr></tbody></table>';
    const out = typeset(html);
    expect(out).toBe('<p>前言</p><div data-table-scroll=""><table><tbody><tr><td>甲</td></tr></tbody></table></div>'
      + '<div data-table-scroll=""><table><tbody><tr><td>乙</td></tr></tbody></table></div>');
    expect(typeset(out)).toBe(out);
    expect(typeset('<p>没有表格</p>')).toBe('<p>没有表格</p>');
  });

  it('moves headings so the first level is h2 under the page title, keeping their order and attributes', () => {
    expect(typeset('<h3 class="a">一</h3><p>正文</p><h4>二</h4><h3>三</h3>'))
      .toBe('<h2 class="a">一</h2><p>正文</p><h3>二</h3><h2>三</h2>');
    expect(typeset('<h1>标题</h1><h2>小节</h2>')).toBe('<h2>标题</h2><h3>小节</h3>');
    expect(typeset('<h2>已是 h2</h2><h6>最深</h6>')).toBe('<h2>已是 h2</h2><h6>最深</h6>');
    expect(typeset('<h4>x</h4><h6>y</h6>')).toBe('<h2>x</h2><h4>y</h4>');
    expect(typeset('<h2>节</h2><h3>小节</h3>', 3)).toBe('<h3>节</h3><h4>小节</h4>');
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
