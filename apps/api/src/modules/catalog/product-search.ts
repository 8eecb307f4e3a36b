import type { ProductIndex } from "./product-index.js";
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
 * The published products holding every word of the query, in the product index: as a prefix of one of
 * their words ('chau' finds « Chaussure »), or, for a query word that starts no word of the catalogue, as a
 * typo of the nearest words ('chausure'). Case-, accent- and Arabic-diacritic-insensitive. Best matches first:
 * the more of a product's words match, and the more closely, the better; then in stock, then newest.
 */
export function searchProducts(index: ProductIndex, query: string): SearchHits {
  const words = matchQueryWords(index.words, query);
  const none = { positions: new Int32Array(0), ranked: new Int32Array(0), words };
  if (words.length === 0 || words.some((word) => word.terms.length === 0)) return none;

  const { words: vocabulary, offsets, postings } = index.words;
  // matched[p]: how many query words product p matched so far; a product is kept only while it matches them all.
  const matched = new Uint8Array(index.size);
  const seenFor = new Int8Array(index.size).fill(-1);
  const score = new Uint16Array(index.size);
  words.forEach((word, n) => {
    for (const term of word.terms) {
      const weight = word.edits > 0 ? CORRECTED : vocabulary[term] === word.text ? EXACT : PREFIX;
      for (let i = offsets[term]!, end = offsets[term + 1]!; i < end; i++) {
        const p = postings[i]!;
        if (matched[p] !== n && seenFor[p] !== n) continue;
        if (seenFor[p] !== n) {
          seenFor[p] = n;
          matched[p] = n + 1;
        }
        score[p] = Math.min(score[p]! + weight, 0xffff);
      }
    }
  });

  const all = words.length;
  let count = 0;
  let top = 0;
  for (let p = 0; p < index.size; p++) {
    if (matched[p] !== all) continue;
    count++;
    if (score[p]! > top) top = score[p]!;
  }
  const positions = new Int32Array(count);
  for (let p = 0, k = 0; p < index.size; p++) if (matched[p] === all) positions[k++] = p;

  // Scores are small integers: a counting sort over the relevance order (in stock, newest) keeps ties in it.
  const starts = new Int32Array(top + 2);
  for (const p of positions) starts[top - score[p]! + 1]!++;
  for (let s = 1; s < starts.length; s++) starts[s]! += starts[s - 1]!;
  const ranked = new Int32Array(count);
  for (const p of index.orders.relevance) if (matched[p] === all) ranked[starts[top - score[p]!]!++] = p;
  return { positions, ranked, words };
}

/**
 * Categories whose French or Arabic title has, for each word of the query, a word it starts, or one within
 * the edits that word's correction took ('chausure' finds « Chaussures »), with their parents.
 */
export function searchCategories(tree: CategoryTree, words: WordMatch[], limit = 8) {
  if (words.length === 0) return [];
  const found = [];
  for (const node of tree.byId.values()) {
    if (!node.isClickable) continue;
    const titleWords = foldSearchText(`${node.title} ${node.titleAr}`).split(" ");
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
