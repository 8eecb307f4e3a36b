import { describe, expect, it } from "vitest";
import {
  CategoryProductsOrderSchema,
  CreateCategorySchema,
  UpdateCategorySchema,
  categorySlugOf,
} from "./admin-categories.js";

describe("categorySlugOf", () => {
  it.each([
    ["Trail & Montagne", "homme-chaussures", "homme-chaussures-trail-montagne"],
    ["Vêtements d’été", null, "vetements-d-ete"],
    ["Œuvres", "femme", "femme-oeuvres"],
    ["  ", "enfant", "enfant-categorie"],
    ["تخفيضات", null, "categorie"],
    ["a".repeat(120), "sports", `sports-${"a".repeat(93)}`],
  ])("makes %j under %j into %j", (title, parent, slug) => {
    expect(categorySlugOf(title, parent)).toBe(slug);
  });
});

describe("the category forms' rules", () => {
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it("needs a French title, allows the Arabic one blank, and takes a slug of lower-case words and hyphens", () => {
    expect(CreateCategorySchema.parse({ titleFr: " Running " })).toEqual({
      titleFr: "Running",
      titleAr: "",
      description: "",
      isClickable: true,
      isFeatured: false,
      parentId: null,
      slug: "",
    });
    expect(messageOf(CreateCategorySchema.safeParse({ titleFr: "" }))).toBe("Le titre en français est obligatoire");
    for (const slug of ["Homme", "homme--promos", "homme_promos", "-homme", "é"]) {
      expect(messageOf(UpdateCategorySchema.safeParse({ titleFr: "Homme", slug }))).toBe(
        "L’adresse ne peut contenir que des lettres minuscules, des chiffres et des tirets",
      );
    }
    expect(UpdateCategorySchema.parse({ titleFr: "Homme", slug: "homme-2" }).slug).toBe("homme-2");
  });

  it("refuses a hand order naming a product twice or more than 200 products", () => {
    expect(messageOf(CategoryProductsOrderSchema.safeParse({ productIds: [4, 8, 4] }))).toBe("Ce produit figure deux fois");
    const many = Array.from({ length: 201 }, (_, index) => index + 1);
    expect(messageOf(CategoryProductsOrderSchema.safeParse({ productIds: many }))).toBe(
      "Au plus 200 produits placés à la main",
    );
    expect(CategoryProductsOrderSchema.parse({ productIds: [3, 1, 2] }).productIds).toEqual([3, 1, 2]);
  });
});
