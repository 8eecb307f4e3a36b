import { describe, expect, it } from "vitest";
import { buildCategoryRows } from "./category-rows.js";
import { isValidEan13 } from "./ean.js";
import { planCatalogue } from "./plan-catalogue.js";
import { categoryLinksOf } from "./product-categories.js";
import type { ProductPlan } from "./product-plan.js";

const NOW = new Date("2025-06-01T12:00:00Z");
const plan = (count: number, seed: number) => [...planCatalogue(count, seed, NOW)];
const productsOf = (groups: ReturnType<typeof plan>) => groups.flatMap((group) => group.products);

describe("planCatalogue", () => {
  const groups = plan(400, 42);
  const products = productsOf(groups);
  const skus = products.flatMap((p) => p.variations.flatMap((v) => v.skus));

  it("gives the same catalogue for the same seed and another one for another seed", () => {
    const titles = (list: ProductPlan[]) => list.map((p) => p.row.titleFr);
    expect(titles(productsOf(plan(400, 42)))).toEqual(titles(products));
    expect(
      productsOf(plan(400, 42)).flatMap((p) => p.variations.map((v) => v.skus.map((s) => s.ean))),
    ).toEqual(products.flatMap((p) => p.variations.map((v) => v.skus.map((s) => s.ean))));
    expect(titles(productsOf(plan(400, 43)))).not.toEqual(titles(products));
  });

  it("makes exactly the requested number of products, with about 1,500 variations", () => {
    expect(products).toHaveLength(400);
    expect(products.map((p) => p.row.id)).toEqual(products.map((_, i) => i + 1));
    const variations = products.flatMap((p) => p.variations);
    expect(variations.length).toBeGreaterThan(1300);
    expect(variations.length).toBeLessThan(1700);
  });

  it("uses unique 7-digit colour numbers and unique, valid EAN-13 codes", () => {
    const colorNos = products.flatMap((p) => p.variations.map((v) => v.row.colorNo));
    expect(new Set(colorNos).size).toBe(colorNos.length);
    expect(colorNos.every((code) => /^[0-9]{7}$/.test(code))).toBe(true);
    expect(new Set(skus.map((s) => s.ean)).size).toBe(skus.length);
    expect(skus.every((s) => isValidEan13(s.ean))).toBe(true);
  });

  it("prices in whole dinars ending in 90 or 00, promotions 15–50 % lower and ending in 90", () => {
    expect(skus.every((s) => s.price % 100 === 90 || s.price % 100 === 0)).toBe(true);
    const promos = skus.filter((s) => s.promoPrice !== null);
    expect(promos.every((s) => s.promoPrice! < s.price && s.promoPrice! % 100 === 90)).toBe(true);
    expect(promos.every((s) => s.promoPrice! >= s.price * 0.5 && s.promoPrice! <= s.price * 0.85)).toBe(true);
    const share = products.filter((p) => p.flags.promo).length / products.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.3);
  });

  it("sizes each article as it is sold", () => {
    const sizesOf = (test: (p: ProductPlan) => boolean) =>
      new Set(products.filter(test).flatMap((p) => p.variations[0]!.skus.map((s) => s.size)));
    const kidsShoes = sizesOf((p) => p.row.division === "Chaussures" && p.audience === "enfant");
    expect([...kidsShoes].every((size) => Number(size) >= 28 && Number(size) <= 38)).toBe(true);
    expect(sizesOf((p) => p.row.articleType === "Casquette")).toEqual(new Set(["Taille unique"]));
    expect(sizesOf((p) => p.row.articleType === "T-shirt" && p.audience !== "enfant")).toEqual(
      new Set(["XS", "S", "M", "L", "XL", "XXL"]),
    );
  });

  it("links each Ensemble both ways between a jacket and trousers of the same colour", () => {
    const links = groups.flatMap((group) => group.links);
    expect(links.length).toBeGreaterThan(0);
    const variations = new Map(
      products.flatMap((p) => p.variations.map((v) => [v.row.id, { v, p }] as const)),
    );
    for (const [from, to] of links) {
      expect(links).toContainEqual([to, from]);
      expect(variations.get(from)!.v.row.colorName).toBe(variations.get(to)!.v.row.colorName);
    }
  });

  it("lists each product under one primary leaf, its ancestors and its featured lists", () => {
    const index = buildCategoryRows();
    for (const product of products) {
      const links = categoryLinksOf(product, index);
      const primary = links.filter((link) => link.isPrimary);
      expect(primary).toHaveLength(1);
      expect(index.rowOf(primary[0]!.slug).depth).toBe(3);
      const slugs = links.map((link) => link.slug);
      expect(slugs).toContain(product.audience);
      expect(slugs.includes(`${product.audience}-promos`)).toBe(product.flags.promo);
      expect(slugs.includes(`${product.audience}-last-chance`)).toBe(product.flags.lastChance);
    }
  });
});
