import { correctableWords, type SearchWords } from "./search-words.js";

/**
 * `words` with the products at `changed` (positions, ascending) holding the words of `textOf(p)` instead of those
 * of `oldTextOf(p)`: the postings of the words they held or hold now are made again (without the changed products,
 * with them where they hold the word now), runs of the others copied; a word no longer held by any product is left
 * out and a new one sorted in, as `createSearchWordsBuilder` makes them from the patched texts. A few milliseconds at
 * 100,000 products, where building them all takes most of a second.
 */
export function patchSearchWords(
  words: SearchWords,
  changed: number[],
  oldTextOf: (p: number) => string,
  textOf: (p: number) => string,
): SearchWords {
  const isChanged = new Set(changed);
  const holders = new Map<string, number[]>();
  const touched = new Set<string>();
  for (const p of changed) {
    for (const word of oldTextOf(p).split(" ")) if (word) touched.add(word);
    for (const word of new Set(textOf(p).split(" "))) {
      if (!word) continue;
      touched.add(word);
      const list = holders.get(word);
      if (list) list.push(p);
      else holders.set(word, [p]);
    }
  }
  // Each touched word: where it is (-1: new) and the positions holding it now.
  const lists = [...touched].sort().map((word) => {
    const w = indexOfWord(words.words, word);
    const kept = w === -1 ? NO_POSITIONS : words.postings.subarray(words.offsets[w]!, words.offsets[w + 1]!);
    // Both ascending: merged in one pass (a common word is held by tens of thousands of products).
    const extra = holders.get(word) ?? [];
    const now = new Int32Array(kept.length + extra.length);
    let n = 0;
    let j = 0;
    for (let i = 0; i < kept.length; i++) {
      const p = kept[i]!;
      while (j < extra.length && extra[j]! < p) now[n++] = extra[j++]!;
      if (!isChanged.has(p)) now[n++] = p;
    }
    while (j < extra.length) now[n++] = extra[j++]!;
    return { word, w, now: now.subarray(0, n) };
  });
  // Runs of untouched words copied (their postings with one copy, their offsets moved); each touched one written
  // where it sorts, left out when no product holds it any more.
  const added = lists.filter(({ w, now }) => w === -1 && now.length > 0).length;
  const removed = lists.filter(({ w, now }) => w !== -1 && now.length === 0).length;
  const growth = lists.reduce(
    (sum, { w, now }) => sum + now.length - (w === -1 ? 0 : words.offsets[w + 1]! - words.offsets[w]!),
    0,
  );
  const count = words.words.length + added - removed;
  const reshaped = added + removed > 0;
  const merged: string[] = reshaped ? new Array<string>(count) : words.words;
  const offsets = new Int32Array(count + 1);
  const postings = new Int32Array(words.postings.length + growth);
  // Where each word went (-1: left out) and the words that came, for the words a typo may be corrected to.
  const movedTo = reshaped ? new Int32Array(words.words.length).fill(-1) : NO_POSITIONS;
  const came: number[] = [];
  let out = 0;
  let delta = 0;
  let from = 0;
  const copyRun = (upTo: number) => {
    const shift = out - from;
    for (let w = from; w < upTo; w++) {
      offsets[w + shift] = words.offsets[w]! + delta;
      if (reshaped) {
        merged[w + shift] = words.words[w]!;
        movedTo[w] = w + shift;
      }
    }
    postings.set(
      words.postings.subarray(words.offsets[from]!, words.offsets[upTo]!),
      words.offsets[from]! + delta,
    );
    out += upTo - from;
    from = upTo;
  };
  for (const { word, w, now } of lists) {
    const at = w === -1 ? lowerBound(words.words, word) : w;
    copyRun(at);
    const before = w === -1 ? 0 : words.offsets[w + 1]! - words.offsets[w]!;
    if (now.length > 0) {
      offsets[out] = words.offsets[at]! + delta;
      if (reshaped) merged[out] = word;
      if (w === -1) came.push(out);
      else if (reshaped) movedTo[w] = out;
      postings.set(now, offsets[out]!);
      out++;
    }
    delta += now.length - before;
    if (w !== -1) from = w + 1;
  }
  copyRun(words.words.length);
  offsets[count] = postings.length;
  if (!reshaped) return { words: merged, offsets, postings, correctable: words.correctable };
  // The correctable words kept, at their new place, and those among the words that came: both ascending.
  const kept = Array.from(words.correctable, (w) => movedTo[w]!).filter((w) => w !== -1);
  const fresh = Array.from(correctableWords(came.map((w) => merged[w]!)), (n) => came[n]!);
  const correctable = new Int32Array(kept.length + fresh.length);
  let n = 0;
  for (let i = 0, j = 0; i < kept.length || j < fresh.length;) {
    correctable[n++] =
      j >= fresh.length || (i < kept.length && kept[i]! < fresh[j]!) ? kept[i++]! : fresh[j++]!;
  }
  return { words: merged, offsets, postings, correctable };
}

const NO_POSITIONS = new Int32Array(0);

/** The index of the first of the sorted `words` not below `word`. */
function lowerBound(words: string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The index of `word` in the sorted `words`, or -1. */
function indexOfWord(words: string[], word: string): number {
  const at = lowerBound(words, word);
  return words[at] === word ? at : -1;
}

/**
 * `words` with the product at position `q` moved to `movedTo[q]` (-1: left out), the positions kept in order (a
 * product coming or leaving shifts those after it): each word's postings renumbered, a word no longer held by any
 * product left out. What `createSearchWordsBuilder` makes of the texts of the products kept, at their new positions.
 */
export function renumberSearchWords(words: SearchWords, movedTo: Int32Array): SearchWords {
  const kept: string[] = [];
  const offsets: number[] = [];
  const postings = new Int32Array(words.postings.length);
  const newWord = new Int32Array(words.words.length).fill(-1);
  let n = 0;
  for (let w = 0; w < words.words.length; w++) {
    const before = n;
    for (let i = words.offsets[w]!; i < words.offsets[w + 1]!; i++) {
      const p = movedTo[words.postings[i]!]!;
      if (p !== -1) postings[n++] = p;
    }
    if (n === before) continue;
    newWord[w] = kept.length;
    offsets.push(before);
    kept.push(words.words[w]!);
  }
  offsets.push(n);
  const correctable = Array.from(words.correctable, (w) => newWord[w]!).filter((w) => w !== -1);
  return {
    words: kept,
    offsets: Int32Array.from(offsets),
    postings: postings.slice(0, n),
    correctable: Int32Array.from(correctable),
  };
}
