import type { Locale } from "@shop/domain/constants";
import { describe, expect, it } from "vitest";
import { getMessages } from "@/lib/i18n";
import { getCatalogMessages } from "./catalog";
import { getChromeMessages } from "./chrome";
import { getCommonMessages } from "./common";
import { getHelpMessages } from "./fr-help";
import { getJourneyMessages } from "./journey";
import { getPagesMessages } from "./pages";
import { getProductMessages } from "./product";
import { getSizeGuideMessages } from "./size-guide";

/**
 * Every French text has its Arabic text: the catalogues are walked side by side (objects, arrays, and functions
 * called with counts that reach every Arabic plural form), and each Arabic text must be there, be Arabic, and
 * carry no Latin word but brand and model names, card and registry acronyms, and the language switch's own name
 * for French. The type check already refuses a missing key; this catches a French text copied over.
 */
const LATIN_ALLOWED = new Set([
  "CIB",
  "Chargily",
  "Pay",
  "SMS",
  "CCP",
  "EU",
  "NIF",
  "NIS",
  "ANPDP",
  "Forever",
  "Faster",
  "Run",
  "Français",
]);
// Paths and file names, not text.
const NOT_TEXT = new Set(["href", "image"]);
// 0, 1, 2, 3–10, 11–99, 100: one count of each Arabic plural form (zero, one, two, few, many, other).
const SAMPLE_COUNTS = [0, 1, 2, 3, 11, 100];

const sections: Record<string, (locale: Locale) => unknown> = {
  whole: getMessages,
  catalog: getCatalogMessages,
  chrome: getChromeMessages,
  common: getCommonMessages,
  help: getHelpMessages,
  journey: getJourneyMessages,
  pages: getPagesMessages,
  product: getProductMessages,
  sizeGuide: getSizeGuideMessages,
};

type Pair = { path: string; french: string; arabic: string };
type Problem = { path: string; problem: string };

/** Walks both catalogues together: the texts side by side, and every place where their shapes differ. */
function walk(french: unknown, arabic: unknown, path: string, pairs: Pair[], problems: Problem[]): void {
  if (typeof french === "string") {
    if (typeof arabic === "string") pairs.push({ path, french, arabic });
    else problems.push({ path, problem: `not a text: ${typeof arabic}` });
  } else if (typeof french === "function") {
    if (typeof arabic !== "function") {
      problems.push({ path, problem: "not a function" });
      return;
    }
    for (const count of SAMPLE_COUNTS) {
      const args = Array.from({ length: french.length }, () => count);
      walk(french(...args), arabic(...args), `${path}(${args.join(", ")})`, pairs, problems);
    }
  } else if (Array.isArray(french)) {
    if (!Array.isArray(arabic) || arabic.length !== french.length) {
      problems.push({ path, problem: "not an array of the same length" });
      return;
    }
    french.forEach((item, index) => walk(item, arabic[index], `${path}[${index}]`, pairs, problems));
  } else if (french && typeof french === "object") {
    if (!arabic || typeof arabic !== "object") {
      problems.push({ path, problem: "missing" });
      return;
    }
    const arabicKeys = new Set(Object.keys(arabic));
    for (const [key, value] of Object.entries(french)) {
      if (!arabicKeys.has(key)) problems.push({ path: `${path}.${key}`, problem: "missing" });
      else if (NOT_TEXT.has(key))
        expect((arabic as Record<string, unknown>)[key], `${path}.${key}`).toBe(value);
      else walk(value, (arabic as Record<string, unknown>)[key], `${path}.${key}`, pairs, problems);
      arabicKeys.delete(key);
    }
    for (const key of arabicKeys)
      problems.push({ path: `${path}.${key}`, problem: "not in the French catalogue" });
  }
}

/** Latin words (two letters or more: a lone letter is part of an identifier, as in a trade register number). */
function latinWords(text: string): string[] {
  return (text.match(/\p{Script=Latin}{2,}/gu) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
}

function textProblems({ path, french, arabic }: Pair): Problem[] {
  const problems: Problem[] = [];
  const words = latinWords(arabic);
  if (arabic.trim() === "") problems.push({ path, problem: "empty" });
  if (words.length > 0) problems.push({ path, problem: `Latin words ${words.join(", ")} in "${arabic}"` });
  // A text with letters other than the allowed names must be written in Arabic, hence differ from the French.
  const letters = arabic.replace(/\p{Script=Latin}+/gu, (word) => (LATIN_ALLOWED.has(word) ? "" : word));
  if (/\p{L}/u.test(letters) && !/\p{Script=Arabic}/u.test(letters)) {
    problems.push({ path, problem: `no Arabic in "${arabic}"` });
  }
  if (arabic === french && /\p{L}/u.test(letters))
    problems.push({ path, problem: `same as the French "${french}"` });
  return problems;
}

describe("the Arabic message catalogue", () => {
  it.each(Object.entries(sections))("has an Arabic text for every French text of %s", (_name, section) => {
    const pairs: Pair[] = [];
    const problems: Problem[] = [];
    walk(section("fr"), section("ar"), "", pairs, problems);
    problems.push(...pairs.flatMap(textProblems));
    expect(problems).toEqual([]);
    expect(pairs.length).toBeGreaterThan(0);
  });

  it("counts with the Arabic plural forms", () => {
    const { cartCount } = getChromeMessages("ar").header;
    expect(SAMPLE_COUNTS.map(cartCount)).toEqual([
      "السلة (لا منتجات)",
      "السلة (منتج واحد)",
      "السلة (منتجان)",
      "السلة (3 منتجات)",
      "السلة (11 منتجًا)",
      "السلة (100 منتج)",
    ]);
    expect(getProductMessages("ar").product.colours(2)).toBe("لونان");
    expect(getHelpMessages("ar").delivery.days(2, 12)).toBe("2 إلى 12 يومًا");
  });

  it("keeps numbers that hold spaces or dashes left to right inside Arabic text", () => {
    expect(getSizeGuideMessages("ar").range("36", "38")).toBe("\u206636–38\u2069");
    expect(getProductMessages("ar").product.discount(20)).toBe("\u2066-20%\u2069");
  });

  it("flags a French text left in the Arabic catalogue", () => {
    const problems: Problem[] = [];
    const pairs: Pair[] = [];
    walk(
      { a: "Panier", b: (n: number) => `${n} articles` },
      { a: "Panier", b: (n: number) => `${n} منتجات` },
      "",
      pairs,
      problems,
    );
    const found = pairs.flatMap(textProblems).map(({ path }) => path);
    expect(found).toContain(".a");
    expect(found.filter((path) => path.startsWith(".b"))).toEqual([]);
    walk({ c: "Taille", d: "x" }, { c: "المقاس Taille" }, "", pairs, problems);
    expect(problems).toEqual([{ path: ".d", problem: "missing" }]);
    expect(pairs.flatMap(textProblems).map(({ path }) => path)).toContain(".c");
  });
});
