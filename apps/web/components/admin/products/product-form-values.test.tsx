import type { AdminCategory } from "@shop/domain/contract/admin-categories";
import type { ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { describe, expect, it } from "vitest";
import { categoryChoicesOf } from "@/lib/admin/category-choices";
import { formFieldPaths, mergeNewerVersion, productFormValues } from "./product-form-values";
import { historyFieldLabel } from "./product-history";

const product: ProductEditor = {
  id: 7,
  revision: 3,
  status: "draft",
  handle: "veste-sprint-7",
  titleFr: "Veste Sprint",
  titleAr: "سترة سبرينت",
  descriptionFr: "Légère.",
  descriptionAr: "",
  seoTitleFr: "",
  seoTitleAr: "",
  seoDescriptionFr: "",
  seoDescriptionAr: "",
  categoryIds: [4, 9],
  primaryCategoryId: 9,
  facets: {
    gender: "Homme",
    ageGroup: "Adultes",
    articleType: "Veste",
    division: "Vêtements",
    activity: "Running",
    attributes: { surface: "Route" },
  },
  colours: [],
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
  updatedBy: "Amina",
};

describe("the product form's values", () => {
  it("start blank for a new product, with no primary category until one is ticked", () => {
    const values = productFormValues();
    expect(values.titleFr).toBe("");
    expect(values.categoryIds).toEqual([]);
    expect(values.primaryCategoryId).toBeUndefined();
    expect(values.facets.attributes).toEqual({});
  });

  it("are the loaded product's, copied so that typing never changes the product the page holds", () => {
    const values = productFormValues(product);
    expect(values).toMatchObject({ titleFr: "Veste Sprint", handle: "veste-sprint-7", primaryCategoryId: 9 });
    values.categoryIds.push(12);
    values.facets.attributes!.team = "Algérie";
    expect(product.categoryIds).toEqual([4, 9]);
    expect(product.facets.attributes).toEqual({ surface: "Route" });
  });

  it("name every field the API may refuse, the other filters' included", () => {
    const paths = formFieldPaths(productFormValues(product));
    expect(paths).toEqual(
      expect.arrayContaining(["titleFr", "handle", "categoryIds", "primaryCategoryId", "facets.gender"]),
    );
    expect(paths).toContain("facets.attributes.surface");
    expect(paths).not.toContain("facets.attributes");
  });
});

describe("loading a newer version under the merchant's typing", () => {
  const loaded = productFormValues(product);
  const edit = (change: (values: ReturnType<typeof productFormValues>) => void) => {
    const values = productFormValues(product);
    change(values);
    return values;
  };

  it("keeps what was typed and takes the rest from the newer version", () => {
    const typed = edit((values) => (values.titleFr = "Veste Sprint Pro"));
    const newer = edit((values) => (values.descriptionFr = "Changée par un collègue."));
    const { kept, overridden } = mergeNewerVersion(loaded, typed, newer);
    expect(kept).toEqual([["titleFr"]]);
    expect(overridden).toEqual([]);
  });

  it("names a typed field the other person changed too", () => {
    const typed = edit((values) => (values.titleFr = "Veste Sprint Pro"));
    const newer = edit((values) => (values.titleFr = "Veste Sprint 2"));
    expect(mergeNewerVersion(loaded, typed, newer).overridden).toEqual([["titleFr"]]);
  });

  it("keeps the categories and their primary together, and the other filters whole", () => {
    const typed = edit((values) => {
      values.primaryCategoryId = 4;
      values.facets.attributes = { surface: "Route", manches: "Longues" };
    });
    const { kept } = mergeNewerVersion(loaded, typed, productFormValues(product));
    expect(kept).toEqual([["categoryIds", "primaryCategoryId"], ["facets.attributes"]]);
  });

  it("keeps nothing when nothing was typed", () => {
    const newer = edit((values) => (values.handle = "veste-sprint"));
    expect(mergeNewerVersion(loaded, productFormValues(product), newer)).toEqual({
      kept: [],
      overridden: [],
    });
  });
});

describe("the history's field names", () => {
  it.each([
    ["titleFr", "Titre (français)"],
    ["primaryCategory", "Catégorie principale"],
    ["attributes.surface", "Filtre « Surface »"],
    ["attributes.RunningTech", "Filtre « Technologie Running »"],
    ["colour.3524900.nameAr", "Couleur 3524900 · Nom (arabe)"],
    ["colour.3524900.links", "Couleur 3524900 · Ensemble"],
    ["size.3524900.37.5.promoPrice", "Couleur 3524900 · taille 37.5 · Prix promo"],
    ["size.added", "Taille ajoutée"],
    ["somethingNew", "somethingNew"],
  ])("%s reads « %s »", (field, label) => {
    expect(historyFieldLabel(field)).toBe(label);
  });
});

describe("the categories offered", () => {
  const category = (
    id: number,
    parentId: number | null,
    titleFr: string,
    depth: number,
    isClickable = true,
  ) => ({ id, parentId, titleFr, depth, isClickable }) as AdminCategory;

  it("carry their branch, so that two « Running » of different branches can be told apart", () => {
    const choices = categoryChoicesOf([
      category(1, null, "Homme", 1),
      category(2, 1, "Chaussures", 2),
      category(3, 2, "Par sport", 3, false),
      category(4, 2, "Running", 3),
      category(5, null, "Femme", 1),
      category(6, 5, "Running", 2),
    ]);
    expect(choices.map((choice) => choice.path)).toEqual([
      "Homme",
      "Homme › Chaussures",
      "Homme › Chaussures › Par sport",
      "Homme › Chaussures › Running",
      "Femme",
      "Femme › Running",
    ]);
    expect(choices.find((choice) => choice.id === 3)?.heading).toBe(true);
  });
});
