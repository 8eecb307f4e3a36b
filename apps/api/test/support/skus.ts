import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.js";

export type Sku = {
  skuId: number;
  colorNo: string;
  size: string;
  stock: number;
  price: number;
  promoPrice: number | null;
  title: string;
};

const taken = new Set<number>();
const takenColors = new Set<string>();

/**
 * A real SKU of the seeded catalogue that no other test of this file has taken, never an offer's gift:
 * `promo` true/false picks a line with/without a promotional price, `maxPrice` keeps a cart under the offers,
 * `newColor` a product colour no other taken SKU has (for the wishlist, which holds colours).
 */
export async function takeSku(
  db: Db,
  options: {
    minStock?: number;
    promo?: boolean;
    maxPrice?: number;
    minPrice?: number;
    newColor?: boolean;
  } = {},
): Promise<Sku> {
  const { minStock = 1, promo, maxPrice = 1_000_000, minPrice = 0 } = options;
  const result = await db.execute<Sku>(sql`
    select s.id as "skuId", v.color_no as "colorNo", s.size, s.stock, s.price, s.promo_price as "promoPrice",
           p.title_fr as title
      from skus s join variations v on v.id = s.variation_id join products p on p.id = v.product_id
     where s.stock >= ${minStock} and s.price between ${minPrice} and ${maxPrice}
       and s.id not in (select gift_sku_id from offers)
       ${promo === undefined ? sql`` : promo ? sql`and s.promo_price is not null` : sql`and s.promo_price is null`}
     order by s.id`);
  const sku = result.rows.find(
    (row) => !taken.has(row.skuId) && !(options.newColor && takenColors.has(row.colorNo)),
  );
  if (!sku) throw new Error(`no SKU left for ${JSON.stringify(options)}`);
  taken.add(sku.skuId);
  takenColors.add(sku.colorNo);
  return sku;
}

export async function setStock(db: Db, skuId: number, stock: number): Promise<void> {
  await db.execute(sql`update skus set stock = ${stock} where id = ${skuId}`);
}

export async function stockOf(db: Db, skuId: number): Promise<number> {
  const result = await db.execute<{ stock: number }>(sql`select stock from skus where id = ${skuId}`);
  return result.rows[0]!.stock;
}

/** Rows of the tables a refused request must leave alone. */
export async function tableCounts(db: Db) {
  const result = await db.execute<Record<string, number>>(sql`
    select (select count(*) from users)::int as users, (select count(*) from orders)::int as orders,
           (select count(*) from order_lines)::int as "orderLines", (select count(*) from carts)::int as carts,
           (select count(*) from cart_items)::int as "cartItems", (select count(*) from addresses)::int as addresses,
           (select count(*) from wishlist_items)::int as "wishlistItems", (select count(*) from sessions)::int as sessions,
           (select sum(stock) from skus)::int as stock`);
  return result.rows[0]!;
}
