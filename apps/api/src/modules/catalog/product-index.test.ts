import { describe, expect, it } from "vitest";
import { buildProductIndex, SIZE_SEPARATOR, type IndexedProduct, type ProductIndex } from "./product-index.js";
import { createRng } from "../../seed/random.js";

const rng = createRng(11);
const random = rng.next;
const pick = <T>(items: readonly T[]): T => rng.pick(items);
const COLOURS = ["Noir", "Bleu", "Rouge", "Blanc", "Vert"];
const SIZES = ["S", "M", "L", "XL", "40", "41", "42"];
const WORDS = ["maillot", "chaussure", "running", "veste", "sac", "rouge", "الجري", "short", "gourde", "ballon"];

/** A product with drawn facets, colours, sizes (some out of stock) and search words; `text` adds words of its own. */
function drawProduct(id: number, text = ""): IndexedProduct {
  const colours = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(COLOURS)))];
  const colourPrices = colours.map(() => 1000 + 500 * Math.floor(random() * 8));
  const allSizes = [...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(SIZES)))];
  const inStock = allSizes.filter(() => random() < 0.7);
  const words = [...new Set(Array.from({ length: 2 + Math.floor(random() * 4) }, () => pick(WORDS)))];
  return {
    id,
    salePrice: Math.min(...colourPrices),
    createdAt: Math.floor(random() * 50),
    gender: pick(["Homme", "Femme", "Enfant"]),
    articleType: pick(["Chaussures", "T-shirts", "Vestes", "Sacs"]),
    ageGroup: pick(["Adulte", "Junior"]),
    division: pick(["Chaussures", "Textile"]),
    activity: pick(["Running", "Football", "Lifestyle"]),
    attributes: random() < 0.5 ? { closure: pick(["Lacets", "Scratch"]) } : ({} as Record<string, string>),
    colours,
    colourPrices,
    sizes: inStock.length > 0 ? inStock.join(SIZE_SEPARATOR) : null,
    allSizes: allSizes.join(SIZE_SEPARATOR),
    searchText: `${words.join(" ")} ${text} ref${id}`.trim(),
  };
}

const members = (rows: IndexedProduct[]) => [
  { categoryId: 1, productIds: rows.map((row) => row.id).join(",") },
  { categoryId: 2, productIds: rows.filter((row) => row.id % 2 === 0).map((row) => row.id).join(",") },
];

/** Every array and map of an index, as plain values, to be compared whole. */
function contents(index: ProductIndex) {
  const { source: _source, changedSince: _changed, stockChanged: _stock, ...rest } = index;
  return JSON.parse(
    JSON.stringify(rest, (_key, value: unknown) => {
      if (ArrayBuffer.isView(value)) return Array.from(value as unknown as ArrayLike<number>);
      if (value instanceof Map) return [...value];
      return value;
    }),
  ) as unknown;
}

describe("an index built with the rows of the previous one kept", () => {
  const before = Array.from({ length: 400 }, (_, i) => drawProduct(3 + i * 2));

  it("is the same, array by array, as one built from every row, when products come, go and change", async () => {
    const previous = await buildProductIndex(7, before, members(before));
    // Some products leave (the first, one in the middle, the last), one changes, two come (one between, one after
    // the last), one with a word no other product has and a colour no other product has.
    const leaving = new Set([3, 401, 801]);
    const changed = { ...drawProduct(201, "nouveaute"), colours: ["Turquoise"], colourPrices: [4200] };
    const rows = [
      ...before.filter((row) => !leaving.has(row.id)).map((row) => (row.id === 201 ? changed : row)),
      drawProduct(900, "edition limitee"),
    ];
    rows.splice(10, 0, drawProduct(22 + 1, "lacets"));
    rows.sort((a, b) => a.id - b.id);

    const kept = await buildProductIndex(8, rows, members(rows), 2, previous, { index: previous, rows: before });
    const whole = await buildProductIndex(8, rows, members(rows), 2, previous);
    expect(contents(kept)).toEqual(contents(whole));
    // The word only the product that left held is gone, those of the newcomers are found.
    expect(kept.words.words).not.toContain("ref3");
    expect(kept.words.words).toContain("nouveaute");
    expect(kept.words.words).toContain("limitee");
    expect(kept.values).toContain("Turquoise");
  });

  it("keeps the sizes that were out of stock hidden", async () => {
    const previous = await buildProductIndex(7, before, members(before));
    const rows = before.slice(1);
    const kept = await buildProductIndex(8, rows, members(rows), 2, previous, { index: previous, rows: before });
    const whole = await buildProductIndex(8, rows, members(rows), 2, previous);
    expect(Array.from(kept.codes)).toEqual(Array.from(whole.codes));
    expect(kept.codes.filter((code) => code === 0).length).toBeGreaterThan(0);
  });
});
