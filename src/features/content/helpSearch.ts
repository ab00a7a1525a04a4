// 帮助中心's search, on the device: the help articles are few (about 20 over the four categories, the list answers
// carry each article's HTML), so the page searches what it already reads rather than asking a search endpoint the
// live backend does not have. Every word typed must appear in the title or the text; title matches come first.
import type { Notice } from '@/contract/types.ts';
import { noticeExcerpt } from './noticeTypes.ts';

/** The words of what was typed: split on spaces (and full-width ones), lower case, each once. */
export function helpWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[\s\u3000]+/).filter(Boolean))];
}

/** The articles holding every word, those holding them all in the title first; each category's order kept. */
export function searchHelp(notices: readonly Notice[], text: string): Notice[] {
  const words = helpWords(text);
  if (words.length === 0) return [];
  const inTitle: Notice[] = [];
  const inText: Notice[] = [];
  const seen = new Set<number>();
  for (const n of notices) {
    if (seen.has(n.noticeId)) continue;
    seen.add(n.noticeId);
    const title = n.noticeTitle.toLowerCase();
    const all = `${title} ${noticeExcerpt(n.noticeContent, Infinity).toLowerCase()}`;
    if (!words.every((w) => all.includes(w))) continue;
    (words.every((w) => title.includes(w)) ? inTitle : inText).push(n);
  }
  return [...inTitle, ...inText];
}
