import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import {
  buildProductIndex,
  SIZE_SEPARATOR,
  yieldToEventLoop,
  type IndexedProduct,
  type Membership,
  type ProductIndex,
} from "./product-index.js";

/** Reading the product index from the database: the published products in chunks, and the categories' members. */

/**
 * Loads the index with two scans: products with their colours, in-stock sizes (a size filter finds what can
 * be bought) and search text, and category memberships. The products are read in chunks of `CHUNK` ids, two at a
 * time: PostgreSQL reads one while the API parses the other (at 100,000 products each chunk takes PostgreSQL some
 * 250 ms, which one chunk at a time the API spent waiting).
 */
export async function loadProductIndex(
  db: Queryable,
  { version, stockVersion }: { version: number; stockVersion: number },
  chunk = CHUNK,
): Promise<ProductIndex> {
  // Every CHUNK-th published id: the chunks' bounds. The last chunk takes every id after the last bound, with the
  // products added since the bounds were read.
  const bounds = (await chunkBounds(db, { chunk })).map(({ id }) => id);
  const ranges = [0, ...bounds].map((after, n) => ({ after, upTo: bounds[n] ?? LAST_ID }));
  const chunks: IndexedProduct[][] = [];
  let next = 0;
  const reader = async () => {
    while (next < ranges.length) {
      const n = next++;
      chunks[n] = await indexedProducts(db, ranges[n]!);
      await yieldToEventLoop();
    }
  };
  await Promise.all(Array.from({ length: READS_AT_ONCE }, reader));
  const rows = chunks.flat();
  const memberships = await categoryMembers(db, { categoryIds: null });
  const index = await buildProductIndex(version, rows, memberships, stockVersion);
  index.source = { rows, stockVersion };
  return index;
}

/**
 * The published products of each category (of `categoryIds`, or of all when null), in id order, and those placed by
 * hand in their order.
 */
export const categoryMembers = preparedStatement<Membership>("index-category-members", (value) => sql`
    select pc.category_id as "categoryId", string_agg(pc.product_id::text, ',' order by pc.product_id) as "productIds",
           string_agg(pc.product_id::text, ',' order by pc.position, pc.product_id)
             filter (where pc.position is not null) as "placedIds"
      from product_categories pc join products p on p.id = pc.product_id and p.is_published
     where ${value("categoryIds")}::int[] is null or pc.category_id = any(${value("categoryIds")}::int[])
     group by pc.category_id`);

/** Products read per query when the index loads: parsing a chunk holds the event loop a few tens of ms. */
const CHUNK = 5_000;
/**
 * Chunks read at once while the index loads: at 100,000 products the whole load took 8.8 s one at a time, 7.4–7.5 s
 * two at a time, 7.8–8.2 s three at a time (two cores).
 */
const READS_AT_ONCE = 2;
/** Above any product id (a serial): the end of the last chunk. */
const LAST_ID = 2_147_483_647;

const chunkBounds = preparedStatement<{ id: number }>("index-chunk-bounds", (value) => sql`
    select id from (select id, row_number() over (order by id) as n from products where is_published) numbered
     where n % ${value("chunk")}::int = 0 order by id`);

/**
 * The published products with an id after `after` up to `upTo`, each with its colours, sizes and search text, in
 * id order. Read product by product through the indexes (variations by product, SKUs by variation), so a chunk
 * costs its own rows only. A colour's price is that of its cheapest size (colourPrice in the domain), else the
 * product's. A product's sizes come once per colour holding them: `buildProductIndex` counts each once.
 */
const productColumns = sql`
    select p.id, p.sale_price as "salePrice", extract(epoch from p.created_at)::float8 as "createdAt",
           p.gender, p.article_type as "articleType", p.age_group as "ageGroup", p.division, p.activity,
           p.attributes, c.colours, c."colourPrices", c.sizes, c."allSizes", p.search_text as "searchText"
      from products p
      left join lateral (
        select array_agg(v.search_color order by v.position, v.id) as colours,
               array_agg(coalesce(k.price, p.promo_price, p.price) order by v.position, v.id) as "colourPrices",
               string_agg(k.sizes, ${SIZE_SEPARATOR}) as sizes, string_agg(k.all_sizes, ${SIZE_SEPARATOR}) as "allSizes"
          from variations v
          left join lateral (
            select min(coalesce(s.promo_price, s.price)) as price,
                   string_agg(s.size, ${SIZE_SEPARATOR}) filter (where s.stock > 0 and s.is_active) as sizes,
                   string_agg(s.size, ${SIZE_SEPARATOR}) as all_sizes
              from skus s where s.variation_id = v.id) k on true
         where v.product_id = p.id) c on true`;

const indexedProducts = preparedStatement<IndexedProduct>("index-products", (value) => sql`
    ${productColumns}
     where p.is_published and p.id > ${value("after")} and p.id <= ${value("upTo")}
     order by p.id`);

/** The products of `ids` that are published, as `loadProductIndex` reads them, in id order. */
export const indexedProductsById = preparedStatement<IndexedProduct>("index-products-by-id", (value) => sql`
    ${productColumns}
     where p.is_published and p.id = any(${value("ids")}::int[])
     order by p.id`);
