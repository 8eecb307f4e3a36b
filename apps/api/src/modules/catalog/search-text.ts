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
