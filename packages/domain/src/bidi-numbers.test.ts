import { describe, expect, it } from "vitest";
import { LRI, PDI, isolateNumbers } from "./bidi-numbers.js";

/** Isolates written visibly: « [ » for LRI, « ] » for PDI, « ~ » for a no-break space. */
const shown = (text: string) => text.replaceAll(LRI, "[").replaceAll(PDI, "]").replaceAll("\u00a0", "~");
const typed = (text: string) => text.replaceAll("[", LRI).replaceAll("]", PDI).replaceAll("~", "\u00a0");

describe("isolateNumbers", () => {
  it.each([
    // The top bar's sentence: « 8 000 » stays one number, with a plain or a no-break space.
    ["ابتداءً من 8 000 دج", "ابتداءً من [8 000] دج"],
    ["ابتداءً من 8~000~دج", "ابتداءً من [8~000]~دج"],
    ["حتى 1 250 000 دج", "حتى [1 250 000] دج"],
    ["في 58 ولاية", "في [58] ولاية"],
    // Signs and percentages, spaced or not, Latin or Arabic sign.
    ["حتى -50% على", "حتى [-50%] على"],
    ["حتى -50 % على", "حتى [-50 %] على"],
    ["خصم +20%", "خصم [+20%]"],
    ["خصم ٣٠٪ اليوم", "خصم [٣٠٪] اليوم"],
    // Decimals and thousands with a point or a comma.
    ["السعر 1.500,50 دج", "السعر [1.500,50] دج"],
    ["وزن 2,5 كغ", "وزن [2,5] كغ"],
    // Arabic-Indic digits with their own separators.
    ["من ٨ ٠٠٠ دج", "من [٨ ٠٠٠] دج"],
    // Two numbers: each its own; a dash between years is no minus sign.
    ["من 2024-2025", "من [2024]-[2025]"],
    ["بين 10 و 20", "بين [10] و [20]"],
    // A space followed by anything but three digits ends the number.
    ["المقاس 42 12 زوج", "المقاس [42] [12] زوج"],
    ["رقم 8 0001", "رقم [8] [0001]"],
    // Already isolated (by hand, as the demo's texts are): left as written, nested ones too.
    ["من [8~000]~دج", "من [8~000]~دج"],
    ["من \u20688 000\u2069 دج و 5", "من \u20688 000] دج و [5]"],
    ["[a [1] b] 2", "[a [1] b] [2]"],
    // Numbers glued to a word are left to the bidi algorithm, which keeps them in one run already.
    ["حذاء KS500 جديد", "حذاء KS500 جديد"],
    ["عبوة 500ml", "عبوة 500ml"],
    ["من 8 000DA", "من 8 000DA"],
    // Nothing to do.
    ["", ""],
    ["توصيل مجاني", "توصيل مجاني"],
    ["Livraison dès 8 000 DA", "Livraison dès [8 000] DA"],
  ])("%s → %s", (input, expected) => {
    expect(shown(isolateNumbers(typed(input)))).toBe(expected);
  });

  it("keeps « 8 000 » of « ابتداءً من 8 000 دج » inside one isolate", () => {
    const result = isolateNumbers("ابتداءً من 8 000 دج");
    const isolates = [...result.matchAll(/\u2066([^\u2069]*)\u2069/g)].map((match) => match[1]);
    expect(isolates).toEqual(["8 000"]);
    expect(result.replaceAll(LRI, "").replaceAll(PDI, "")).toBe("ابتداءً من 8 000 دج");
  });

  it("gives the same text when applied twice", () => {
    const once = isolateNumbers("هدية ابتداءً من 8 000 دج و -50% على 3 منتجات");
    expect(isolateNumbers(once)).toBe(once);
  });

  it("closes nothing it did not open: an unmatched PDI stays plain text", () => {
    expect(shown(isolateNumbers(`${PDI}من 5`))).toBe("]من [5]");
  });
});
