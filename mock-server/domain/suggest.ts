// What the search box offers while the user types (GET /web/goods/suggest): games, the heroes, skins and attribute
// values of the games' attribute templates, and hot words — matched by the name, by its pinyin or by its pinyin's
// initials (韩信, hanxin, hx). The heroes and skins are read from the templates the mock holds (a recorded
// dataset's too), not from a list of names: an attribute is told apart by its name (限定皮肤 / 五星角色 / 段位).
import type { AttributeTemplate, Game, GoodsSuggestions, SuggestTerm } from '../../src/contract/types.ts';
import type { MockContext } from '../context.ts';
import { isPinyinInput, pinyinMatch } from '../lib/pinyin.ts';

/** How many games, template terms and hot words a suggestion answers at most. */
const SUGGEST_GAMES = 5;
const SUGGEST_TERMS = 6;
const SUGGEST_WORDS = 6;

/** An attribute whose options are skins or other looks (限定皮肤, 稀有枪皮, 金皮, 稀有外观, 时装, 斗篷). */
const SKIN_ATTR = /皮肤|枪皮|金皮|外观|时装|斗篷/;
/** One whose options are heroes or characters (五星角色, 稀有忍者, 传说小小英雄, 特工). */
const HERO_ATTR = /英雄|角色|忍者|特工/;
/** Skins of weapons: the part before · names a gun or a blade (M416·破晓之翼, 阔刀·龙吟), not a hero. */
const WEAPON_ATTR = /枪|兵器|武器/;
/** Where a name splits into parts a player may type alone: 韩信·白龙吟, 至高之拳 李青, 宇智波斑[秽土转生]. */
const PART_SPLIT = /[·・\s[\]【】()（）:：&]+/;

export interface TemplateTerm {
  kind: SuggestTerm['kind'];
  name: string;
  gameId: number;
  attrName: string;
  field: SuggestTerm['field'];
  /** The name lower-cased without spaces, and its parts lower-cased (for 白龙吟 in 韩信·白龙吟). */
  key: string;
  parts: string[];
  /** What its pinyin is read from: the name, and each part when it has several (bailong → 韩信·白龙吟). */
  texts: string[];
}

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');

/**
 * The hero a skin option names: 韩信·白龙吟 → 韩信 (hero·skin, 王者荣耀 and 第五人格 write them so), 至高之拳 李青 →
 * 李青 (skin then hero, 英雄联盟's way); none for weapon skins or a plain name (小王子斗篷).
 */
export function heroOfSkin(option: string, attrName: string): string | undefined {
  if (WEAPON_ATTR.test(attrName)) return undefined;
  const dot = option.split('·').map((s) => s.trim());
  if (dot.length === 2 && dot[0] && dot[1]) return dot[0];
  const words = option.trim().split(/\s+/);
  return words.length >= 2 ? words[words.length - 1] : undefined;
}

/**
 * The suggestible names of the templates: every option of a choice attribute, as 英雄 (a hero attribute's
 * options, and the hero a skin names), 皮肤 (a skin attribute's options, whole as the template writes them, since
 * that is what titles and the filter hold) or 属性 (the other options of an attribute shown as a list filter, e.g.
 * 段位 最强王者). Numbers and free text suggest nothing; 命座-like nested choices are no names of their own.
 */
export function templateTerms(templates: readonly AttributeTemplate[]): TemplateTerm[] {
  const terms: TemplateTerm[] = [];
  const seen = new Set<string>();
  const add = (kind: TemplateTerm['kind'], name: string, t: AttributeTemplate) => {
    const id = `${kind}\n${t.gameId}\n${name}`;
    if (!name || seen.has(id)) return;
    seen.add(id);
    const split = name.split(PART_SPLIT).filter(Boolean);
    terms.push({
      kind, name, gameId: t.gameId, attrName: t.fieldName, field: t.aavName, key: squash(name),
      parts: split.map((p) => p.toLowerCase()), texts: split.length > 1 ? [name, ...split] : [name],
    });
  };
  for (const t of [...templates].sort((a, b) => a.gameId - b.gameId || a.sort - b.sort)) {
    if (t.fieldType !== 'radio' && t.fieldType !== 'checkbox' && t.fieldType !== 'boxradio') continue;
    const skin = SKIN_ATTR.test(t.fieldName);
    const hero = !skin && HERO_ATTR.test(t.fieldName);
    for (const option of t.childAttributes) {
      const name = option.fieldName.trim();
      if (hero) add('hero', name, t);
      else if (skin) {
        add('skin', name, t);
        const of = heroOfSkin(name, t.fieldName);
        if (of) add('hero', of, t);
      } else if (t.isSearch) add('attr', name, t);
    }
  }
  return terms;
}

// The templates change only with the data (a reset, a restore, another space): one list per templates array.
const termsCache = new WeakMap<readonly AttributeTemplate[], TemplateTerm[]>();

function termsOf(templates: readonly AttributeTemplate[]): TemplateTerm[] {
  let terms = termsCache.get(templates);
  if (!terms) {
    terms = templateTerms(templates);
    termsCache.set(templates, terms);
  }
  return terms;
}

/**
 * How well `k` (lower case, no spaces) matches a name, lower first: 0 the name or one of its parts is k, 1 starts
 * with it, 2 holds it; for pinyin input of two letters or more (one letter would match half the names), 3 a
 * pinyin starts with it, 4 the initials do. -1 no match.
 */
export function nameRank(key: string, parts: readonly string[], k: string, pinyinOf: readonly string[]): number {
  if (key === k || parts.includes(k)) return 0;
  if (key.startsWith(k) || parts.some((p) => p.startsWith(k))) return 1;
  if (key.includes(k)) return 2;
  if (k.length < 2 || !isPinyinInput(k)) return -1;
  let best = -1;
  for (const text of pinyinOf) {
    const m = pinyinMatch(text, k);
    if (m === 0) return 3;
    if (m === 1) best = 4;
  }
  return best;
}

const KIND_ORDER: Record<SuggestTerm['kind'], number> = { hero: 0, skin: 1, attr: 2 };

/** A game's name: held (or its initial, for one letter), or its pinyin / initials starting with `k`. */
function gameRank(g: Game, k: string): number {
  const name = squash(g.name);
  if (name === k) return 0;
  if (name.startsWith(k)) return 1;
  if (name.includes(k) || (k.length === 1 && g.initial.toLowerCase() === k)) return 2;
  if (!isPinyinInput(k)) return -1;
  const m = pinyinMatch(g.name, k);
  return m < 0 ? -1 : 3 + m;
}

/**
 * What the search box offers while the user types `keyword`: the games matching it (best match, then hot, then
 * 在售), the template's heroes, skins and attribute values matching it (best match, then the current game's,
 * heroes before skins before attributes, then the busier game's), and the hot words holding it or whose pinyin
 * starts with it. Case and spaces ignored. `terms` is left out when none match (an extension field: absent is
 * what a backend without it answers too).
 */
export function suggestGoods(ctx: MockContext, keyword: string, hotWords: readonly string[], gameId?: number): GoodsSuggestions {
  const k = squash(keyword);
  const store = ctx.store;
  const games = store.db.games
    .map((g) => ({ g, rank: gameRank(g, k) }))
    .filter((x) => x.rank >= 0)
    .sort((a, b) => a.rank - b.rank || Number(b.g.hot) - Number(a.g.hot) || b.g.goodsCount - a.g.goodsCount || a.g.id - b.g.id)
    .slice(0, SUGGEST_GAMES)
    .map(({ g: { id, name, goodsCount } }) => ({ id, name, goodsCount }));

  const found: { t: TemplateTerm; game: Game; rank: number }[] = [];
  for (const t of termsOf(store.db.templates)) {
    const game = store.gamesById.get(t.gameId);
    if (!game) continue;
    const rank = nameRank(t.key, t.parts, k, t.texts);
    if (rank >= 0) found.push({ t, game, rank });
  }
  found.sort((a, b) => a.rank - b.rank
    || Number(b.t.gameId === gameId) - Number(a.t.gameId === gameId)
    || KIND_ORDER[a.t.kind] - KIND_ORDER[b.t.kind]
    || Number(b.game.hot) - Number(a.game.hot) || b.game.goodsCount - a.game.goodsCount
    || a.t.name.length - b.t.name.length || a.t.gameId - b.t.gameId);
  const terms: SuggestTerm[] = found.slice(0, SUGGEST_TERMS).map(({ t, game }) => ({
    kind: t.kind, name: t.name, gameId: t.gameId, gameName: game.name, attrName: t.attrName, field: t.field,
  }));

  const words = hotWords.filter((w) => {
    if (squash(w).includes(k)) return true;
    if (k.length < 2 || !isPinyinInput(k)) return false;
    return [w, ...w.split(/\s+/)].some((text) => pinyinMatch(text, k) >= 0);
  }).slice(0, SUGGEST_WORDS);
  return terms.length ? { games, terms, words } : { games, words };
}
