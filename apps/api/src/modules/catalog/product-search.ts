import type { ProductIndex } from "./product-index.js";
import type { CategoryNode } from "@shop/domain/contract/catalog";
import type { CategoryTree } from "./category-tree.js";
import { withAncestors } from "./category-tree.js";
import { foldSearchText } from "./search-text.js";
import { matchQueryWords, prefixEditDistance, type WordMatch } from "./search-words.js";

export type SearchHits = {
  /** Positions (in the index) of the products found, ascending: the set a listing filters. */
  positions: Int32Array;
  /** The same positions, best matches first. */
  ranked: Int32Array;
  /** The query's words and what each matched, for the categories. */
  words: WordMatch[];
};

// A word of the product equal to a query word weighs most, then one it starts, then a correction of a typo.
const EXACT = 4;
const PREFIX = 2;
const CORRECTED = 1;

/**
 * Arrays over the index's positions, shared by every search (a search runs to its end before the next one
 * starts): only the entries a search touched are reset after it, so a search costs its hits, not the catalogue.
 */
let scratch: { matched: Uint8Array; seenFor: Int8Array; score: Uint16Array } | undefined;

function scratchFor(size: number) {
  if (!scratch || scratch.matched.length < size) {
    scratch = { matched: new Uint8Array(size), seenFor: new Int8Array(size).fill(-1), score: new Uint16Array(size) };
  }
  return scratch;
}

/** Each position's rank in the relevance order (in stock, newest), per index. */
const relevanceRanks = new WeakMap<ProductIndex, Int32Array>();

function relevanceRankOf(index: ProductIndex): Int32Array {
  let ranks = relevanceRanks.get(index);
  if (!ranks) {
    ranks = new Int32Array(index.size);
    index.orders.relevance.forEach((p, rank) => (ranks![p] = rank));
    relevanceRanks.set(index, ranks);
  }
  return ranks;
}

/** The products a query found, before they are ranked: each one's score is in `score` until the search ends. */
type Hits = { words: WordMatch[]; found: Int32Array; score: Uint16Array; top: number; matched: Uint8Array; all: number };

/**
 * The published products holding every word of the query, in the product index: as a prefix of one of
 * their words ('chau' finds « Chaussure »), or, for a query word that starts no word of the catalogue, as a
 * typo of the nearest words ('chausure'). Case-, accent- and Arabic-diacritic-insensitive. `use` reads the hits
 * (in no order) while their scores are there: the more of a product's words match, and the more closely, the higher.
 */
function withHits<T>(index: ProductIndex, query: string, use: (hits: Hits) => T): T {
  const words = matchQueryWords(index.words, query);
  const { matched, seenFor, score } = scratchFor(index.size);
  if (words.length === 0 || words.some((word) => word.terms.length === 0)) {
    return use({ words, found: new Int32Array(0), score, top: 0, matched, all: 0 });
  }
  const { words: vocabulary, offsets, postings } = index.words;
  // matched[p]: how many query words product p matched so far; a product is kept only while it matches them all,
  // so every product a search touches holds the first word: `candidates`.
  const candidates: number[] = [];
  words.forEach((word, n) => {
    for (const term of word.terms) {
      const weight = word.edits > 0 ? CORRECTED : vocabulary[term] === word.text ? EXACT : PREFIX;
      for (let i = offsets[term]!, end = offsets[term + 1]!; i < end; i++) {
        const p = postings[i]!;
        if (matched[p] !== n && seenFor[p] !== n) continue;
        if (seenFor[p] !== n) {
          if (n === 0) candidates.push(p);
          seenFor[p] = n;
          matched[p] = n + 1;
        }
        score[p] = Math.min(score[p]! + weight, 0xffff);
      }
    }
  });
  try {
    const all = words.length;
    const found = new Int32Array(candidates.length);
    let count = 0;
    let top = 0;
    for (const p of candidates) {
      if (matched[p] !== all) continue;
      found[count++] = p;
      if (score[p]! > top) top = score[p]!;
    }
    return use({ words, found: found.subarray(0, count), score, top, matched, all });
  } finally {
    for (const p of candidates) {
      matched[p] = 0;
      seenFor[p] = -1;
      score[p] = 0;
    }
  }
}

/** The hits, best first: by score, then in the relevance order (in stock, newest). All of them, for a listing. */
export function searchProducts(index: ProductIndex, query: string): SearchHits {
  return withHits(index, query, ({ words, found, score, top, matched, all }) => {
    const positions = found.slice().sort();
    if (positions.length * 8 < index.size) return { positions, ranked: sortByScore(index, positions, score, top), words };
    // Many hits: a counting sort over the relevance order, which keeps ties in it.
    const starts = new Int32Array(top + 2);
    for (const p of positions) starts[top - score[p]! + 1]!++;
    for (let s = 1; s < starts.length; s++) starts[s]! += starts[s - 1]!;
    const ranked = new Int32Array(positions.length);
    for (const p of index.orders.relevance) if (matched[p] === all) ranked[starts[top - score[p]!]!++] = p;
    return { positions, ranked, words };
  });
}

/**
 * One page of the hits in the order `searchProducts` ranks them all, and how many there are: only what is shown is
 * ranked. The better scores before the page's last are few (fewer than the page's end), sorted; the last score's
 * products are taken from the relevance order as far as the page needs, or sorted when they are few.
 */
export function searchPage(index: ProductIndex, query: string, start: number, size: number) {
  return withHits(index, query, ({ words, found, score, top, matched, all }) => {
    const total = found.length;
    const end = Math.min(start + size, total);
    const perLevel = new Int32Array(top + 1);
    for (const p of found) perLevel[top - score[p]!]!++;
    let level = 0;
    let before = 0;
    while (level <= top && before + perLevel[level]! < end) before += perLevel[level++]!;
    const better = found.filter((p) => top - score[p]! < level);
    const ranked = Array.from(sortByScore(index, better, score, top));
    const wanted = end - before;
    if (wanted > 0 && perLevel[level]! <= 4096) {
      const last = found.filter((p) => top - score[p]! === level);
      ranked.push(...sortByScore(index, last, score, top).subarray(0, wanted));
    } else if (wanted > 0) {
      for (const p of index.orders.relevance) {
        if (matched[p] !== all || top - score[p]! !== level) continue;
        ranked.push(p);
        if (ranked.length === end) break;
      }
    }
    return { ranked: ranked.slice(start, end), total, words };
  });
}

/** `positions` by score, then in the relevance order: each one's rank and score packed into one number, sorted. */
function sortByScore(index: ProductIndex, positions: Int32Array, score: Uint16Array, top: number): Int32Array {
  const ranks = relevanceRankOf(index);
  const keys = new Float64Array(positions.length);
  for (let k = 0; k < positions.length; k++) keys[k] = (top - score[positions[k]!]!) * index.size + ranks[positions[k]!]!;
  keys.sort();
  const { relevance } = index.orders;
  const sorted = new Int32Array(keys.length);
  for (let k = 0; k < keys.length; k++) sorted[k] = relevance[keys[k]! % index.size]!;
  return sorted;
}

/** The words of each clickable category's titles, folded once per tree (a search asks for them every time). */
const titleWordsByTree = new WeakMap<CategoryTree, [CategoryNode, string[]][]>();

function titleWordsOf(tree: CategoryTree) {
  let titles = titleWordsByTree.get(tree);
  if (!titles) {
    titles = [...tree.byId.values()]
      .filter((node) => node.isClickable)
      .map((node) => [node, foldSearchText(`${node.title} ${node.titleAr}`).split(" ")]);
    titleWordsByTree.set(tree, titles);
  }
  return titles;
}

/**
 * Categories whose French or Arabic title has, for each word of the query, a word it starts, or one within
 * the edits that word's correction took ('chausure' finds « Chaussures »), with their parents.
 */
export function searchCategories(tree: CategoryTree, words: WordMatch[], limit = 8) {
  if (words.length === 0) return [];
  const found = [];
  for (const [node, titleWords] of titleWordsOf(tree)) {
    const matches = ({ text, edits }: WordMatch) =>
      titleWords.some(
        (titleWord) =>
          titleWord.startsWith(text) || (edits > 0 && prefixEditDistance(text, titleWord, edits) <= edits),
      );
    if (words.every(matches)) {
      found.push(withAncestors(tree, node));
      if (found.length === limit) break;
    }
  }
  return found;
}
