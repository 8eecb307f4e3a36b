import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { OWN_HEADER } from "./foreign/index.js";

/** The facet columns every product has, by the product form's keys; other facet keys follow, sorted. */
export const FIXED_FACETS = ["gender", "ageGroup", "articleType", "division", "activity"] as const;
export const FACET_PREFIX = "facet:";

/** One size as stored, with its colour and product: what a row of the shop's own file says of it. */
export type StoredRow = {
  productId: number;
  revision: number;
  handle: string;
  status: string;
  titleFr: string;
  titleAr: string;
  descriptionFr: string;
  descriptionAr: string;
  seo: { titleFr: string; titleAr: string; descriptionFr: string; descriptionAr: string };
  /** Chosen category slugs, the primary first. */
  categories: string[];
  facets: Record<string, string>;
  colourId: number;
  colorNo: string;
  colourFr: string;
  colourAr: string;
  hex: string;
  searchColor: string;
  images: string[];
  /** Whether this size is the first of its colour (the row that carries the colour's pictures). */
  firstOfColour: boolean;
  skuId: number;
  size: string;
  ean: string;
  sku: string | null;
  price: number;
  plannedPromoPrice: number | null;
  /** Algiers time, `YYYY-MM-DD HH:MM`. */
  promoStart: string | null;
  promoEnd: string | null;
  stock: number;
  active: boolean;
};

const algiers = (column: SQL) => sql`to_char(${column} at time zone 'Africa/Algiers', 'YYYY-MM-DD HH24:MI')`;

/**
 * The sizes of the products `where` selects, in the editor's order (product, colour position, size position). A
 * product's chosen categories are those that are no other's ancestor among its listed ones, the primary first.
 */
export async function readStoredRows(db: Queryable, where: SQL): Promise<StoredRow[]> {
  const result = await db.execute<StoredRow>(sql`
    select p.id as "productId", p.revision, p.handle, p.status, p.title_fr as "titleFr", p.title_ar as "titleAr",
           p.description_fr as "descriptionFr", p.description_ar as "descriptionAr",
           json_build_object('titleFr', p.seo_title_fr, 'titleAr', p.seo_title_ar,
                             'descriptionFr', p.seo_description_fr, 'descriptionAr', p.seo_description_ar) as seo,
           coalesce((select array_agg(c.slug order by pc.is_primary desc, c.depth desc, c.slug)
                       from product_categories pc join categories c on c.id = pc.category_id
                      where pc.product_id = p.id
                        and (pc.is_primary or not exists (
                              select 1 from product_categories o join categories oc on oc.id = o.category_id
                               where o.product_id = p.id and oc.parent_id = pc.category_id))), '{}') as categories,
           jsonb_build_object('gender', p.gender, 'ageGroup', p.age_group, 'articleType', p.article_type,
                              'division', p.division, 'activity', p.activity) || p.attributes as facets,
           v.id as "colourId", v.color_no as "colorNo", v.color_name as "colourFr", v.color_name_ar as "colourAr",
           v.color_hex as hex, v.search_color as "searchColor", v.images,
           s.id = first_value(s.id) over (partition by v.id order by s.position, s.id) as "firstOfColour",
           s.id as "skuId", s.size, s.ean, s.sku, s.price, s.planned_promo_price as "plannedPromoPrice",
           ${algiers(sql`s.promo_start`)} as "promoStart", ${algiers(sql`s.promo_end`)} as "promoEnd",
           s.stock, s.is_active as active
      from products p
      join variations v on v.product_id = p.id
      join skus s on s.variation_id = v.id
     where ${where}
     order by p.id, v.position, v.id, s.position, s.id`);
  return result.rows;
}

/** A picture's file name: the last part of its address (`/media/pictures/12-9f86…-1500x2000.webp`). */
export const pictureName = (url: string) => url.split("/").pop() ?? url;

/** The header of the shop's own file for these facet keys beyond the fixed ones. */
export function ownHeader(otherFacets: readonly string[]): string[] {
  return [...OWN_HEADER, ...[...FIXED_FACETS, ...otherFacets].map((key) => `${FACET_PREFIX}${key}`)];
}

/** The facet keys of `rows` beyond the fixed ones, sorted. */
export function otherFacetKeys(rows: readonly StoredRow[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row.facets)) keys.add(key);
  for (const key of FIXED_FACETS) keys.delete(key);
  return [...keys].sort();
}

/** A stored size as the cells of the shop's own file, in `header`'s order (pictures on its colour's first row). */
export function cellsOf(row: StoredRow, header: readonly string[]): string[] {
  const cells: Record<string, string> = {
    handle: row.handle,
    status: row.status,
    title_fr: row.titleFr,
    title_ar: row.titleAr,
    description_fr: row.descriptionFr,
    description_ar: row.descriptionAr,
    categories: row.categories.join("|"),
    color_no: row.colorNo,
    color_fr: row.colourFr,
    color_ar: row.colourAr,
    color_hex: row.hex,
    size: row.size,
    ean: row.ean,
    sku: row.sku ?? "",
    price: String(row.price),
    promo_price: row.plannedPromoPrice === null ? "" : String(row.plannedPromoPrice),
    promo_start: row.promoStart ?? "",
    promo_end: row.promoEnd ?? "",
    stock: String(row.stock),
    active: row.active ? "1" : "0",
    images: row.firstOfColour ? row.images.map(pictureName).join("|") : "",
  };
  return header.map((column) =>
    column.startsWith(FACET_PREFIX) ? (row.facets[column.slice(FACET_PREFIX.length)] ?? "") : (cells[column] ?? ""),
  );
}
