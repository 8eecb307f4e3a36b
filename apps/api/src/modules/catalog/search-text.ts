/**
 * Folds text for search: lower case, no accents (é → e), no Arabic diacritics or tatweel,
 * punctuation to spaces. The same folding is applied to stored text and to queries.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/[أإآ]/g, "ا")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** What a product is found by: the seed and the catalogue editor write its `search_text` from these. */
export type ProductSearchParts = {
  titleFr: string;
  titleAr: string;
  articleType: string;
  activity: string;
  gender: string;
  /** The titles of its categories (featured lists excepted), French and Arabic. */
  categoryTitles: readonly string[];
  colourNames: readonly string[];
  style: string;
};

/** A product's `search_text`: its parts folded the way the search module folds queries, each word once. */
export function productSearchText(parts: ProductSearchParts): string {
  const text = [
    parts.titleFr,
    parts.titleAr,
    parts.articleType,
    parts.activity,
    parts.gender,
    ...parts.categoryTitles,
    ...parts.colourNames,
    parts.style,
  ].join(" ");
  return [...new Set(foldSearchText(text).split(" "))].join(" ");
}
