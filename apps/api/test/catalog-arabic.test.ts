import type { Announcement } from "@shop/domain/contract/shop";
import type { ProductDetail, ProductFilterResponse } from "@shop/domain/contract/catalog";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";

const { app } = await createTestApp({ CATALOG_CACHE_SECONDS: 0 });

const get = async <T>(url: string): Promise<T> => {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

const ARABIC = /[\u0600-\u06ff]/;
// Sizes, « 7/8 », « 8 mm » or « 300-500 km » read the same in both languages.
const SAME_IN_BOTH = /^[\d\s.,/–-]+(?:mm|km)?$|^(?:X{0,3}[SL]|M)$/;

describe("the catalogue in Arabic beside the French", () => {
  it("names every filter value of a listing in Arabic, its value staying the French parameter", async () => {
    const listing = await get<ProductFilterResponse>("/api/products/filter?pageSize=1");
    const values = listing.facets.flatMap((facet) => facet.values.map((value) => ({ key: facet.key, ...value })));
    expect(values.length).toBeGreaterThan(50);
    for (const value of values) {
      expect(value.name).toBe(value.value);
      if (!SAME_IN_BOTH.test(value.value)) expect(value.nameAr, `${value.key}: ${value.value}`).toMatch(ARABIC);
    }
    const black = listing.facets.find((facet) => facet.key === "searchColor")?.values.find((value) => value.value === "Noir");
    expect(black).toMatchObject({ name: "Noir", nameAr: "أسود" });
  });

  it("gives a product its description, colours and characteristics in Arabic", async () => {
    const listing = await get<ProductFilterResponse>("/api/products/filter?pageSize=20");
    for (const card of listing.products) {
      expect(card.articleTypeAr).toMatch(ARABIC);
      expect(card.variations.every((variation) => ARABIC.test(variation.colorNameAr))).toBe(true);
      const product = await get<ProductDetail>(`/api/products/find/id/${card.id}`);
      expect(product.descriptionAr).toMatch(ARABIC);
      expect(product.descriptionAr).not.toBe(product.description);
      expect(product.variations.every((variation) => ARABIC.test(variation.colorNameAr))).toBe(true);
      for (const name of [product.articleTypeAr, product.genderAr, product.ageGroupAr, product.activityAr]) {
        expect(name).toMatch(ARABIC);
      }
      for (const [key, value] of Object.entries(product.attributes)) {
        if (!SAME_IN_BOTH.test(value)) expect(product.attributesAr[key], `${key}: ${value}`).toMatch(ARABIC);
      }
    }
  });

  it("writes the active announcements in Arabic too", async () => {
    const { items } = await get<{ items: Announcement[] }>("/api/announcements");
    const active = items.filter((item) => item.is_active && item.type === "topbar");
    expect(active.length).toBeGreaterThan(0);
    for (const item of active) expect(item.content.textAr).toMatch(ARABIC);
  });
});

describe("sizes in Arabic", () => {
  it("names a size written in words (« 12 ans », « Taille unique ») and leaves figures and letters as they are", async () => {
    const listing = await get<ProductFilterResponse>("/api/products/filter?pageSize=60");
    const sizes = new Map<string, string>();
    for (const card of listing.products) {
      const product = await get<ProductDetail>(`/api/products/find/id/${card.id}`);
      for (const size of product.variations.flatMap((variation) => variation.sizes)) {
        expect(size.sizeName).toBe(size.size);
        sizes.set(size.size, size.sizeNameAr);
      }
    }
    for (const [size, nameAr] of sizes) {
      if (SAME_IN_BOTH.test(size)) expect(nameAr, size).toBe("");
      else expect(nameAr, size).toMatch(ARABIC);
    }
  });
});
