import type { ProductDetail, ProductFilterResponse, ProductSummary } from "@shop/domain/contract/catalog";
import { colourPrice, effectiveUnitPrice, pickCardColour } from "@shop/domain/pricing";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";

// Decision 0011: a card pictures its cheapest colour (of the families filtered on) and shows that colour's price;
// listings sort and filter on that same price.
const { app } = await createTestApp({ CATALOG_CACHE_SECONDS: 0 });

const get = async <T>(url: string): Promise<T> => {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};

/** Every product of a listing, page after page. */
async function listAll(query: string): Promise<ProductFilterResponse & { all: ProductSummary[] }> {
  const all: ProductSummary[] = [];
  let page: ProductFilterResponse;
  let offset = 0;
  do {
    page = await get<ProductFilterResponse>(
      `/api/products/filter?pageSize=60&pageOffset=${offset++}&${query}`,
    );
    all.push(...page.products);
  } while (page.hasMore);
  return { ...page, all };
}

/** The price a card shows for the product, with the families filtered on. */
const cardPrice = (product: ProductSummary, families: string[] = []) =>
  pickCardColour(product.variations, families)!.salePrice;

const catalogue = await listAll("sort=relevance");
const details = new Map<number, ProductDetail>();
for (const { id } of catalogue.all) details.set(id, await get<ProductDetail>(`/api/products/find/id/${id}`));

/** A product whose colours of one family (`dearer`) all cost more than its cheapest colour, of another family. */
function findProductWithDearerFamily() {
  for (const product of catalogue.all) {
    const lowest = cardPrice(product);
    const dearer = product.variations.find(
      (variation) =>
        effectiveUnitPrice(variation) > lowest &&
        product.variations.every(
          (other) => other.searchColor !== variation.searchColor || effectiveUnitPrice(other) > lowest,
        ),
    );
    if (dearer)
      return {
        product,
        lowest,
        family: dearer.searchColor,
        familyPrice: cardPrice(product, [dearer.searchColor]),
      };
  }
  throw new Error("no product whose colours differ in price in the test catalogue");
}

describe("the prices of product cards", () => {
  it("give each colour the price its product page first shows, and the product its cheapest colour's", () => {
    for (const product of catalogue.all) {
      const detail = details.get(product.id)!;
      for (const variation of product.variations) {
        const page = detail.variations.find((candidate) => candidate.colorNo === variation.colorNo)!;
        const expected = colourPrice(page.sizes)!;
        expect({ ...variation, id: product.id }).toMatchObject({
          id: product.id,
          ...expected,
          searchColor: page.searchColor,
        });
      }
      const cheapest = pickCardColour(product.variations)!.variation;
      expect({ id: product.id, price: product.price, promoPrice: product.promoPrice }).toEqual({
        id: product.id,
        price: cheapest.price,
        promoPrice: cheapest.promoPrice,
      });
    }
  });

  it("are found in a catalogue where some colours of a product cost more than others", () => {
    expect(findProductWithDearerFamily().familyPrice).toBeGreaterThan(findProductWithDearerFamily().lowest);
  });
});

describe("sorting and filtering by price", () => {
  it("sort on the price each card shows, both ways", async () => {
    const ascending = (await listAll("sort=price-asc")).all.map((product) => cardPrice(product));
    expect(ascending).toHaveLength(catalogue.all.length);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await listAll("sort=price-desc")).all.map((product) => cardPrice(product));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it("keep to the price range on the price each card shows, and report the range of those prices", async () => {
    const prices = catalogue.all.map((product) => cardPrice(product)).sort((a, b) => a - b);
    const [low, high] = [
      prices[Math.floor(prices.length / 4)]!,
      prices[Math.floor((prices.length * 3) / 4)]!,
    ];
    const ranged = await listAll(`minPrice=${low}&maxPrice=${high}`);
    const expected = catalogue.all.filter(
      (product) => cardPrice(product) >= low && cardPrice(product) <= high,
    );
    expect(ranged.all.map((product) => product.id).sort()).toEqual(
      expected.map((product) => product.id).sort(),
    );
    expect(catalogue.priceRange).toEqual({ min: prices[0], max: prices.at(-1) });
  });

  it("with a colour chosen, sort and keep to the range on that colour's price, which the card then shows", async () => {
    const { product, lowest, family, familyPrice } = findProductWithDearerFamily();
    const inFamily = catalogue.all.filter((candidate) =>
      candidate.variations.some((v) => v.searchColor === family),
    );
    const colour = `searchColor=${encodeURIComponent(family)}`;

    const sorted = (await listAll(`${colour}&sort=price-asc`)).all;
    expect(sorted).toHaveLength(inFamily.length);
    const shown = sorted.map((candidate) => cardPrice(candidate, [family]));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(
      cardPrice(
        sorted.find((candidate) => candidate.id === product.id)!,
        [family],
      ),
    ).toBe(familyPrice);

    // Up to its lowest price, the product is listed without a colour chosen, not in the dearer family.
    const below = `minPrice=${lowest}&maxPrice=${familyPrice - 1}`;
    expect((await listAll(below)).all.map((candidate) => candidate.id)).toContain(product.id);
    const filtered = await listAll(`${colour}&${below}`);
    expect(filtered.all.map((candidate) => candidate.id)).not.toContain(product.id);
    for (const candidate of filtered.all) {
      expect(cardPrice(candidate, [family])).toBeGreaterThanOrEqual(lowest);
      expect(cardPrice(candidate, [family])).toBeLessThanOrEqual(familyPrice - 1);
    }
    const expectedRange = inFamily.map((candidate) => cardPrice(candidate, [family]));
    expect((await listAll(colour)).priceRange).toEqual({
      min: Math.min(...expectedRange),
      max: Math.max(...expectedRange),
    });
  });

  it("count a colour, within a price range, as many products as choosing it lists", async () => {
    const { lowest, familyPrice } = findProductWithDearerFamily();
    const range = `minPrice=${lowest}&maxPrice=${familyPrice - 1}`;
    const { facets } = await listAll(range);
    const colours = facets.find((facet) => facet.key === "searchColor")!.values;
    expect(colours.length).toBeGreaterThan(1);
    for (const { value, count } of colours) {
      const chosen = await listAll(`${range}&searchColor=${encodeURIComponent(value)}`);
      expect({ value, count: chosen.all.length }).toEqual({ value, count });
    }
  });
});
