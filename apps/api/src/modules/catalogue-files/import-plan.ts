import { CATALOGUE_LIMITS as L } from "@shop/domain/catalogue";
import { ProductFieldsSchema, ProductStatusSchema } from "@shop/domain/contract/admin-catalogue";
import { IMPORT_MESSAGES as M, type ImportError } from "@shop/domain/contract/admin-catalogue-files";
import type { Queryable } from "../../db/client.js";
import { say } from "./foreign/messages.js";
import { fold } from "./foreign/text.js";
import type { OwnRow } from "./foreign/index.js";
import { planColour, type Matching } from "./colour-plan.js";
import type { ImportPlan, PlannedColour, PlannedProduct } from "./import-plan-types.js";
import {
  issuesAsErrors,
  PRODUCT_COLUMNS,
  PRODUCT_PATHS,
  readStored,
  rowsOf,
  sameJson,
  sortedEntries,
  splitList,
  type Row,
} from "./import-rows.js";
import { FACET_PREFIX, FIXED_FACETS, type StoredRow } from "./stored-rows.js";

/** A new product's facet when its file has no such column (another shop's export): the merchant completes it later. */
export const FACET_NOT_GIVEN = "Non précisé";

/** Rows checked between two turns of the event loop (about 20 ms of work on these machines). */
const YIELD_EVERY_ROWS = 500;

export type PlanResult = { plan: ImportPlan; create: number; update: number; unchanged: number; errors: ImportError[] };

/**
 * The preview of a file in the shop's own columns: every row checked with the catalogue editor's rules (the domain's
 * schemas), matched to a stored size by EAN, then reference, then handle + colour number + size, and compared with
 * it. Rows create, update or leave unchanged; the plan holds only the products with something to write. Nothing is
 * written. Every error names its line and column; the plan is kept only when there is none.
 */
export async function planImport(
  db: Queryable,
  header: readonly string[],
  ownRows: readonly OwnRow[],
  zipPictures: ReadonlyMap<string, Buffer>,
): Promise<PlanResult> {
  const rows = rowsOf(header, ownRows);
  const errors: ImportError[] = [];
  const push = (line: number, column: string, message: string) => errors.push({ line, column, message });
  const { stored, colourOwners, categories, sizeless } = await readStored(db, rows);
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  const byEan = new Map(stored.map((row) => [row.ean, row]));
  const byRef = new Map(stored.filter((row) => row.sku !== null).map((row) => [row.sku!, row]));
  const byKey = new Map(stored.map((row) => [`${row.handle}\u0000${row.colorNo}\u0000${fold(row.size)}`, row]));
  const productsByHandle = new Map<string, StoredRow[]>();
  for (const row of stored) productsByHandle.set(row.handle, [...(productsByHandle.get(row.handle) ?? []), row]);
  const facetColumns = header.filter((column) => column.startsWith(FACET_PREFIX)).map((column) => column.slice(FACET_PREFIX.length));

  // Products in the order they first appear, their rows in file order.
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const handle = row.get("handle");
    if (handle === "") {
      push(row.line, "handle", "Le handle du produit manque.");
      continue;
    }
    groups.set(handle, [...(groups.get(handle) ?? []), row]);
  }

  const firstEan = new Map<string, number>();
  const firstRef = new Map<string, number>();
  const planned: PlannedProduct[] = [];
  let create = 0;
  let update = 0;
  let unchanged = 0;

  let checked = 0;
  for (const [handle, productRows] of groups) {
    // A large file is checked in slices: the API's other requests (shoppers' among them) are served in between.
    checked += productRows.length;
    if (checked >= YIELD_EVERY_ROWS) {
      checked = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const first = productRows[0]!;
    if (sizeless.has(handle)) {
      push(first.line, "handle", say(M.handleOfSizeless, { value: handle }));
      continue;
    }
    const storedRows = productsByHandle.get(handle) ?? [];
    const storedProduct = storedRows[0];
    for (const row of productRows.slice(1))
      for (const column of PRODUCT_COLUMNS)
        if (row.get(column) !== "" && row.get(column) !== first.get(column))
          push(row.line, column, say(M.differsFromFirst, { column, line: first.line }));

    // The product, checked with the editor's rules.
    const slugs = splitList(first.get("categories"));
    const categoryIds: number[] = [];
    for (const slug of slugs) {
      const category = bySlug.get(slug);
      if (category) categoryIds.push(category.id);
      else push(first.line, "categories", say(M.categoryUnknown, { value: slug }));
    }
    const facetValue = (key: string, storedValue: string | undefined) =>
      facetColumns.includes(key) ? first.get(`${FACET_PREFIX}${key}`) : (storedValue ?? FACET_NOT_GIVEN);
    const storedFacets = storedProduct?.facets ?? {};
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(storedFacets))
      if (!(FIXED_FACETS as readonly string[]).includes(key)) attributes[key] = value;
    for (const key of facetColumns) if (!(FIXED_FACETS as readonly string[]).includes(key)) attributes[key] = first.get(`${FACET_PREFIX}${key}`);
    const productInput = {
      titleFr: first.get("title_fr"),
      titleAr: first.get("title_ar"),
      descriptionFr: first.get("description_fr"),
      descriptionAr: first.get("description_ar"),
      seoTitleFr: storedProduct?.seo.titleFr ?? "",
      seoTitleAr: storedProduct?.seo.titleAr ?? "",
      seoDescriptionFr: storedProduct?.seo.descriptionFr ?? "",
      seoDescriptionAr: storedProduct?.seo.descriptionAr ?? "",
      handle,
      categoryIds,
      primaryCategoryId: categoryIds[0] ?? 0,
      facets: {
        gender: facetValue("gender", storedFacets.gender),
        ageGroup: facetValue("ageGroup", storedFacets.ageGroup),
        articleType: facetValue("articleType", storedFacets.articleType),
        division: facetValue("division", storedFacets.division),
        activity: facetValue("activity", storedFacets.activity),
        attributes,
      },
    };
    const product = ProductFieldsSchema.safeParse(productInput);
    if (!product.success)
      errors.push(
        ...issuesAsErrors(product.error.issues, (path) => ({
          line: first.line,
          column:
            path[0] === "facets"
              ? `${FACET_PREFIX}${String(path[1] === "attributes" ? path[2] : path[1])}`
              : (PRODUCT_PATHS[String(path[0])] ?? String(path[0])),
        })),
      );
    const statusCell = first.get("status");
    const status = ProductStatusSchema.safeParse(statusCell === "" ? (storedProduct?.status ?? "draft") : statusCell);
    if (!status.success) push(first.line, "status", status.error.issues[0]!.message);

    // Its colours, each checked with the grid's rules, their sizes matched to stored ones.
    const colourGroups = new Map<string, Row[]>();
    for (const row of productRows) {
      const key = row.get("color_no");
      colourGroups.set(key, [...(colourGroups.get(key) ?? []), row]);
    }
    if (colourGroups.size > L.coloursPerProduct) push(first.line, "color_no", `Au plus ${L.coloursPerProduct} couleurs par produit`);
    const colours: PlannedColour[] = [];
    let productRowsToApply = 0;
    const matching: Matching = { handle, storedRows, colourOwners, byEan, byRef, byKey, firstEan, firstRef, zipPictures, errors };
    const productChanged =
      !!storedProduct &&
      product.success &&
      status.success &&
      (storedProduct.titleFr !== product.data.titleFr ||
        storedProduct.titleAr !== product.data.titleAr ||
        storedProduct.descriptionFr !== product.data.descriptionFr ||
        storedProduct.descriptionAr !== product.data.descriptionAr ||
        storedProduct.status !== status.data ||
        !sameJson(storedProduct.categories, slugs) ||
        !sameJson(sortedEntries(storedProduct.facets), sortedEntries({ ...product.data.facets.attributes, gender: product.data.facets.gender, ageGroup: product.data.facets.ageGroup, articleType: product.data.facets.articleType, division: product.data.facets.division, activity: product.data.facets.activity })));

    for (const [colorNo, colourRows] of colourGroups) {
      const colour = await planColour(matching, colorNo, colourRows);
      if (!colour) continue;
      for (const sku of colour.skus) {
        const touched = sku.skuId === null || sku.changed || colour.changed || productChanged;
        if (sku.skuId === null) create += 1;
        else if (touched) update += 1;
        else unchanged += 1;
        if (touched) productRowsToApply += 1;
      }
      colours.push(colour);
    }
    if (storedProduct && new Set([...storedRows.map((row) => row.colorNo), ...colourGroups.keys()]).size > L.coloursPerProduct)
      push(first.line, "color_no", `Au plus ${L.coloursPerProduct} couleurs par produit`);
    if (!product.success || !status.success || productRowsToApply === 0) continue;
    planned.push({
      productId: storedProduct?.productId ?? null,
      revision: storedProduct?.revision ?? null,
      line: first.line,
      handle,
      status: status.data,
      fields: {
        titleFr: product.data.titleFr,
        titleAr: product.data.titleAr,
        descriptionFr: product.data.descriptionFr,
        descriptionAr: product.data.descriptionAr,
        seoTitleFr: product.data.seoTitleFr,
        seoTitleAr: product.data.seoTitleAr,
        seoDescriptionFr: product.data.seoDescriptionFr,
        seoDescriptionAr: product.data.seoDescriptionAr,
        facets: product.data.facets,
      },
      categoryIds: product.data.categoryIds,
      primaryCategoryId: product.data.primaryCategoryId,
      changed: productChanged,
      colours,
      rows: productRowsToApply,
    });
  }
  errors.sort((a, b) => a.line - b.line);
  return { plan: { products: errors.length > 0 ? [] : planned }, create, update, unchanged, errors };
}

