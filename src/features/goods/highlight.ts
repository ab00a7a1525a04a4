// The keyword's words in a goods title, for marking them (<mark>) on the cards of a keyword search: found
// whatever their case, overlapping or touching matches merged into one mark (王者 and 荣耀 in 王者荣耀 mark it whole).

export interface Piece {
  text: string;
  marked: boolean;
}

/** The words of a keyword as the list searches them: split on spaces, each once. */
export function keywordWords(keyWord: string | undefined): string[] {
  return [...new Set((keyWord ?? '').split(/[\s\u3000]+/).filter(Boolean))];
}

/** `text` cut into pieces, those holding one of `words` marked; a single unmarked piece when none is found. */
export function markPieces(text: string, words: readonly string[]): Piece[] {
  if (!text || words.length === 0) return [{ text, marked: false }];
  // Lower-casing may change the length of a few letters; then the search is done on the text as it is.
  const lower = text.toLowerCase();
  const haystack = lower.length === text.length ? lower : text;
  const ranges: [number, number][] = [];
  for (const word of words) {
    const needle = haystack === lower ? word.toLowerCase() : word;
    if (!needle) continue;
    for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) {
      ranges.push([at, at + needle.length]);
    }
  }
  if (ranges.length === 0) return [{ text, marked: false }];
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const pieces: Piece[] = [];
  let pos = 0;
  let [start, end] = ranges[0];
  const flush = () => {
    if (start > pos) pieces.push({ text: text.slice(pos, start), marked: false });
    pieces.push({ text: text.slice(start, end), marked: true });
    pos = end;
  };
  for (const [s, e] of ranges.slice(1)) {
    if (s <= end) end = Math.max(end, e);
    else {
      flush();
      [start, end] = [s, e];
    }
  }
  flush();
  if (pos < text.length) pieces.push({ text: text.slice(pos), marked: false });
  return pieces;
}
