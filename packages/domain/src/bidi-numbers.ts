/**
 * Numbers inside right-to-left text. The Unicode bidi algorithm reads « 8 000 » written with a plain or no-break
 * space as two numbers with a space between, and on a right-to-left line lays the two out right to left: an Arabic
 * sentence « ابتداءً من 8 000 دج » shows « 000 8 ». Wrapping each number in a left-to-right isolate (LRI U+2066 …
 * PDI U+2069) keeps its digits, separators, sign and percent together in reading order, whatever surrounds them.
 * The demo's texts carry isolates typed by hand; a merchant's do not, so the storefront adds them where it shows
 * text in Arabic.
 */

export const LRI = "\u2066";
export const PDI = "\u2069";

/** Opening isolates (LRI, RLI, FSI): what follows up to the matching PDI is left as written. */
const ISOLATE_OPENERS = new Set(["\u2066", "\u2067", "\u2068"]);

const DIGIT = "[0-9\u0660-\u0669\u06F0-\u06F9]";
const SPACE = "[ \u00A0\u202F]";
/**
 * A number: an optional sign, digits, then groups after a separator — three digits after a space (plain, no-break or
 * narrow no-break: thousands), any digits after « . » or « , » (thousands or decimals) — then an optional percent
 * sign, spaced or not (« 50 % », « 50% », Arabic « ٥٠٪ »). Only where no letter or digit comes just before: « KS500 »
 * is a name, not a number, and the dash of « 2024-2025 » is not a minus sign.
 */
const NUMBER = new RegExp(
  `(?<![\\p{L}\\p{N}])[+\\-\u2212]?${DIGIT}+(?:${SPACE}${DIGIT}{3}(?!${DIGIT})|[.,\u066B\u066C]${DIGIT}+)*(?:${SPACE}?[%\u066A])?`,
  "gu",
);
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * A number glued to a word (« 500ml », « 8 000DA ») is left alone: the bidi algorithm already keeps the two in one
 * left-to-right run, which an isolate around the number would split.
 */
function isolate(number: string, offset: number, text: string): string {
  const next = text.slice(offset + number.length).match(/^./u)?.[0];
  return next !== undefined && WORD_CHARACTER.test(next) ? number : `${LRI}${number}${PDI}`;
}

/** `text` with every number not already in an isolate wrapped in LRI … PDI (see above). */
export function isolateNumbers(text: string): string {
  let result = "";
  let plain = "";
  let depth = 0;
  const flush = () => {
    result += plain.replace(NUMBER, isolate);
    plain = "";
  };
  for (const character of text) {
    if (ISOLATE_OPENERS.has(character)) {
      if (depth === 0) flush();
      depth += 1;
      result += character;
    } else if (character === PDI && depth > 0) {
      depth -= 1;
      result += character;
    } else if (depth > 0) result += character;
    else plain += character;
  }
  flush();
  return result;
}
