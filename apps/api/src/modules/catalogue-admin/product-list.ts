import type { ProductList, ProductListQuery } from "@shop/domain/contract/admin-catalogue";
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { foldSearchText } from "../catalog/search-text.js";

type Row = Omit<ProductList["products"][number], "primaryCategory" | "updatedAt"> & {
  categoryId: number | null;
  categoryTitle: string | null;
  updatedAt: Date;
  matching: number;
};

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/**
 * What the search box matches: all 13 digits, an EAN exactly; else words of the product's search text — its French
 * and Arabic titles, categories and colours, folded as storefront search folds them (no case, no accents: « écharpe »
 * finds « Echarpe ») — or a colour number, a merchant's reference or a handle typed whole (any case).
 */
function searchCondition(q: string): SQL {
  if (/^\d{13}$/.test(q)) {
    return sql`exists (select 1 from variations v join skus s on s.variation_id = v.id where v.product_id = p.id and s.ean = ${q})`;
  }
  const words = foldSearchText(q).split(" ").filter(Boolean);
  const titled = words.length === 0 ? sql`false` : sql.join(words.map((word) => sql`p.search_text like ${`%${likeEscaped(word)}%`}`), sql` and `);
  return sql`(${titled}
    or lower(p.handle) = lower(${q})
    or exists (select 1 from variations v where v.product_id = p.id and lower(v.color_no) = lower(${q}))
    or exists (select 1 from variations v join skus s on s.variation_id = v.id where v.product_id = p.id and lower(s.sku) = lower(${q})))`;
}

/**
 * The conditions on `p` (products) of a search and a category, as the products list applies them; bulk price changes
 * select their products through it too, so that « the search's products » are the ones the list showed.
 */
export function productConditions(query: { q?: string | undefined; category?: number | undefined }): SQL[] {
  const conditions: SQL[] = [sql`true`];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.category) {
    conditions.push(sql`exists (select 1 from product_categories f where f.product_id = p.id and f.category_id = ${query.category})`);
  }
  return conditions;
}

/** What each sort orders by; a product without sizes has no price (its columns hold 0) and sorts last. */
const SORTS: Record<ProductListQuery["sort"], SQL> = {
  updated: sql`p.updated_at`,
  created: sql`p.created_at`,
  title: sql`lower(p.title_fr)`,
  price: sql`case when p.price > 0 then p.sale_price end`,
  stock: sql`a.stock`,
};

/** A product's colours, sizes, units in stock and whether an active size is in stock. */
const AGGREGATE = sql`
  cross join lateral (
    select count(distinct v.id)::int as colours, count(s.id)::int as sizes, coalesce(sum(s.stock), 0)::int as stock,
           coalesce(bool_or(s.is_active and s.stock > 0), false) as selling
      from variations v left join skus s on s.variation_id = v.id where v.product_id = p.id) a`;

/**
 * The back office's products, a page at a time, every status: searched (`searchCondition`), filtered by category (its
 * descendants' products too: a product is listed under its categories' ancestors), status and stock (in: an active
 * size in stock; low: 1 to 3 units in all; out: no active size in stock), sorted. The picture is the first of the
 * first colour; the price the lowest a shopper pays, none without sizes. Sizes are counted for the page's products
 * only, unless the stock filters or sorts: at 100,000 products, a page does not add up every size of the shop.
 */
export async function listProducts(db: Queryable, query: ProductListQuery): Promise<ProductList> {
  const conditions = productConditions(query);
  if (query.status) conditions.push(sql`p.status = ${query.status}`);
  if (query.stock === "in") conditions.push(sql`a.selling`);
  if (query.stock === "low") conditions.push(sql`a.stock between 1 and 3`);
  if (query.stock === "out") conditions.push(sql`not a.selling`);
  const byStock = query.stock !== undefined || query.sort === "stock";
  const direction = query.dir === "asc" ? sql`asc` : sql`desc`;
  const result = await db.execute<Row>(sql`
    with matching as (
      select p.id, ${SORTS[query.sort]} as sort_key from products p ${byStock ? AGGREGATE : sql``}
       where ${sql.join(conditions, sql` and `)}
    ),
    page as (
      select id, sort_key from matching order by sort_key ${direction} nulls last, id ${direction}
       limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
    )
    select p.id, p.handle, p.title_fr as "titleFr", p.title_ar as "titleAr", p.status, c.id as "categoryId",
           c.title as "categoryTitle", a.colours, a.sizes, a.stock, case when a.sizes > 0 then p.sale_price end as price,
           (select v.images[1] from variations v where v.product_id = p.id order by v.position, v.id limit 1) as picture,
           p.updated_at as "updatedAt", (select count(*) from matching)::int as matching
      from page join products p on p.id = page.id ${AGGREGATE}
      left join product_categories pc on pc.product_id = p.id and pc.is_primary
      left join categories c on c.id = pc.category_id
     order by page.sort_key ${direction} nulls last, p.id ${direction}`);
  return {
    products: result.rows.map(({ categoryId, categoryTitle, matching: _matching, updatedAt, ...row }) => ({
      ...row,
      primaryCategory: categoryId === null ? null : { id: categoryId, title: categoryTitle ?? "" },
      updatedAt: new Date(updatedAt).toISOString(),
    })),
    total: result.rows[0]?.matching ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
