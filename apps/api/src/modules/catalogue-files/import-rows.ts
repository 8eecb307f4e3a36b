/** Reading the rows of a catalogue file for its preview: cells by column, the rules' issues as errors, what is stored. */
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import { checkPictureHead } from "../catalogue-pictures/picture-file.js";
import { fold } from "./foreign/text.js";
import type { OwnRow } from "./foreign/index.js";
import type { ImportError } from "@shop/domain/contract/admin-catalogue-files";
import { readStoredRows } from "./stored-rows.js";

type Category = { id: number; slug: string; parentId: number | null };

export const PRODUCT_COLUMNS = ["status", "title_fr", "title_ar", "description_fr", "description_ar", "categories"] as const;
export const COLOUR_COLUMNS = ["color_fr", "color_ar", "color_hex"] as const;
export const PRODUCT_PATHS: Record<string, string> = {
  titleFr: "title_fr",
  titleAr: "title_ar",
  descriptionFr: "description_fr",
  descriptionAr: "description_ar",
  handle: "handle",
  categoryIds: "categories",
  primaryCategoryId: "categories",
};
export const COLOUR_PATHS: Record<string, string> = {
  colorNo: "color_no",
  nameFr: "color_fr",
  nameAr: "color_ar",
  hex: "color_hex",
  searchColor: "color_fr",
};
export const SKU_PATHS: Record<string, string> = {
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

export type Row = { line: number; get: (column: string) => string; has: (column: string) => boolean };

export function rowsOf(header: readonly string[], rows: readonly OwnRow[]): Row[] {
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

export const splitList = (value: string) =>
  value
    .split("|")
    .map((part) => part.trim())
    .filter(Boolean);

/** The first issue of each path, as errors on the file's line and column. */
export function issuesAsErrors(
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
export const priceCell = (value: string): string | number => (value === "" ? Number.NaN : /^\d+$/.test(value) ? value : -1);

/** `1`/`0`, `oui`/`non`, `true`/`false`; blank: in sale. */
export function readActive(value: string): boolean | undefined {
  const folded = fold(value);
  if (folded === "" || ["1", "oui", "true", "yes", "vrai"].includes(folded)) return true;
  if (["0", "non", "false", "no", "faux"].includes(folded)) return false;
  return undefined;
}

/** The last part of a picture address's path, lower-cased (`…/files/maillot-rouge.jpg?v=17` → `maillot-rouge.jpg`). */
export function addressFileName(address: string): string | undefined {
  try {
    return decodeURIComponent(new URL(address).pathname.split("/").pop() ?? "").toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** Why a picture of the ZIP would be refused by the editor's upload, or undefined when it would not. */
export async function pictureRefusal(bytes: Buffer): Promise<string | undefined> {
  try {
    await checkPictureHead(bytes);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
export const sortedEntries = (record: Record<string, string>) => Object.entries(record).sort(([a], [b]) => a.localeCompare(b));

/** What is stored for the file's handles, EANs, references and colour numbers. */
export async function readStored(db: Queryable, rows: Row[]) {
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

