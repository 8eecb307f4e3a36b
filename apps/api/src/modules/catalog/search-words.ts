import { foldSearchText } from "./search-text.js";

/**
 * The distinct words of the published products' search text (folded: see `foldSearchText`), sorted, with the
 * positions (in the product index) of the products holding each: word `w` is held by
 * `postings[offsets[w] .. offsets[w + 1])`, ascending. A query word is looked up as a prefix by binary search;
 * one that starts no word is corrected to the nearest words by edit distance.
 */
export type SearchWords = {
  words: string[];
  offsets: Int32Array;
  postings: Int32Array;
  /** The words a typo may be corrected to: letters only (no style codes), three characters or more. */
  correctable: Int32Array;
};

/** How a query word matched: the indexes (into `words`) of the words it stands for, and how closely. */
export type WordMatch = { text: string; terms: number[]; edits: number };

export const MAX_QUERY_WORDS = 8;
/** Shorter words are only ever prefixes: two letters cannot be told from a typo of something else. */
const MIN_CORRECTED_LENGTH = 4;
const MAX_WORD_LENGTH = 40;

/** Edits forgiven in a word: one from four letters ('chausure' → 'chaussure'), two from seven. */
export function maxEditsFor(length: number): number {
  return length < MIN_CORRECTED_LENGTH ? 0 : length < 7 ? 1 : 2;
}

/** Collects the words of one product at a time, in position order, then freezes them into `SearchWords`. */
export function createSearchWordsBuilder() {
  const positionsOf = new Map<string, number[]>();
  return {
    add(position: number, searchText: string) {
      for (const word of searchText.split(" ")) {
        if (!word) continue;
        const list = positionsOf.get(word);
        if (list === undefined) positionsOf.set(word, [position]);
        else if (list[list.length - 1] !== position) list.push(position);
      }
    },
    build(): SearchWords {
      const words = [...positionsOf.keys()].sort();
      const offsets = new Int32Array(words.length + 1);
      let total = 0;
      words.forEach((word, w) => {
        offsets[w] = total;
        total += positionsOf.get(word)!.length;
      });
      offsets[words.length] = total;
      const postings = new Int32Array(total);
      words.forEach((word, w) => postings.set(positionsOf.get(word)!, offsets[w]!));
      return { words, offsets, postings, correctable: correctableWords(words) };
    },
  };
}

/** The words a typo may be corrected to (`SearchWords.correctable`). */
export function correctableWords(words: string[]): Int32Array {
  const correctable: number[] = [];
  words.forEach((word, w) => {
    if (word.length >= 3 && word.length <= MAX_WORD_LENGTH && /^\p{L}+$/u.test(word)) correctable.push(w);
  });
  return Int32Array.from(correctable);
}

/** Index of the first word not below `text` (binary search over the sorted words). */
function lowerBound(words: string[], text: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The query's words (folded, at most eight), each with the catalogue words it stands for: the words it starts
 * ('chau' → chaussure, chaussures…), or when it starts none the words nearest by edit distance, only the
 * nearest ('chausure' → chaussure, chaussures at one edit). A word that matches nothing has no terms.
 */
export function matchQueryWords(index: SearchWords, query: string): WordMatch[] {
  const texts = foldSearchText(query).split(" ").filter(Boolean).slice(0, MAX_QUERY_WORDS);
  return texts.map((text) => {
    const first = lowerBound(index.words, text);
    const end = lowerBound(index.words, `${text}\uffff`);
    if (end > first)
      return { text, terms: Array.from({ length: end - first }, (_, n) => first + n), edits: 0 };
    return { text, ...nearestWords(index, text) };
  });
}

function nearestWords(index: SearchWords, text: string): { terms: number[]; edits: number } {
  let best = maxEditsFor(text.length);
  if (best === 0 || text.length > MAX_WORD_LENGTH) return { terms: [], edits: 0 };
  let terms: number[] = [];
  for (const w of index.correctable) {
    const word = index.words[w]!;
    // A prefix of `word` is at least `text.length - word.length` edits away.
    if (word.length < text.length - best) continue;
    const edits = prefixEditDistance(text, word, best);
    if (edits < best) {
      best = edits;
      terms = [w];
    } else if (edits === best) terms.push(w);
  }
  return { terms, edits: terms.length > 0 ? best : 0 };
}

// Three rows of the distance table, reused: words are at most MAX_WORD_LENGTH + 2 edits long here.
const rows = [0, 1, 2].map(() => new Int32Array(MAX_WORD_LENGTH + 4));

/**
 * The fewest edits (a letter inserted, deleted or replaced, two neighbours swapped) turning `text` into the
 * start of `word` — so a typo is forgiven in a word still being typed ('chausu' is one edit from 'chaussure') —
 * or `max + 1` when it takes more than `max`.
 */
export function prefixEditDistance(text: string, word: string, max: number): number {
  const n = text.length;
  const m = Math.min(word.length, n + max);
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = text.charCodeAt(i - 1) === word.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        text.charCodeAt(i - 1) === word.charCodeAt(j - 2) &&
        text.charCodeAt(i - 2) === word.charCodeAt(j - 1)
      ) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  let best = max + 1;
  for (let j = 0; j <= m; j++) if (previous[j]! < best) best = previous[j]!;
  return best;
}
