import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { createAppEmotionCache } from './emotionCache.ts';
import { appSystem } from './system.ts';

/** The rules a cache writes for one element's styles, as Chakra hands them to emotion (the recipe in its layer).
 *  Emotion's development build also writes an empty rule for a selector with nothing of its own: left out. */
function rulesFor(styles: object, cache = createAppEmotionCache()): string[] {
  const serialized = serializeStyles([styles as never], cache.registered);
  cache.insert(`.css-${serialized.name}`, serialized, cache.sheet, true);
  const rules = cache.sheet.tags.map((tag) => tag.textContent ?? '');
  cache.sheet.flush(); // removes its style tags (the test files share one document)
  return rules.filter((rule) => !rule.endsWith('{}')).map((rule) => rule.replaceAll(`css-${serialized.name}`, 'css-x'));
}

describe('the emotion cache Chakra writes through', () => {
  it("relies on Chakra putting a recipe's styles, and only those, in `@layer recipes` (a Chakra upgrade must keep it)", () => {
    const { cva, css } = appSystem();
    expect(Object.keys(cva({ base: { color: 'red' } })({}))).toEqual(['@layer recipes']);
    expect(JSON.stringify(css({ color: 'red', _hover: { color: 'blue' } }))).not.toContain('@layer');
  });

  it('takes the recipe out of its cascade layer, rules and order unchanged', () => {
    const rules = rulesFor({
      '@layer recipes': { color: 'red', '&:hover': { color: 'blue' }, '& svg': { width: '4px' } },
    });
    expect(rules).toEqual(['.css-x{color:red;}', '.css-x:hover{color:blue;}', '.css-x svg{width:4px;}']);
    expect(rules.join('')).not.toContain('@layer');
  });

  it("gives the element's other styles one id of specificity, so they beat any recipe selector as unlayered styles did", () => {
    const rules = rulesFor({
      color: 'green',
      '&:is(:hover, [data-hover])': { color: 'navy' },
      '&::before': { content: '""' },
      '.dark &': { color: 'white' },
      '@media screen and (min-width: 48rem)': { color: 'black' },
      '@layer recipes': { color: 'red', '@media screen and (min-width: 48rem)': { color: 'gray' } },
    });
    expect(rules).toEqual([
      '.css-x:not(#_){color:green;}',
      '.css-x:not(#_):is(:hover, [data-hover]){color:navy;}',
      '.css-x:not(#_)::before{content:"";}',
      '.dark .css-x:not(#_){color:white;}',
      '@media screen and (min-width: 48rem){.css-x:not(#_){color:black;}}',
      '.css-x{color:red;}',
      '@media screen and (min-width: 48rem){.css-x{color:gray;}}',
    ]);
  });

  it('keeps rules nested in the recipe unboosted when their selectors are rebuilt from the element\'s', () => {
    // Two selectors make emotion's compat plugin derive them from the element's rule (boosted by then).
    const rules = rulesFor({ color: 'green', '@layer recipes': { '&::placeholder, &[data-placeholder]': { color: 'gray' } } });
    expect(rules).toEqual([
      '.css-x:not(#_){color:green;}',
      // The prefixer's copies of a recipe rule are recipe rules too.
      '.css-x::placeholder,.css-x[data-placeholder]{color:gray;}',
    ]);
  });

  it('writes keyframes as emotion does, without the prefixes of old browsers', () => {
    const keyframes = { '@keyframes spin': { from: { transform: 'rotate(0)' }, to: { transform: 'rotate(1turn)' } } };
    expect(rulesFor(keyframes)).toEqual(['@keyframes spin{from{transform:rotate(0);}to{transform:rotate(1turn);}}']);
  });
});

describe('the prefixes the cache writes', () => {
  it('writes -webkit- only where the browsers we serve still need it', () => {
    expect(rulesFor({ userSelect: 'none', display: 'flex' })).toEqual(['.css-x:not(#_){-webkit-user-select:none;user-select:none;display:flex;}']);
    expect(rulesFor({ backgroundClip: 'text' })).toEqual(['.css-x:not(#_){-webkit-background-clip:text;background-clip:text;}']);
    expect(rulesFor({ appearance: 'none', maskImage: 'linear-gradient(black, transparent)' }))
      .toEqual(['.css-x:not(#_){-webkit-appearance:none;appearance:none;-webkit-mask-image:linear-gradient(black, transparent);mask-image:linear-gradient(black, transparent);}']);
    expect(rulesFor({ backgroundClip: 'padding-box', transition: 'width 0.2s' }))
      .toEqual(['.css-x:not(#_){background-clip:padding-box;transition:width 0.2s;}']);
  });
});
