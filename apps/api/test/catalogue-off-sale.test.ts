import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadProductIndex } from "../src/modules/catalog/product-index-load.js";
import { readCatalogVersion, refreshProductIndex } from "../src/modules/catalog/product-index-refresh.js";
import { filterProducts } from "../src/modules/catalog/product-filter.js";
import { createTestApp } from "./database.js";
import { Shopper, errorOf } from "./support/shopper.js";
import { placeOrder, signedInStaff } from "./support/staff.js";

// The catalogue as a shop runs by default: its reads kept for CATALOG_CACHE_SECONDS (30 s).
const { app, db } = await createTestApp();

type Sku = {
  skuId: number;
  colorNo: string;
  size: string;
  productId: number;
  variationId: number;
  title: string;
  price: number;
};
const takenProducts = new Set<number>();
/** A size in stock of a published product no other test of this file has taken, never an offer's gift. */
async function takeSku(): Promise<Sku> {
  const result = await db.execute<Sku>(sql`
    select distinct on (v.product_id) s.id as "skuId", v.color_no as "colorNo", s.size, v.product_id as "productId",
           v.id as "variationId", p.title_fr as title, s.price
      from skus s join variations v on v.id = s.variation_id join products p on p.id = v.product_id
     where p.is_published and s.stock >= 5 and s.price <= 5000
       and not exists (select 1 from variations gv join skus g on g.variation_id = gv.id
                        where gv.product_id = p.id and g.id in (select gift_sku_id from offers))
     order by v.product_id, s.id`);
  const sku = result.rows.find((row) => !takenProducts.has(row.productId));
  if (!sku) throw new Error("no product left");
  takenProducts.add(sku.productId);
  return sku;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("cart lines no longer on sale", () => {
  it("are removed at the next cart read, which says so once, in French", async () => {
    const [archived, drafted, kept] = [
      await takeSku(),
      await takeSku(),
      await takeSku(),
    ];
    const shopper = new Shopper(app);
    for (const sku of [archived, drafted, kept]) await shopper.addToCart(sku);
    expect((await shopper.cart()).body.cartItems).toHaveLength(3);

    await db.execute(sql`update products set status = 'archived' where id = ${archived.productId}`);
    const read = await shopper.cart();
    expect(read.status).toBe(200);
    expect(read.body.cartItems.map((line: { colorNo: string }) => line.colorNo)).toEqual([drafted.colorNo, kept.colorNo]);
    expect(read.body.notice).toEqual({
      code: "CART_LINES_REMOVED",
      message: "Un article de votre panier n’est plus en vente : il a été retiré.",
    });
    const total = read.body.cartItems.reduce((sum: number, line: { itemTotalPrice: number }) => sum + line.itemTotalPrice, 0);
    expect(read.body.linesTotal).toBe(total);
    const again = await shopper.cart();
    expect(again.body.notice).toBeUndefined();
    expect(again.body.cartItems).toHaveLength(2);

    // Back to draft, and a size switched off, at once: two lines, one message.
    await db.execute(sql`update products set status = 'draft' where id = ${drafted.productId}`);
    await db.execute(sql`update skus set is_active = false where id = ${kept.skuId}`);
    const both = await shopper.cart();
    expect(both.body.cartItems).toEqual([]);
    expect(both.body.notice.message).toBe("2 articles de votre panier ne sont plus en vente : ils ont été retirés.");
  });

  it("are removed with the message in Arabic for a shopper reading Arabic", async () => {
    const sku = await takeSku();
    const shopper = new Shopper(app);
    await shopper.addToCart(sku);
    await db.execute(sql`update products set status = 'archived' where id = ${sku.productId}`);
    const read = await shopper.get("/api/cart", { headers: { "accept-language": "ar" } });
    expect(read.body.cartItems).toEqual([]);
    expect(read.body.notice).toEqual({ code: "CART_LINES_REMOVED", message: "منتج في سلتك لم يعد معروضًا للبيع: تمت إزالته." });
  });
});

describe("a size the merchant switched off", () => {
  it("is out of stock everywhere a shopper buys: stock read, cart add, order, index", async () => {
    // A product with a single size in stock: switched off, the product is out of stock in listings too.
    const [single] = (
      await db.execute<{ skuId: number; colorNo: string; size: string; productId: number; ean: string }>(sql`
        select s.id as "skuId", v.color_no as "colorNo", s.size, v.product_id as "productId", s.ean
          from skus s join variations v on v.id = s.variation_id join products p on p.id = v.product_id
         where p.is_published and s.stock > 2 and s.id not in (select gift_sku_id from offers)
           and (select count(*) from skus o join variations ov on ov.id = o.variation_id
                 where ov.product_id = v.product_id and o.stock > 0) = 1
         order by s.id limit 1`)
    ).rows;
    if (!single) throw new Error("the seed has no product with a single size in stock");
    const stockOf = async () => (await app.inject({ method: "GET", url: `/api/products/stock/${single.productId}` })).json().stock;
    expect((await stockOf())[single.ean]).toBeGreaterThan(0);
    const holder = new Shopper(app);
    await holder.addToCart(single);
    const before = await refreshProductIndex(db, undefined);
    const listed = (index: typeof before) => {
      const p = index.ids.indexOf(single.productId);
      const bySize = filterProducts(index, null, { facets: { printSizeFr: [single.size] }, sort: "newest" });
      return { inStock: index.inStock[p] === 1, listedBySize: bySize.ids.includes(single.productId) };
    };
    expect(listed(before)).toEqual({ inStock: true, listedBySize: true });

    await db.execute(sql`update skus set is_active = false where id = ${single.skuId}`);

    // The stock read (held while PostgreSQL notifies) shows 0 within 2 s.
    let stock = await stockOf();
    for (let waited = 0; stock[single.ean] !== 0 && waited < 2_000; waited += 100) {
      await sleep(100);
      stock = await stockOf();
    }
    expect(stock[single.ean]).toBe(0);

    // Nobody can add it, with the message of a size sold out.
    const late = new Shopper(app);
    const refused = await late.updateCart(single, 1, "add");
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: "OUT_OF_STOCK", message: "Cette taille est épuisée" });

    // An order of a cart that still holds it (not read since) is refused as for a size sold out.
    const order = await holder.checkout();
    expect(order.status).toBe(409);
    expect(errorOf(order).code).toBe("OUT_OF_STOCK");
    expect(errorOf(order).message).toContain("est épuisé");

    // The product index leaves it out of the size's filter and out of stock, updated or loaded whole.
    const updated = await refreshProductIndex(db, before);
    expect(updated.version).toBe(before.version);
    expect(listed(updated)).toEqual({ inStock: false, listedBySize: false });
    expect(listed(await loadProductIndex(db, await readCatalogVersion(db)))).toEqual({ inStock: false, listedBySize: false });

    // Switched on again, it is sold again.
    await db.execute(sql`update skus set is_active = true where id = ${single.skuId}`);
    expect(listed(await refreshProductIndex(db, updated))).toEqual({ inStock: true, listedBySize: true });
    expect((await late.updateCart(single, 1, "add")).status).toBe(200);
  });

  it("is never an offer's gift, and a wishlist shows its colour out of stock", async () => {
    const offers = async () =>
      (await app.inject({ method: "GET", url: "/api/offers" })).json().offers as { giftSkuId: number; giftInStock: boolean }[];
    const [offer] = await offers();
    if (!offer) throw new Error("the seed has no offer");
    await db.execute(sql`update skus set stock = 20 where id = ${offer.giftSkuId}`);
    expect((await offers()).find((o) => o.giftSkuId === offer.giftSkuId)?.giftInStock).toBe(true);
    await db.execute(sql`update skus set is_active = false where id = ${offer.giftSkuId}`);
    expect((await offers()).find((o) => o.giftSkuId === offer.giftSkuId)?.giftInStock).toBe(false);
    await db.execute(sql`update skus set is_active = true where id = ${offer.giftSkuId}`);

    const sku = await takeSku();
    const { variationId } = sku;
    const shopper = new Shopper(app);
    await shopper.updateWishlist(sku.colorNo, "add");
    const inStock = async () =>
      (await shopper.wishlist()).body.wishlistItems.find((item: { colorNo: string }) => item.colorNo === sku.colorNo)?.inStock;
    expect(await inStock()).toBe(true);
    await db.execute(sql`update skus set is_active = false where variation_id = ${variationId}`);
    expect(await inStock()).toBe(false);
  });
});

describe("an order placed before the catalogue changed", () => {
  it("keeps its titles, colours, picture and prices for the shopper and the back office", async () => {
    const sku = await takeSku();
    const { id, shopper } = await placeOrder(app, [sku]);
    const owner = await signedInStaff(app, db, "owner");
    const [shopperBefore, staffBefore] = [await shopper.get(`/api/guest-order/${id}`), await owner.get(`/api/admin/orders/${id}`)];
    expect(shopperBefore.status).toBe(200);
    expect(staffBefore.status).toBe(200);
    const line = shopperBefore.body.lines.find((l: { isGift: boolean }) => !l.isGift);
    expect(line).toMatchObject({ title: sku.title, unitPrice: sku.price });
    expect(line.titleAr).not.toBe("");

    const { productId, variationId } = sku;
    await db.execute(sql`update products set title_fr = 'Nouveau titre', title_ar = 'عنوان جديد' where id = ${productId}`);
    await db.execute(sql`update variations set color_name = 'Nouvelle couleur', color_name_ar = 'لون جديد',
                                                images = array['/media/nouvelle-photo.webp'] where id = ${variationId}`);
    await db.execute(sql`update skus set price = price + 5000, promo_price = null, planned_promo_price = null
                          where id = ${sku.skuId}`);
    await db.execute(sql`update products set status = 'archived' where id = ${productId}`);
    // The change is live in the catalogue (the product page now sends elsewhere)…
    const page = await app.inject({ method: "GET", url: `/api/products/find/id/${productId}` });
    expect(page.statusCode).toBe(404);

    // …and the order still shows what was sold, to the shopper (in both languages) and to the back office.
    const shopperAfter = await shopper.get(`/api/guest-order/${id}`);
    expect(shopperAfter.body.lines).toEqual(shopperBefore.body.lines);
    const arabic = await shopper.get(`/api/guest-order/${id}`, { headers: { "accept-language": "ar" } });
    expect(arabic.body.lines).toEqual(shopperBefore.body.lines);
    const staffAfter = await owner.get(`/api/admin/orders/${id}`);
    const without = (lines: Record<string, unknown>[]) => lines.map(({ stock: _stock, ...kept }) => kept);
    expect(without(staffAfter.body.lines)).toEqual(without(staffBefore.body.lines));
    expect(staffAfter.body.total).toBe(staffBefore.body.total);
  });
});
