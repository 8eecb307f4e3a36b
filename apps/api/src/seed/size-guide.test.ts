import { sizeGuide, sizeGuideKind } from "@shop/domain/size-guide";
import { describe, expect, it } from "vitest";
import { planCatalogue } from "./plan-catalogue.js";

// The product page's size guide is derived from a product's sizes: every size the catalogue sells must have its row.
describe("the size guide of the demo catalogue", () => {
  const products = [...planCatalogue(1500, 11, new Date("2025-06-01T12:00:00Z"))].flatMap(
    (group) => group.products,
  );

  it("explains every size of every shoe and garment, with the table of its kind", () => {
    const kinds = new Set<string>();
    for (const { row, variations } of products) {
      const sizes = variations[0]!.skus.map((sku) => sku.size);
      const kind = sizeGuideKind(sizes, row.gender);
      if (row.division === "Accessoires" && kind === null) {
        expect(
          sizes.every((size) => size.startsWith("Taille")),
          `${row.titleFr}: ${sizes.join(", ")}`,
        ).toBe(true);
        continue;
      }
      expect(kind, `${row.titleFr}: ${sizes.join(", ")}`).not.toBeNull();
      kinds.add(kind!);
      expect(sizeGuide(kind!, sizes).rows.map((guideRow) => guideRow.size)).toEqual(sizes);
      if (row.division === "Chaussures") expect(kind).toBe("shoes");
      if (row.division === "Vêtements")
        expect(kind).toBe(
          row.ageGroup === "Enfants" ? "kids" : row.gender === "Femme" ? "apparel-women" : "apparel-men",
        );
    }
    expect([...kinds].sort()).toEqual(["apparel-men", "apparel-women", "kids", "shoes", "socks"]);
  });
});
