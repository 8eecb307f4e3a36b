import { isoToAlgiersLocal } from "@shop/domain/catalogue";
import { BULK_PRICE_MESSAGES as B, BULK_PRICE_REFUSALS } from "@shop/domain/contract/admin-bulk-prices";
import type { ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { formatMoney } from "@shop/domain/money";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { addColour, categoryId, createProduct, gridOf, productForm, put, uniqueWord } from "./support/catalogue.js";
import { errorOf, Shopper } from "./support/shopper.js";
import { signedInStaff, type StaffClient } from "./support/staff.js";

/**
 * Prices changed in bulk: a selection (a category, a search, a list of products), an operation (one price, a
 * percentage rounded to 10 DA, a promo with its window, promos taken off), a preview that writes nothing, and an
 * apply that writes it all in one transaction — price log, revisions and history — or nothing when a price moved
 * since the preview. Sizes the change cannot take are shown refused and left as they are.
 */
const { app, db } = await createTestApp({ CATALOG_CACHE_SECONDS: 0, CATALOG_ANSWERS_SECONDS: 0 });
const manager = await signedInStaff(app, db, "catalogue", "Nadia Saidi");
const shopper = new Shopper(app);

const PREVIEW = "/api/admin/catalogue/bulk-prices/preview";
const APPLY = "/api/admin/catalogue/bulk-prices/apply";
const DAY = 86_400_000;

type Sku = { id: number; productId: number; price: number; planned: number | null; inForce: number | null };

const skusOf = async (productIds: number[]) =>
  (await db.execute<Sku>(sql`
    select s.id, v.product_id as "productId", s.price, s.planned_promo_price as planned, s.promo_price as "inForce"
      from skus s join variations v on v.id = s.variation_id
     where v.product_id = any(${sql.param(productIds)}::int[]) order by s.id`)).rows;
const bulkLog = async (productIds: number[]) =>
  (await db.execute<{ skuId: number; priceBefore: number; priceAfter: number; actorName: string }>(sql`
    select sku_id as "skuId", price_before as "priceBefore", price_after as "priceAfter", actor_name as "actorName"
      from price_changes where source = 'bulk' and product_id = any(${sql.param(productIds)}::int[]) order by sku_id`)).rows;
const revisionOf = async (productId: number) =>
  (await db.execute<{ revision: number }>(sql`select revision from products where id = ${productId}`)).rows[0]!.revision;

/** A new category holding two products (sizes S and M at 4,990 DA, and at 8,900 DA); a third product outside it. */
async function categoryWithTwoProducts() {
  const saved = await manager.post("/api/admin/categories", { titleFr: `Lot ${uniqueWord()}`, parentId: null });
  expect(saved.status).toBe(201);
  const category = saved.body.id as number;
  const inCategory = { categoryIds: [category], primaryCategoryId: category };
  const one = await createProduct(manager, await productForm(db, inCategory));
  const two = await createProduct(manager, await productForm(db, inCategory));
  const outside = await createProduct(manager, await productForm(db));
  const products = [
    await addColour(manager, one, { nameFr: "Noir", sizes: ["S", "M"], price: 4_990 }),
    await addColour(manager, two, { nameFr: "Blanc", sizes: ["S", "M"], price: 8_900 }),
  ];
  await addColour(manager, outside, { nameFr: "Rouge", sizes: ["S", "M"], price: 4_990 });
  return { category, products, outside: outside.id };
}

const preview = (client: StaffClient, body: unknown) => client.post(PREVIEW, body);

/** Previews then applies with the preview's token. */
async function previewAndApply(body: { selection: unknown; operation: unknown }) {
  const previewed = await preview(manager, body);
  expect(previewed.status).toBe(200);
  return { previewed, applied: await manager.post(APPLY, { ...body, token: previewed.body.token }) };
}

describe("the preview", () => {
  it("shows each size before → after, rounded to 10 DA, with counts, and changes nothing", async () => {
    const { category, products } = await categoryWithTwoProducts();
    const ids = products.map((product) => product.id);
    const before = await skusOf(ids);
    const revisions = await Promise.all(ids.map(revisionOf));

    const reply = await preview(manager, { selection: { categoryId: category }, operation: { kind: "percent", percent: 10 } });
    expect(reply.status).toBe(200);
    expect(reply.body.counts).toEqual({ skus: 4, changed: 4, unchanged: 0, refused: 0, products: 2 });
    expect(reply.body.rows.map((row: { size: string; before: { price: number }; after: { price: number } }) => [row.size, row.before.price, row.after.price])).toEqual([
      ["S", 4_990, 5_490],
      ["M", 4_990, 5_490],
      ["S", 8_900, 9_790],
      ["M", 8_900, 9_790],
    ]);
    expect(reply.body.token).toMatch(/^[0-9a-f]{64}$/);

    expect(await skusOf(ids)).toEqual(before);
    expect(await Promise.all(ids.map(revisionOf))).toEqual(revisions);
    expect(await bulkLog(ids)).toEqual([]);
  });

  it("selects by search and by a list as the products list does, one way at a time", async () => {
    const word = uniqueWord();
    const product = await createProduct(manager, await productForm(db, { titleFr: `Short ${word}` }));
    await addColour(manager, product, { nameFr: "Noir", sizes: ["M", "L", "XL"], price: 3_000 });
    const searched = await preview(manager, { selection: { q: word }, operation: { kind: "set-price", price: 3_500 } });
    expect(searched.body.counts).toMatchObject({ skus: 3, changed: 3, products: 1 });
    const listed = await preview(manager, { selection: { productIds: [product.id] }, operation: { kind: "set-price", price: 3_000 } });
    expect(listed.body.counts).toMatchObject({ skus: 3, changed: 0, unchanged: 3 });

    const both = await preview(manager, { selection: { q: word, productIds: [product.id] }, operation: { kind: "clear-promo" } });
    expect(both.status).toBe(400);
    expect(errorOf(both).message).toBe(B.selectionOne);
    const percent = await preview(manager, { selection: { q: word }, operation: { kind: "percent", percent: -95 } });
    expect(percent.status).toBe(400);
    expect(errorOf(percent).fields?.["operation.percent"]).toBe(B.percentInvalid);
  });

  it("refuses more than 5,000 sizes in one operation, saying how many were selected", async () => {
    const sports = await categoryId(db, "sports");
    // The demo's Sports holds 2,327 sizes: 3,000 more on one of its colours takes it over the limit.
    await db.execute(sql`
      insert into skus (variation_id, size, ean, price, position)
      select (select v.id from variations v join product_categories pc on pc.product_id = v.product_id
               where pc.category_id = ${sports} order by v.id limit 1),
             'Lot ' || g, '29' || lpad(g::text, 11, '0'), 1000, 100 + g
        from generate_series(1, 3000) g`);
    const [count] = (await db.execute<{ n: number }>(sql`
      select count(*)::int as n from product_categories pc join variations v on v.product_id = pc.product_id
        join skus s on s.variation_id = v.id where pc.category_id = ${sports}`)).rows;
    const reply = await preview(manager, { selection: { categoryId: sports }, operation: { kind: "percent", percent: 5 } });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).message).toContain(`Cette sélection compte ${count!.n.toLocaleString("fr-FR")} articles`);
    expect(errorOf(reply).message).toContain("5\u202f000 au plus par opération");
  });
});

describe("the apply", () => {
  it("raises a category by 10 %: exactly its sizes, in the price log, revisions and history, the products' prices", async () => {
    const { category, products, outside } = await categoryWithTwoProducts();
    const ids = products.map((product) => product.id);
    const outsideBefore = await skusOf([outside]);
    const { applied } = await previewAndApply({ selection: { categoryId: category }, operation: { kind: "percent", percent: 10 } });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ changed: 4, products: 2, refused: 0 });

    const after = await skusOf(ids);
    expect(after.map((sku) => sku.price)).toEqual([5_490, 5_490, 9_790, 9_790]);
    expect(await skusOf([outside])).toEqual(outsideBefore);
    expect(await bulkLog(ids)).toEqual(
      after.map((sku) => ({
        skuId: sku.id,
        priceBefore: sku.price === 5_490 ? 4_990 : 8_900,
        priceAfter: sku.price,
        actorName: "Nadia Saidi",
      })),
    );
    expect(await revisionOf(products[0]!.id)).toBe(products[0]!.revision + 1);
    const history = (await manager.get(`/api/admin/products/${products[0]!.id}/history`)).body.events;
    const colorNo = products[0]!.colours[0]!.colorNo;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: `size.${colorNo}.S.price`, before: formatMoney(4_990), after: formatMoney(5_490), actor: "Nadia Saidi" }),
      ]),
    );
    const list = await manager.get(`/api/admin/products?category=${category}`);
    expect(list.body.products.map((product: { price: number }) => product.price).sort()).toEqual([5_490, 9_790]);
    const log = await manager.get("/api/admin/price-changes?pageSize=10");
    expect(log.body.changes[0]).toMatchObject({ source: "bulk", actor: "Nadia Saidi" });
  });

  it("puts a promo with an end date in force, and the storefront's product page shows it", async () => {
    const { category, products } = await categoryWithTwoProducts();
    const product = products[1]!;
    const stocked = (await put(manager, `/api/admin/colours/${product.colours[0]!.id}`, gridOf(product, 0, () => ({ stock: 3 })))).body as ProductEditor;
    const published = await manager.post(`/api/admin/products/${product.id}/status`, { status: "published", revision: stocked.revision });
    expect(published.status).toBe(200);
    const end = isoToAlgiersLocal(new Date(Date.now() + 2 * DAY).toISOString());

    const { previewed, applied } = await previewAndApply({
      selection: { categoryId: category },
      operation: { kind: "promo", promoPercent: 20, end },
    });
    expect(previewed.body.rows[2].after).toMatchObject({ price: 8_900, promoPrice: 7_120, promoStart: null, promoInForce: true });
    expect(applied.status).toBe(200);
    expect((await skusOf([product.id])).map((sku) => [sku.planned, sku.inForce])).toEqual([
      [7_120, 7_120],
      [7_120, 7_120],
    ]);
    const page = await shopper.get(`/api/products/find/id/${product.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ price: 8_900, promoPrice: 7_120 });

    // Taken off again: the storefront charges the price.
    const cleared = await previewAndApply({ selection: { productIds: [product.id] }, operation: { kind: "clear-promo" } });
    expect(cleared.applied.body).toEqual({ changed: 2, products: 1, refused: 0 });
    expect((await shopper.get(`/api/products/find/id/${product.id}`)).body).toMatchObject({ price: 8_900, promoPrice: null });
  });

  it("a promo starting later is planned, not in force", async () => {
    const { products } = await categoryWithTwoProducts();
    const start = isoToAlgiersLocal(new Date(Date.now() + DAY).toISOString());
    const { applied } = await previewAndApply({
      selection: { productIds: [products[0]!.id] },
      operation: { kind: "promo", promoPrice: 3_990, start },
    });
    expect(applied.status).toBe(200);
    expect((await skusOf([products[0]!.id])).map((sku) => [sku.planned, sku.inForce])).toEqual([
      [3_990, null],
      [3_990, null],
    ]);
  });

  it("refuses a stale preview (a price moved, another operation) with 409 and changes nothing", async () => {
    const { category, products } = await categoryWithTwoProducts();
    const ids = products.map((product) => product.id);
    const body = { selection: { categoryId: category }, operation: { kind: "percent", percent: 10 } };
    const previewed = await preview(manager, body);

    const other = await manager.post(APPLY, { ...body, operation: { kind: "percent", percent: 50 }, token: previewed.body.token });
    expect(other.status).toBe(409);
    expect(errorOf(other)).toMatchObject({ code: "STALE_PREVIEW", message: B.stalePreview });

    const edited = await put(manager, `/api/admin/colours/${products[0]!.colours[0]!.id}`, gridOf(products[0]!, 0, (sku, index) => ({ price: index === 0 ? 5_200 : sku.price })));
    expect(edited.status).toBe(200);
    const before = await skusOf(ids);
    const revisions = await Promise.all(ids.map(revisionOf));
    const stale = await manager.post(APPLY, { ...body, token: previewed.body.token });
    expect(stale.status).toBe(409);
    expect(errorOf(stale)).toMatchObject({ code: "STALE_PREVIEW", message: B.stalePreview });
    expect(await skusOf(ids)).toEqual(before);
    expect(await Promise.all(ids.map(revisionOf))).toEqual(revisions);
    expect(await bulkLog(ids)).toEqual([]);

    // Previewed again, it applies: the edited size from its new price.
    const { applied } = await previewAndApply(body);
    expect(applied.status).toBe(200);
    expect((await skusOf(ids)).map((sku) => sku.price)).toEqual([5_720, 5_490, 9_790, 9_790]);
  });

  it("leaves the sizes it refuses as they are, shown with their reason, and applies the others", async () => {
    const { category, products } = await categoryWithTwoProducts();
    const ids = products.map((product) => product.id);
    // S at 4,990 DA has a promo at 4,500 DA: lowered by 10 % (4,490 DA) its promo would no longer be below it.
    const promoted = await put(manager, `/api/admin/colours/${products[0]!.colours[0]!.id}`, gridOf(products[0]!, 0, (sku, index) => ({ promoPrice: index === 0 ? 4_500 : null })));
    expect(promoted.status).toBe(200);
    const body = { selection: { categoryId: category }, operation: { kind: "percent", percent: -10 } };
    const { previewed, applied } = await previewAndApply(body);
    expect(previewed.body.counts).toEqual({ skus: 4, changed: 3, unchanged: 0, refused: 1, products: 2 });
    expect(previewed.body.rows[0]).toMatchObject({ size: "S", after: null, changed: false, refusal: BULK_PRICE_REFUSALS.promoNotLower });
    expect(applied.body).toEqual({ changed: 3, products: 2, refused: 1 });
    expect((await skusOf(ids)).map((sku) => [sku.price, sku.planned])).toEqual([
      [4_990, 4_500],
      [4_490, null],
      [8_010, null],
      [8_010, null],
    ]);
    expect((await bulkLog(ids)).length).toBe(3);

    // Nothing left to change: the apply says so.
    const again = await previewAndApply({ selection: { productIds: [products[1]!.id] }, operation: { kind: "set-price", price: 8_010 } });
    expect(again.previewed.body.counts).toMatchObject({ changed: 0 });
    expect(again.applied.status).toBe(400);
    expect(errorOf(again.applied).message).toBe(B.nothingToChange);
  });

  it("is the catalogue's: an operator gets 403 on the preview and the apply", async () => {
    const operator = await signedInStaff(app, db, "operator");
    const body = { selection: { q: "veste" }, operation: { kind: "percent", percent: 10 } };
    for (const reply of [await operator.post(PREVIEW, body), await operator.post(APPLY, { ...body, token: "0".repeat(64) })]) {
      expect(reply.status).toBe(403);
      expect(errorOf(reply).message).toBe("Réservé au catalogue : demandez l’accès au gérant de la boutique");
    }
  });
});
