// The goods' keyword text keeps where the title and the attribute values end, so 相关度 can tell a title match
// from an attribute match with one indexOf per word.
import { describe, expect, it } from 'vitest';
import type { GoodsRow } from './fixtures.ts';
import { relevanceOf, searchTextOf } from './search-text.ts';

const goods = (over: Partial<GoodsRow>) => ({
  id: 1, title: '', des: '', no: 'ZH0001', gameName: '王者荣耀', ...over,
}) as GoodsRow;

describe('searchTextOf and relevanceOf', () => {
  const g = goods({ id: 1, title: 'V10 韩信·白龙吟 国服', f5: '韩信·白龙吟,李白·凤求凰', f3: 'V10', des: '贵族等级：V10，段位：最强王者' });

  it('holds title, des, 商品编号, the game and the attribute values des does not spell out, lower-cased', () => {
    const parts = searchTextOf(g);
    const t = parts.text;
    expect(t.slice(0, parts.titleEnd)).toBe('v10 韩信·白龙吟 国服');
    expect(t).toContain('zh0001');
    expect(t).toContain('王者荣耀');
    // 韩信·白龙吟 is in the title and V10 in des: only 李白·凤求凰 is added, once.
    expect(t.endsWith('王者荣耀\n李白·凤求凰')).toBe(true);
    expect(parts.attrs).toBe('\nv10\n韩信·白龙吟,李白·凤求凰');
  });

  it('scores 100 per word in the title and 1 per word only in the attributes; des and game count nothing', () => {
    const score = (words: string[]) => relevanceOf(searchTextOf(g), words);
    expect(score(['韩信'])).toBe(100);
    expect(score(['韩信', '国服'])).toBe(200);
    expect(score(['李白'])).toBe(1);
    expect(score(['韩信', '李白'])).toBe(101);
    expect(score(['最强王者'])).toBe(0);
    expect(score(['王者荣耀'])).toBe(0);
  });

  it('follows the row (a changed title)', () => {
    const changed = { ...g, title: '李白 凤求凰' };
    expect(relevanceOf(searchTextOf(changed), ['李白'])).toBe(100);
  });
});
