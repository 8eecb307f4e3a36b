import { describe, expect, it } from "vitest";
import {
  createSearchWordsBuilder,
  matchQueryWords,
  maxEditsFor,
  prefixEditDistance,
} from "./search-words.js";

describe("prefixEditDistance", () => {
  it.each([
    ["chaussure", "chaussure", 0],
    ["chausure", "chaussure", 1],
    ["chausure", "chaussures", 1],
    ["chuassure", "chaussure", 1],
    ["chausu", "chaussure", 1],
    ["survetment", "survetement", 1],
    ["suvretement", "survetement", 1],
    ["حداء", "حذاء", 1],
    ["maillto", "maillot", 1],
    ["basket", "ballon", 3],
    ["chaussette", "chaussure", 3],
  ])("%s → start of %s: %i edits (or over the limit)", (text, word, edits) => {
    expect(prefixEditDistance(text, word, 2)).toBe(Math.min(edits, 3));
  });
});

describe("matchQueryWords", () => {
  const builder = createSearchWordsBuilder();
  ["chaussure running homme 544312", "chaussures lifestyle femme", "short football homme", "sport"].forEach(
    (text, p) => builder.add(p, text),
  );
  const index = builder.build();
  const termsOf = (query: string) =>
    matchQueryWords(index, query).map(({ terms, edits }) => ({
      words: terms.map((t) => index.words[t]),
      edits,
    }));

  it("matches a word as a prefix, folding case and accents, and never corrects a word that starts one", () => {
    expect(termsOf("CHAU")).toEqual([{ words: ["chaussure", "chaussures"], edits: 0 }]);
    expect(termsOf("Hommé")).toEqual([{ words: ["homme"], edits: 0 }]);
    expect(termsOf("short")).toEqual([{ words: ["short"], edits: 0 }]);
    expect(termsOf("5443")).toEqual([{ words: ["544312"], edits: 0 }]);
  });

  it("corrects a word that starts none to the nearest words only, never a style code", () => {
    expect(termsOf("chausure runing")).toEqual([
      { words: ["chaussure", "chaussures"], edits: 1 },
      { words: ["running"], edits: 1 },
    ]);
    expect(termsOf("sporr")).toEqual([{ words: ["sport"], edits: 1 }]);
    expect(termsOf("544313")).toEqual([{ words: [], edits: 0 }]);
  });

  it("leaves words under four letters and far-off words uncorrected", () => {
    expect(termsOf("xyz")).toEqual([{ words: [], edits: 0 }]);
    expect(termsOf("zzzzqqq")).toEqual([{ words: [], edits: 0 }]);
    expect([1, 3, 4, 6, 7, 12].map(maxEditsFor)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it("keeps each product's positions once per word, ascending", () => {
    const w = index.words.indexOf("homme");
    expect([...index.postings.subarray(index.offsets[w], index.offsets[w + 1])]).toEqual([0, 2]);
  });
});
