import type { ProductEditor, ProductFieldsInput } from "@shop/domain/contract/admin-catalogue";
import type { Path, RegisterOptions, UseFormReturn } from "react-hook-form";

/** No primary category chosen yet (a new product, or one filed nowhere): the schema says so on save. */
const NO_PRIMARY = undefined as unknown as number;

/** What a new product's form starts from. */
const BLANK: ProductFieldsInput = {
  titleFr: "",
  titleAr: "",
  descriptionFr: "",
  descriptionAr: "",
  seoTitleFr: "",
  seoTitleAr: "",
  seoDescriptionFr: "",
  seoDescriptionAr: "",
  handle: "",
  categoryIds: [],
  primaryCategoryId: NO_PRIMARY,
  facets: { gender: "", ageGroup: "", articleType: "", division: "", activity: "", attributes: {} },
};

/** The form's values for a product as the editor loaded it, or for a new one. */
export function productFormValues(product?: ProductEditor): ProductFieldsInput {
  if (!product) return structuredClone(BLANK);
  return {
    titleFr: product.titleFr,
    titleAr: product.titleAr,
    descriptionFr: product.descriptionFr,
    descriptionAr: product.descriptionAr,
    seoTitleFr: product.seoTitleFr,
    seoTitleAr: product.seoTitleAr,
    seoDescriptionFr: product.seoDescriptionFr,
    seoDescriptionAr: product.seoDescriptionAr,
    handle: product.handle,
    categoryIds: [...product.categoryIds],
    primaryCategoryId: product.primaryCategoryId ?? NO_PRIMARY,
    facets: { ...product.facets, attributes: { ...product.facets.attributes } },
  };
}

/**
 * The parts of the form merged one by one when a newer version of the product is loaded under the merchant's
 * typing: a part they changed keeps their value, any other takes the new one. The categories and their primary go
 * together, and so do the other filters, since each only makes sense whole.
 */
export const MERGE_PARTS = [
  ["titleFr"],
  ["titleAr"],
  ["descriptionFr"],
  ["descriptionAr"],
  ["seoTitleFr"],
  ["seoTitleAr"],
  ["seoDescriptionFr"],
  ["seoDescriptionAr"],
  ["handle"],
  ["categoryIds", "primaryCategoryId"],
  ["facets.gender"],
  ["facets.ageGroup"],
  ["facets.articleType"],
  ["facets.division"],
  ["facets.activity"],
  ["facets.attributes"],
] as const satisfies readonly (readonly Path<ProductFieldsInput>[])[];

export type MergePart = (typeof MERGE_PARTS)[number];

/**
 * What loading a newer version under the merchant's typing does: the parts they changed since the form was loaded
 * (`kept`, which keep their value), and among those the ones the newer version changed too (`overridden`, named to
 * them: their typing would replace someone else's change). Every other part takes the newer value.
 */
export function mergeNewerVersion(
  loaded: ProductFieldsInput,
  typed: ProductFieldsInput,
  newer: ProductFieldsInput,
): { kept: MergePart[]; overridden: MergePart[] } {
  const changed = (a: ProductFieldsInput, b: ProductFieldsInput) => (part: MergePart) =>
    part.some((path) => !sameValue(valueAt(a, path), valueAt(b, path)));
  const kept = MERGE_PARTS.filter(changed(typed, loaded));
  return { kept, overridden: kept.filter(changed(newer, loaded)) };
}

/** A value at a dotted path of the form's values. */
export function valueAt(values: ProductFieldsInput, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);
}

/** Two values of a part compared as what they save (a blank string and no value alike). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? "") === JSON.stringify(b ?? "");
}

/** The fields the API may name in `error.fields`, for `applyServerErrors`: every input, the other filters' too. */
export function formFieldPaths(values: ProductFieldsInput): Path<ProductFieldsInput>[] {
  const fixed: Path<ProductFieldsInput>[] = MERGE_PARTS.flat().filter((path) => path !== "facets.attributes");
  const attributes = Object.keys(values.facets.attributes ?? {}).map(
    (key) => `facets.attributes.${key}` as const,
  );
  return [...fixed, ...attributes];
}

/**
 * `register(name)` plus the field's current value as the input's `defaultValue`: the server's HTML then shows the
 * product's texts before the page's script has run, instead of empty fields that fill in at hydration (and that a
 * quick merchant, or a journey, would type into too early).
 */
export function registerWithValue<P extends Path<ProductFieldsInput>>(
  form: UseFormReturn<ProductFieldsInput>,
  name: P,
  options?: RegisterOptions<ProductFieldsInput, P>,
) {
  const value = form.getValues(name);
  return { ...form.register(name, options), defaultValue: typeof value === "string" ? value : "" };
}
