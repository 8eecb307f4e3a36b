import { isoToAlgiersLocal } from "@shop/domain/catalogue";
import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import type { ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyPromoSchedule } from "../src/modules/catalogue-admin/promo-schedule.js";
import { createTestApp } from "./database.js";
import { addColour, createProduct, gridOf, productForm, put, remove, uniqueColorNo, uniqueEan, uniqueWord } from "./support/catalogue.js";
import { errorOf, Shopper } from "./support/shopper.js";
import { placeOrder, signedInStaff } from "./support/staff.js";

/**
 * Colours × sizes in the catalogue editor: the generator, the grid (EANs, references, prices, promos with their
 * Algiers-time window, stock through the stock's history, active sizes), the promo schedule, publishing and what
 * shoppers then see, « Ensemble » links and a colour's removal.
 */
const { app, db } = await createTestApp({ CATALOG_CACHE_SECONDS: 0, CATALOG_ANSWERS_SECONDS: 0, ORDER_MAX_PER_IP_PER_HOUR: 1_000 });
const manager = await signedInStaff(app, db, "catalogue", "Nadia Saidi");
const shopper = new Shopper(app);

const HOUR = 3_600_000;
const local = (at: number) => isoToAlgiersLocal(new Date(at).toISOString());
const pricesOf = async (productId: number) =>
  (await db.execute<{ price: number; promoPrice: number | null; salePrice: number }>(sql`
    select price, promo_price as "promoPrice", sale_price as "salePrice" from products where id = ${productId}`)).rows[0]!;
const promoOf = async (skuId: number) =>
  (await db.execute<{ promoPrice: number | null }>(sql`select promo_price as "promoPrice" from skus where id = ${skuId}`)).rows[0]!.promoPrice;
const saveGrid = (product: ProductEditor, colourIndex: number, edit: Parameters<typeof gridOf>[2]) =>
  put(manager, `/api/admin/colours/${product.colours[colourIndex]!.id}`, gridOf(product, colourIndex, edit));

/** A draft with two colours of sizes S, M, L and XL at 8,900 DA, made through the API. */
async function productWithTwoColours(): Promise<ProductEditor> {
  const word = uniqueWord();
  const product = await createProduct(manager, await productForm(db, { titleFr: `Veste ${word} Sprint`, titleAr: `سترة ${word}ز` }));
  const one = await addColour(manager, product, { nameFr: "Noir", nameAr: "أسود", sizes: ["S", "M", "L", "XL"], price: 8900 });
  return addColour(manager, one, { nameFr: "Blanc", nameAr: "أبيض", hex: "#ffffff", sizes: ["S", "M", "L", "XL"], price: 8900 });
}

describe("the colours generator", () => {
  it("makes one size per size given, in order, with internal EANs, the price and no stock; the product's prices follow", async () => {
    const product = await productWithTwoColours();
    expect(product.revision).toBe(3);
    expect(product.colours.map((colour) => colour.nameFr)).toEqual(["Noir", "Blanc"]);
    for (const colour of product.colours) {
      expect(colour.skus.map((sku) => [sku.size, sku.price, sku.stock, sku.promoPrice, sku.active])).toEqual([
        ["S", 8900, 0, null, true],
        ["M", 8900, 0, null, true],
        ["L", 8900, 0, null, true],
        ["XL", 8900, 0, null, true],
      ]);
    }
    const eans = product.colours.flatMap((colour) => colour.skus.map((sku) => sku.ean));
    expect(new Set(eans).size).toBe(8);
    expect(eans.every((ean) => /^2\d{12}$/.test(ean))).toBe(true);
    expect(await pricesOf(product.id)).toEqual({ price: 8900, promoPrice: null, salePrice: 8900 });
    const [style] = (await db.execute<{ styles: number }>(sql`
      select count(distinct style)::int as styles from variations where product_id = ${product.id}`)).rows;
    expect(style!.styles).toBe(1);
  });

  it("refuses a colour number the shop already has (409 on colorNo) and a size twice (400)", async () => {
    const product = await productWithTwoColours();
    const taken = await manager.post(`/api/admin/products/${product.id}/colours`, {
      colorNo: product.colours[0]!.colorNo,
      nameFr: "Rouge",
      hex: "#ff0000",
      searchColor: "Rouge",
      sizes: ["M"],
      price: 100,
      revision: product.revision,
    });
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: "COLOR_NO_TAKEN", fields: { colorNo: M.colorNoTaken } });
    const twice = await manager.post(`/api/admin/products/${product.id}/colours`, {
      colorNo: uniqueColorNo(), nameFr: "Rouge", hex: "#ff0000", searchColor: "Rouge", sizes: ["M", "m"], price: 100, revision: product.revision,
    });
    expect(errorOf(twice).fields?.["sizes.1"]).toBe(M.sizeTwice);
    const letters = await manager.post(`/api/admin/products/${product.id}/colours`, {
      colorNo: "AB-12", nameFr: "Rouge", hex: "#ff0000", searchColor: "Rouge", sizes: ["M"], price: 100, revision: product.revision,
    });
    expect(errorOf(letters).fields?.colorNo).toBe(M.colorNoInvalid);
  });
});

describe("the grid of sizes", () => {
  it("refuses a wrong check digit, an EAN another product has (409 on its row), a promo not below the price", async () => {
    const product = await productWithTwoColours();
    const wrong = await saveGrid(product, 0, (_sku, index) => (index === 0 ? { ean: "4006381333932" } : {}));
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).fields?.["skus.0.ean"]).toBe(M.eanInvalid);

    const [other] = (await db.execute<{ ean: string }>(sql`select ean from skus order by id limit 1`)).rows;
    const taken = await saveGrid(product, 0, (_sku, index) => (index === 1 ? { ean: other!.ean } : {}));
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: "EAN_TAKEN", fields: { "skus.1.ean": M.eanTaken } });
    const sibling = await saveGrid(product, 0, (_sku, index) => (index === 1 ? { ean: product.colours[1]!.skus[0]!.ean } : {}));
    expect(errorOf(sibling).fields?.["skus.1.ean"]).toBe(M.eanTaken);

    const promo = await saveGrid(product, 0, (sku, index) => (index === 0 ? { promoPrice: sku.price } : {}));
    expect(errorOf(promo).fields?.["skus.0.promoPrice"]).toBe(M.promoNotLower);
    const control = await saveGrid(product, 0, (_sku, index) => (index === 0 ? { size: "X\u0007L" } : {}));
    expect(errorOf(control).fields?.["skus.0.size"]).toBe("Caractères non autorisés");
    const foreign = await saveGrid(product, 0, (_sku, index) => (index === 0 ? { id: product.colours[1]!.skus[0]!.id } : {}));
    expect(errorOf(foreign).fields?.["skus.0.id"]).toBe(M.sizeUnknown);

    const ref = uniqueWord("REF-").toUpperCase();
    const owned = await saveGrid(product, 1, (_sku, index) => (index === 2 ? { sku: ref } : {}));
    expect(owned.status).toBe(200);
    const elsewhere = await productWithTwoColours();
    const refTaken = await saveGrid(elsewhere, 0, (_sku, index) => (index === 3 ? { sku: ref.toUpperCase() } : {}));
    expect(refTaken.status).toBe(409);
    expect(errorOf(refTaken)).toMatchObject({ code: "SKU_TAKEN", fields: { "skus.3.sku": M.skuTaken } });
    expect((await manager.get(`/api/admin/products/${product.id}`)).body.revision).toBe(owned.body.revision);
  });

  it("saves EANs, references, prices, promos in Algiers time, stock through the stock's history and the price log", async () => {
    const product = await productWithTwoColours();
    const now = Date.now();
    const ean = uniqueEan();
    const ref = uniqueWord("VS-").toUpperCase();
    const saved = await saveGrid(product, 0, (sku) => {
      if (sku.size === "S") return { ean, sku: ref, price: 9500 };
      if (sku.size === "M") return { stock: 5 };
      if (sku.size === "L") return { promoPrice: 6900, promoEnd: local(now + 2 * HOUR) };
      return { promoPrice: 5900, promoStart: local(now + 24 * HOUR) };
    });
    expect(saved.status, saved.raw).toBe(200);
    const colour = (saved.body as ProductEditor).colours[0]!;
    expect(saved.body.revision).toBe(product.revision + 1);
    expect(colour.skus.map((sku) => [sku.size, sku.ean === ean, sku.sku, sku.price, sku.promoPrice, sku.promoInForce, sku.stock])).toEqual([
      ["S", true, ref, 9500, null, false, 0],
      ["M", false, null, 8900, null, false, 5],
      ["L", false, null, 8900, 6900, true, 0],
      ["XL", false, null, 8900, 5900, false, 0],
    ]);
    expect(colour.skus[2]!.promoEnd).toBe(local(now + 2 * HOUR));
    expect(colour.skus[3]!.promoStart).toBe(local(now + 24 * HOUR));
    expect(await pricesOf(product.id)).toEqual({ price: 8900, promoPrice: 6900, salePrice: 6900 });

    const moves = await db.execute<{ delta: number; stockAfter: number; reason: string; actorName: string }>(sql`
      select delta, stock_after as "stockAfter", reason, actor_name as "actorName" from stock_movements where sku_id = ${colour.skus[1]!.id}`);
    expect(moves.rows).toEqual([{ delta: 5, stockAfter: 5, reason: "catalogue", actorName: "Nadia Saidi" }]);
    const stockScreen = await manager.get(`/api/admin/stock/${colour.skus[1]!.id}/movements`);
    expect(stockScreen.body.movements[0]).toMatchObject({ delta: 5, reason: "catalogue" });

    const log = await manager.get("/api/admin/price-changes?pageSize=100");
    expect(log.status).toBe(200);
    const mine = (log.body.changes as { productId: number; label: string }[]).filter((change) => change.productId === product.id);
    expect(mine.slice(0, 3)).toEqual([
      expect.objectContaining({ label: `${product.titleFr} · Noir · XL`, priceBefore: 8900, priceAfter: 8900, promoBefore: null, promoAfter: 5900, source: "editor", actor: "Nadia Saidi" }),
      expect.objectContaining({ label: `${product.titleFr} · Noir · L`, promoAfter: 6900 }),
      expect.objectContaining({ label: `${product.titleFr} · Noir · S`, priceBefore: 8900, priceAfter: 9500 }),
    ]);
    expect(mine.filter((change) => change.label.endsWith("· M"))).toHaveLength(2);

    const history = (await manager.get(`/api/admin/products/${product.id}/history`)).body.events as { field: string; before: string | null; after: string | null }[];
    const colorNo = product.colours[0]!.colorNo;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: `size.${colorNo}.S.price`, before: "DA 8 900", after: "DA 9 500" }),
        expect.objectContaining({ field: `size.${colorNo}.M.stock`, before: "0", after: "5" }),
        expect.objectContaining({ field: `size.${colorNo}.L.promoPrice`, before: null, after: "DA 6 900" }),
        expect.objectContaining({ field: `size.${colorNo}.S.sku`, before: null, after: ref }),
      ]),
    );
  });

  it("adds sizes without an id (an internal EAN when left blank), removes those left out, trades names in one save", async () => {
    const product = await productWithTwoColours();
    const grid = gridOf(product, 1);
    const [s, m, l] = grid.skus;
    const body = {
      ...grid,
      skus: [
        { ...s!, size: "M" },
        { ...m!, size: "S" },
        l!,
        { size: "XXL", ean: "", sku: "", price: 9900, promoPrice: null, promoStart: null, promoEnd: null, stock: 3, active: true },
      ],
    };
    const saved = await put(manager, `/api/admin/colours/${product.colours[1]!.id}`, body);
    expect(saved.status, saved.raw).toBe(200);
    const skus = (saved.body as ProductEditor).colours[1]!.skus;
    expect(skus.map((sku) => [sku.id, sku.size, sku.stock])).toEqual([
      [s!.id, "M", 0],
      [m!.id, "S", 0],
      [l!.id, "L", 0],
      [expect.any(Number), "XXL", 3],
    ]);
    expect(skus[3]!.ean).toMatch(/^2\d{12}$/);
    const gone = await db.execute(sql`select 1 from skus where id = ${grid.skus[3]!.id}`);
    expect(gone.rows).toEqual([]);
    expect(await pricesOf(product.id)).toEqual({ price: 8900, promoPrice: null, salePrice: 8900 });
  });
});

describe("stock typed in the grid while orders come in", () => {
  it("moves stock by what was typed since the grid was loaded: units sold meanwhile stay sold", async () => {
    const product = await productWithTwoColours();
    const stocked = (await saveGrid(product, 0, () => ({ stock: 5 }))).body as ProductEditor;
    const published = (await manager.post(`/api/admin/products/${product.id}/status`, { status: "published", revision: stocked.revision })).body as ProductEditor;
    const noir = published.colours[0]!;
    await placeOrder(app, [{ colorNo: noir.colorNo, size: "M" }], 2);

    // The grid still shows 5 for M: a price change saved from it leaves the 3 units left alone.
    const priced = await saveGrid(published, 0, (sku) => (sku.size === "S" ? { price: 9900 } : {}));
    expect(priced.status, priced.raw).toBe(200);
    expect((priced.body as ProductEditor).colours[0]!.skus.map((sku) => sku.stock)).toEqual([5, 3, 5, 5]);
    // The same form cannot save twice (its revision moved on); the grid reloaded shows 3, and typing 6 adds 3 units.
    const added = await saveGrid(published, 0, (sku) => (sku.size === "M" ? { stock: 8 } : {}));
    expect(errorOf(added).code).toBe("STALE_REVISION");
    const again = await saveGrid(priced.body, 0, (sku) => (sku.size === "M" ? { stock: 6 } : {}));
    expect((again.body as ProductEditor).colours[0]!.skus[1]!.stock).toBe(6);
    const moves = await db.execute<{ delta: number; reason: string }>(sql`
      select delta, reason from stock_movements where sku_id = ${noir.skus[1]!.id} order by id`);
    expect(moves.rows.map((move) => [move.delta, move.reason])).toEqual([
      [5, "catalogue"],
      [3, "catalogue"],
    ]);
  });
});

describe("the promo schedule", () => {
  it("takes a promo off after its end, puts a planned one in force at its start, and is idempotent", async () => {
    const product = await productWithTwoColours();
    const now = Date.now();
    const saved = (await saveGrid(product, 0, (sku) => {
      if (sku.size === "L") return { promoPrice: 6900, promoEnd: local(now + 2 * HOUR) };
      if (sku.size === "XL") return { promoPrice: 5900, promoStart: local(now + 24 * HOUR) };
      return {};
    })).body as ProductEditor;
    const [, , l, xl] = saved.colours[0]!.skus;
    expect([await promoOf(l!.id), await promoOf(xl!.id)]).toEqual([6900, null]);

    expect(await applyPromoSchedule(db, new Date(now + 3 * HOUR))).toContain(product.id);
    expect([await promoOf(l!.id), await promoOf(xl!.id)]).toEqual([null, null]);
    expect(await pricesOf(product.id)).toEqual({ price: 8900, promoPrice: null, salePrice: 8900 });
    expect(await applyPromoSchedule(db, new Date(now + 3 * HOUR))).not.toContain(product.id);

    await applyPromoSchedule(db, new Date(now + 25 * HOUR));
    expect([await promoOf(l!.id), await promoOf(xl!.id)]).toEqual([null, 5900]);
    expect(await pricesOf(product.id)).toEqual({ price: 8900, promoPrice: 5900, salePrice: 5900 });

    const both = await Promise.all([applyPromoSchedule(db, new Date(now)), applyPromoSchedule(db, new Date(now))]);
    expect(both.filter((ids) => ids.includes(product.id))).toHaveLength(1);
    expect([await promoOf(l!.id), await promoOf(xl!.id)]).toEqual([6900, null]);
    expect(await pricesOf(product.id)).toEqual({ price: 8900, promoPrice: 6900, salePrice: 6900 });
  });
});

describe("publishing", () => {
  it("needs a colour with a size; then shoppers find the product by its French and Arabic titles; a draft stays hidden", async () => {
    const word = uniqueWord("mistral");
    const arabic = `${uniqueWord("ريح")}`;
    const bare = await createProduct(manager, await productForm(db, { titleFr: `Coupe-vent ${word}`, titleAr: `سترة ${arabic}` }));
    const refused = await manager.post(`/api/admin/products/${bare.id}/status`, { status: "published", revision: bare.revision });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: "PUBLISH_INCOMPLETE", message: M.publishIncomplete });
    expect((await shopper.get(`/api/products/find/id/${bare.id}`)).status).toBe(404);

    const sized = await addColour(manager, bare, { nameFr: "Noir", sizes: ["M", "L"], price: 5900 });
    const stocked = (await saveGrid(sized, 0, () => ({ stock: 4 }))).body as ProductEditor;
    const published = await manager.post(`/api/admin/products/${bare.id}/status`, { status: "published", revision: stocked.revision });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: "published", revision: stocked.revision + 1 });

    const page = await shopper.get(`/api/products/find/id/${bare.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id: bare.id, titleFr: `Coupe-vent ${word}`, titleAr: `سترة ${arabic}` });
    for (const query of [word, word.toUpperCase(), arabic]) {
      const found = await shopper.get(`/api/products/search?query=${encodeURIComponent(query)}`);
      expect(found.status).toBe(200);
      expect(found.body.paginatedProducts.items.map((item: { id: number }) => item.id), query).toContain(bare.id);
    }

    const history = (await manager.get(`/api/admin/products/${bare.id}/history`)).body.events;
    expect(history[0]).toMatchObject({ field: "status", before: "Brouillon", after: "Publié", actor: "Nadia Saidi" });

    const back = await manager.post(`/api/admin/products/${bare.id}/status`, { status: "draft", revision: published.body.revision });
    expect(back.status).toBe(200);
    expect((await shopper.get(`/api/products/find/id/${bare.id}`)).status).toBe(404);
    const hidden = await shopper.get(`/api/products/search?query=${encodeURIComponent(word)}`);
    expect(hidden.body.paginatedProducts.items.map((item: { id: number }) => item.id)).not.toContain(bare.id);
  });
});

describe("« Ensemble » links and removing a colour", () => {
  it("stores links both ways, refuses a colour linked to itself, and writes history", async () => {
    const jacket = await productWithTwoColours();
    const trousers = await productWithTwoColours();
    const colourId = jacket.colours[0]!.id;
    const other = trousers.colours[0]!.id;
    const self = await put(manager, `/api/admin/colours/${colourId}/links`, { colourIds: [colourId], revision: jacket.revision });
    expect(errorOf(self).fields?.colourIds).toBe(M.linkSelf);
    const unknown = await put(manager, `/api/admin/colours/${colourId}/links`, { colourIds: [2_000_000_000], revision: jacket.revision });
    expect(errorOf(unknown).fields?.colourIds).toBe(M.linkUnknown);

    const linked = await put(manager, `/api/admin/colours/${colourId}/links`, { colourIds: [other], revision: jacket.revision });
    expect(linked.status).toBe(200);
    expect((linked.body as ProductEditor).colours[0]!.links).toEqual([
      expect.objectContaining({ colourId: other, productId: trousers.id, title: trousers.titleFr, colorNo: trousers.colours[0]!.colorNo }),
    ]);
    const rows = await db.execute(sql`
      select variation_id, linked_variation_id from variation_links
       where variation_id in (${colourId}, ${other}) order by variation_id`);
    expect(rows.rows).toEqual([
      { variation_id: colourId, linked_variation_id: other },
      { variation_id: other, linked_variation_id: colourId },
    ]);
    const seen = await manager.get(`/api/admin/products/${trousers.id}`);
    expect(seen.body.colours[0].links[0]).toMatchObject({ colourId, productId: jacket.id });
    const cleared = await put(manager, `/api/admin/colours/${colourId}/links`, { colourIds: [], revision: linked.body.revision });
    expect(cleared.status).toBe(200);
    expect((await db.execute(sql`select 1 from variation_links where ${other} in (variation_id, linked_variation_id)`)).rows).toEqual([]);
  });

  it("removes a colour on its revision, but not the last of a published product, nor one whose size was ordered", async () => {
    const product = await productWithTwoColours();
    const stocked = (await saveGrid(product, 0, () => ({ stock: 5 }))).body as ProductEditor;
    const published = (await manager.post(`/api/admin/products/${product.id}/status`, { status: "published", revision: stocked.revision })).body as ProductEditor;
    const noir = published.colours[0]!;
    await placeOrder(app, [{ colorNo: noir.colorNo, size: "M" }]);

    const ordered = await remove(manager, `/api/admin/colours/${noir.id}`, { revision: published.revision });
    expect(ordered.status).toBe(409);
    expect(errorOf(ordered)).toMatchObject({ code: "COLOUR_IN_USE", message: M.colourInUse });
    const sizeLeftOut = await put(manager, `/api/admin/colours/${noir.id}`, {
      ...gridOf(published, 0),
      skus: gridOf(published, 0).skus.filter((sku) => sku.size !== "M"),
    });
    expect(sizeLeftOut.status).toBe(409);
    expect(errorOf(sizeLeftOut).message).toBe(
      "La taille « M » ne peut pas être supprimée : elle figure dans une commande, un panier ou une offre. Désactivez-la plutôt.",
    );

    const stale = await remove(manager, `/api/admin/colours/${published.colours[1]!.id}`, { revision: 1 });
    expect(errorOf(stale).code).toBe("STALE_REVISION");
    const removed = await remove(manager, `/api/admin/colours/${published.colours[1]!.id}`, { revision: published.revision });
    expect(removed.status).toBe(200);
    expect((removed.body as ProductEditor).colours.map((colour) => colour.id)).toEqual([noir.id]);
    expect((removed.body as ProductEditor).revision).toBe(published.revision + 1);

    const emptyCart = await productWithTwoColours();
    const draftColour = emptyCart.colours[1]!;
    expect((await remove(manager, `/api/admin/colours/${draftColour.id}`, { revision: emptyCart.revision })).status).toBe(200);
    const last = await manager.get(`/api/admin/products/${emptyCart.id}`);
    const lastPublished = (await manager.post(`/api/admin/products/${emptyCart.id}/status`, { status: "published", revision: last.body.revision })).body as ProductEditor;
    const refused = await remove(manager, `/api/admin/colours/${lastPublished.colours[0]!.id}`, { revision: lastPublished.revision });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: "LAST_COLOUR", message: M.lastColourPublished });
  });
});
