// Pinyin of the names the search box suggests (GET /web/goods/suggest): players type on a phone keyboard in
// letters before they switch to Chinese, or never do — `yuan` for 原神, `wzry` for 王者荣耀, `hanxin` for 韩信.
// pinyin-pro reads a word in context (长安城 chang'an cheng, not zhang'an) and works offline; its dictionary is
// ~320 KB, so it is the mock's alone: the app never loads it (ESLint refuses it under src/). The mock loads it on
// the first suggestion rather than at start (its start-up is timed: npm run bench:mock, ≤ 3 s).
type PinyinFn = typeof import('pinyin-pro').pinyin;

let pinyin: PinyinFn | undefined;
let loading: Promise<void> | undefined;

/** Loads the dictionary once; await it before the other functions here (the suggest route does). */
export function loadPinyin(): Promise<void> {
  loading ??= import('pinyin-pro').then((m) => { pinyin = m.pinyin; });
  return loading;
}

/** A name's pinyin without tones or spaces (`wangzherongyao`) and its syllables' first letters (`wzry`). */
export interface PinyinKeys {
  full: string;
  initials: string;
}

// Names repeat on every keystroke; the set is small (games, template options, hot words), the cap is a guard
// against a recorded dataset with unusual names.
const memo = new Map<string, PinyinKeys>();
const MEMO_MAX = 20_000;

/** Letters and digits only, lower-cased: `M416·` → `m416`. */
const plain = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function pinyinKeys(text: string): PinyinKeys {
  const known = memo.get(text);
  if (known) return known;
  if (!pinyin) throw new Error('pinyinKeys before loadPinyin()');
  // One element per Chinese character (ü as v, as keyboards type it: 绿 lv), runs of anything else kept whole
  // ('M416·', 'V8', ' ').
  const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  let full = '';
  let initials = '';
  for (const s of syllables) {
    const p = plain(s);
    if (!p) continue;
    full += p;
    // A character's reading is lower-case letters; a run kept from the name (V8, SKT T1, M416) is typed as it is,
    // so it stays whole among the initials.
    initials += /^[a-z]+$/.test(s) ? p[0] : p;
  }
  const keys = { full, initials };
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(text, keys);
  return keys;
}

/** What is typed reads as pinyin: letters only (spaces already taken out). */
export function isPinyinInput(k: string): boolean {
  return /^[a-z]+$/.test(k);
}

/**
 * How well pinyin input `k` (lower case, no spaces) matches `text`: 0 its full pinyin starts with k (`yuan` →
 * 原神, `hanx` → 韩信), 1 its initials do (`wzry` → 王者荣耀), -1 no match.
 */
export function pinyinMatch(text: string, k: string): 0 | 1 | -1 {
  const { full, initials } = pinyinKeys(text);
  if (full.startsWith(k)) return 0;
  if (initials.startsWith(k)) return 1;
  return -1;
}
