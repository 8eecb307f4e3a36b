import { CATALOGUE_LIMITS as L, algiersLocalToIso } from "@shop/domain/catalogue";
import {
  ProductFieldsSchema,
  ProductStatusSchema,
  UpdateColourSchema,
  type SkuRowInput,
} from "@shop/domain/contract/admin-catalogue";
import { IMPORT_MESSAGES as M, type ImportError } from "@shop/domain/contract/admin-catalogue-files";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import { checkPictureHead } from "../catalogue-pictures/picture-file.js";
import { say } from "./foreign/messages.js";
import { fold } from "./foreign/text.js";
import type { OwnRow } from "./foreign/index.js";
import type { ImportPlan, PlannedColour, PlannedPicture, PlannedProduct, PlannedSku } from "./import-plan-types.js";
import { FACET_PREFIX, FIXED_FACETS, pictureName, readStoredRows, type StoredRow } from "./stored-rows.js";

/** A new product's facet when its file has no such column (another shop's export): the merchant completes it later. */
export const FACET_NOT_GIVEN = "Non précisé";
/** A new colour's swatch when the file gives none. */
export const DEFAULT_HEX = "#9e9e9e";

/** Rows checked between two turns of the event loop (about 20 ms of work on these machines). */
const YIELD_EVERY_ROWS = 500;

export type PlanResult = { plan: ImportPlan; create: number; update: number; unchanged: number; errors: ImportError[] };
type Category = { id: number; slug: string; parentId: number | null };

const PRODUCT_COLUMNS = ["status", "title_fr", "title_ar", "description_fr", "description_ar", "categories"] as const;
const COLOUR_COLUMNS = ["color_fr", "color_ar", "color_hex"] as const;
const PRODUCT_PATHS: Record<string, string> = {
  titleFr: "title_fr",
  titleAr: "title_ar",
  descriptionFr: "description_fr",
  descriptionAr: "description_ar",
  handle: "handle",
  categoryIds: "categories",
  primaryCategoryId: "categories",
};
const COLOUR_PATHS: Record<string, string> = {
  colorNo: "color_no",
  nameFr: "color_fr",
  nameAr: "color_ar",
  hex: "color_hex",
  searchColor: "color_fr",
};
const SKU_PATHS: Record<string, string> = {
  size: "size",
  ean: "ean",
  sku: "sku",
  price: "price",
  promoPrice: "promo_price",
  promoStart: "promo_start",
  promoEnd: "promo_end",
  stock: "stock",
  active: "active",
};

type Row = { line: number; get: (column: string) => string; has: (column: string) => boolean };

function rowsOf(header: readonly string[], rows: readonly OwnRow[]): Row[] {
  const index = new Map<string, number>();
  header.forEach((name, position) => {
    const key = name.replace(/^\uFEFF/, "").trim().toLowerCase();
    if (!index.has(key)) index.set(key, position);
  });
  return rows.map(({ line, cells }) => ({
    line,
    has: (column) => index.has(column.toLowerCase()),
    get: (column) => {
      const position = index.get(column.toLowerCase());
      return position === undefined ? "" : (cells[position] ?? "").trim();
    },
  }));
}

const splitList = (value: string) =>
  value
    .split("|")
    .map((part) => part.trim())
    .filter(Boolean);

/** The first issue of each path, as errors on the file's line and column. */
function issuesAsErrors(
  issues: readonly z.core.$ZodIssue[],
  where: (path: readonly PropertyKey[]) => { line: number; column: string },
): ImportError[] {
  const seen = new Set<string>();
  const errors: ImportError[] = [];
  for (const issue of issues) {
    const { line, column } = where(issue.path);
    const key = `${line}:${column}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ line, column, message: issue.message });
  }
  return errors;
}

/**
 * A price cell as the editor's rule reads it: blank is missing (« obligatoire »); words are not a number of dinars,
 * and are given as one the rule refuses so that the merchant reads why (the rule would call them missing).
 */
const priceCell = (value: string): string | number => (value === "" ? Number.NaN : /^\d+$/.test(value) ? value : -1);

/** `1`/`0`, `oui`/`non`, `true`/`false`; blank: in sale. */
function readActive(value: string): boolean | undefined {
  const folded = fold(value);
  if (folded === "" || ["1", "oui", "true", "yes", "vrai"].includes(folded)) return true;
  if (["0", "non", "false", "no", "faux"].includes(folded)) return false;
  return undefined;
}

/** The last part of a picture address's path, lower-cased (`…/files/maillot-rouge.jpg?v=17` → `maillot-rouge.jpg`). */
function addressFileName(address: string): string | undefined {
  try {
    return decodeURIComponent(new URL(address).pathname.split("/").pop() ?? "").toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** Why a picture of the ZIP would be refused by the editor's upload, or undefined when it would not. */
async function pictureRefusal(bytes: Buffer): Promise<string | undefined> {
  try {
    await checkPictureHead(bytes);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedEntries = (record: Record<string, string>) => Object.entries(record).sort(([a], [b]) => a.localeCompare(b));

/** What is stored for the file's handles, EANs, references and colour numbers. */
async function readStored(db: Queryable, rows: Row[]) {
  const handles = [...new Set(rows.map((row) => row.get("handle")).filter(Boolean))];
  const eans = [...new Set(rows.map((row) => row.get("ean")).filter(Boolean))];
  const refs = [...new Set(rows.map((row) => row.get("sku")).filter(Boolean))];
  const colorNos = [...new Set(rows.map((row) => row.get("color_no")).filter(Boolean))];
  const stored = await readStoredRows(
    db,
    sql`p.id in (select p2.id from products p2 where p2.handle = any(${sql.param(handles)}::text[])
                 union select v2.product_id from skus s2 join variations v2 on v2.id = s2.variation_id
                  where s2.ean = any(${sql.param(eans)}::text[]) or s2.sku = any(${sql.param(refs)}::text[]))`,
  );
  const colours = await db.execute<{ colorNo: string; handle: string }>(sql`
    select v.color_no as "colorNo", p.handle from variations v join products p on p.id = v.product_id
     where v.color_no = any(${sql.param(colorNos)}::text[])`);
  const categories = await db.execute<Category>(sql`select id, slug, parent_id as "parentId" from categories`);
  // Products of these handles that have no size (so no row): the file cannot add to them, their handle is taken.
  const sizeless = await db.execute<{ handle: string }>(sql`
    select handle from products p where handle = any(${sql.param(handles)}::text[])
       and not exists (select 1 from variations v join skus s on s.variation_id = v.id where v.product_id = p.id)`);
  return {
    stored,
    colourOwners: new Map(colours.rows.map((row) => [row.colorNo, row.handle])),
    categories: categories.rows,
    sizeless: new Set(sizeless.rows.map((row) => row.handle)),
  };
}

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
      const head = colourRows[0]!;
      for (const row of colourRows.slice(1))
        for (const column of COLOUR_COLUMNS)
          if (row.get(column) !== "" && row.get(column) !== head.get(column))
            push(row.line, column, say(M.differsFromFirstOfColour, { column, line: head.line }));
      const storedColour = storedRows.find((row) => row.colorNo === colorNo);
      const owner = colourOwners.get(colorNo);
      if (owner !== undefined && owner !== handle) push(head.line, "color_no", say(M.colourOfOther, { value: colorNo, handle: owner }));
      const nameFr = head.get("color_fr") || storedColour?.colourFr || "";
      const matches: (StoredRow | undefined)[] = [];
      const skuInputs: SkuRowInput[] = [];
      for (const row of colourRows) {
        const ean = row.get("ean");
        const ref = row.get("sku");
        if (ean !== "") {
          const earlier = firstEan.get(ean);
          if (earlier !== undefined) push(row.line, "ean", say(M.eanTwiceInFile, { value: ean, line: earlier }));
          else firstEan.set(ean, row.line);
        }
        if (ref !== "") {
          const earlier = firstRef.get(ref);
          if (earlier !== undefined) push(row.line, "sku", say(M.skuTwiceInFile, { value: ref, line: earlier }));
          else firstRef.set(ref, row.line);
        }
        const match =
          (ean !== "" ? byEan.get(ean) : undefined) ??
          (ref !== "" ? byRef.get(ref) : undefined) ??
          byKey.get(`${handle}\u0000${colorNo}\u0000${fold(row.get("size"))}`);
        if (match && match.handle !== handle) {
          const column = ean !== "" && byEan.get(ean) === match ? "ean" : "sku";
          push(row.line, column, say(column === "ean" ? M.eanOfOther : M.skuOfOther, { value: column === "ean" ? ean : ref, handle: match.handle }));
        } else if (match && match.colorNo !== colorNo) {
          push(row.line, "color_no", say(M.sizeOfOtherColour, { value: match.colorNo }));
        } else {
          const otherByEan = ean !== "" ? byEan.get(ean) : undefined;
          if (match && otherByEan && otherByEan !== match)
            push(row.line, "ean", say(M.eanOfOther, { value: ean, handle: otherByEan.handle }));
          const otherByRef = ref !== "" ? byRef.get(ref) : undefined;
          if (match && otherByRef && otherByRef !== match)
            push(row.line, "sku", say(M.skuOfOther, { value: ref, handle: otherByRef.handle }));
        }
        matches.push(match?.handle === handle && match.colorNo === colorNo ? match : undefined);
        const active = readActive(row.get("active"));
        if (active === undefined) push(row.line, "active", say(M.activeInvalid, { value: row.get("active") }));
        const stockCell = row.get("stock");
        skuInputs.push({
          size: row.get("size"),
          ean,
          sku: ref,
          price: priceCell(row.get("price")),
          promoPrice: row.get("promo_price") === "" ? null : priceCell(row.get("promo_price")),
          promoStart: row.get("promo_start") || null,
          promoEnd: row.get("promo_end") || null,
          stock: stockCell === "" ? (match?.stock ?? 0) : stockCell,
          active: active ?? true,
        });
      }
      const colour = UpdateColourSchema.safeParse({
        colorNo,
        nameFr,
        nameAr: head.get("color_ar") || storedColour?.colourAr || "",
        hex: head.get("color_hex") || storedColour?.hex || DEFAULT_HEX,
        searchColor: storedColour?.searchColor ?? nameFr,
        skus: skuInputs,
        revision: 1,
      });
      if (!colour.success) {
        errors.push(
          ...issuesAsErrors(colour.error.issues, (path) =>
            path[0] === "skus" && typeof path[1] === "number"
              ? { line: colourRows[path[1]]!.line, column: SKU_PATHS[String(path[2])] ?? String(path[2]) }
              : { line: head.line, column: COLOUR_PATHS[String(path[0])] ?? String(path[0]) },
          ),
        );
        continue;
      }

      // Its pictures: the first `images` cell of its rows; blank leaves a stored colour's as they are.
      const imagesRow = colourRows.find((row) => row.get("images") !== "");
      let pictures: PlannedPicture[] | null = null;
      if (imagesRow) {
        const names = splitList(imagesRow.get("images"));
        const storedNames = storedColour?.images ?? [];
        if (names.length > L.picturesPerColour) push(imagesRow.line, "images", `Au plus ${L.picturesPerColour} photos par couleur`);
        if (!sameJson(names, storedNames.map(pictureName))) {
          pictures = [];
          for (const name of names) {
            const kept = storedNames.find((url) => pictureName(url) === name);
            if (kept) pictures.push({ name, source: "kept", url: kept });
            else if (zipPictures.has(name.toLowerCase())) pictures.push({ name, source: "zip", file: name.toLowerCase() });
            else if (/^https?:\/\//i.test(name)) {
              // Another shop's export names its pictures by address: the ZIP beside it may hold them by file name.
              const file = addressFileName(name);
              pictures.push(file && zipPictures.has(file) ? { name, source: "zip", file } : { name, source: "url" });
            }
            else push(imagesRow.line, "images", say(M.pictureNotFound, { value: name }));
          }
        }
      }

      // The ZIP's pictures are checked now as an upload's first bytes are (a picture, not too many pixels).
      for (const picture of pictures ?? []) {
        if (picture.source !== "zip") continue;
        const refusal = await pictureRefusal(zipPictures.get(picture.file)!);
        if (refusal) push(imagesRow!.line, "images", `${picture.name} : ${refusal}`);
      }
      const data = colour.data;
      const colourChanged =
        !!storedColour &&
        (storedColour.colourFr !== data.nameFr || storedColour.colourAr !== data.nameAr || storedColour.hex !== data.hex || pictures !== null);
      const skus: PlannedSku[] = data.skus.map((sku, index) => {
        const match = matches[index];
        const promoStart = sku.promoStart === null ? null : algiersLocalToIso(sku.promoStart)!;
        const promoEnd = sku.promoEnd === null ? null : algiersLocalToIso(sku.promoEnd)!;
        const changed =
          !!match &&
          (match.size !== sku.size ||
            (sku.ean !== "" && match.ean !== sku.ean) ||
            match.sku !== sku.sku ||
            match.price !== sku.price ||
            match.plannedPromoPrice !== sku.promoPrice ||
            (match.promoStart ?? null) !== (sku.promoStart?.replace("T", " ") ?? null) ||
            (match.promoEnd ?? null) !== (sku.promoEnd?.replace("T", " ") ?? null) ||
            match.stock !== sku.stock ||
            match.active !== sku.active);
        return {
          skuId: match?.skuId ?? null,
          line: colourRows[index]!.line,
          size: sku.size,
          ean: sku.ean === "" ? (match?.ean ?? "") : sku.ean,
          sku: sku.sku,
          price: sku.price,
          promoPrice: sku.promoPrice,
          promoStart,
          promoEnd,
          stock: sku.stock,
          active: sku.active,
          changed,
        };
      });
      for (const sku of skus) {
        if (sku.skuId === null) create += 1;
        else if (sku.changed || colourChanged || productChanged) update += 1;
        else unchanged += 1;
        if (sku.skuId === null || sku.changed || colourChanged || productChanged) productRowsToApply += 1;
      }
      colours.push({
        colourId: storedColour?.colourId ?? null,
        line: head.line,
        colorNo,
        nameFr: data.nameFr,
        nameAr: data.nameAr,
        hex: data.hex,
        searchColor: data.searchColor,
        pictures,
        changed: colourChanged,
        skus,
      });
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
