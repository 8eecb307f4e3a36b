import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import type { ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { addColour, categoryId, createProduct, gridOf, productForm, put, uniqueEan, uniqueWord } from "./support/catalogue.js";
import { errorOf, Shopper } from "./support/shopper.js";
import { signedInStaff } from "./support/staff.js";

/**
 * The catalogue editor's products: creation as a draft, the form saved on its revision (a stale one refused, naming who
 * saved), the history, the list the back office searches, filters and sorts, a duplicate, the facets' values, and who
 * may do what.
 */
const { app, db } = await createTestApp({ CATALOG_CACHE_SECONDS: 0, CATALOG_ANSWERS_SECONDS: 0 });
const manager = await signedInStaff(app, db, "catalogue", "Nadia Saidi");
const owner = await signedInStaff(app, db, "owner", "Karim Haddad");

const listedUnder = async (productId: number) =>
  (await db.execute<{ slug: string; isPrimary: boolean }>(sql`
    select c.slug, pc.is_primary as "isPrimary" from product_categories pc join categories c on c.id = pc.category_id
     where pc.product_id = ${productId} order by c.slug`)).rows;

describe("creating a product", () => {
  it("makes a draft at revision 1 with a handle from the French title, its categories and their ancestors, and a search text", async () => {
    const form = await productForm(db, { titleFr: "Veste Zéphyrin <b>Sprint</b>" });
    const created = await manager.post("/api/admin/products", form);
    expect(created.status).toBe(201);
    const product = created.body as ProductEditor;
    expect(product).toMatchObject({ status: "draft", revision: 1, titleFr: "Veste Zéphyrin <b>Sprint</b>", updatedBy: "Nadia Saidi" });
    expect(product.handle).toMatch(/^veste-zephyrin-b-sprint-b(-\d+)?$/);
    expect(product.categoryIds.sort()).toEqual([...form.categoryIds].sort());
    expect(product.primaryCategoryId).toBe(form.primaryCategoryId);
    expect(await listedUnder(product.id)).toEqual([
      { slug: "homme", isPrimary: false },
      { slug: "homme-vetements", isPrimary: false },
      { slug: "homme-vetements-vestes", isPrimary: true },
      { slug: "sports", isPrimary: false },
      { slug: "sports-running", isPrimary: false },
      { slug: "sports-running-vetements", isPrimary: false },
    ]);
    const [row] = (await db.execute<{ price: number; promoPrice: number | null; salePrice: number; searchText: string; isPublished: boolean }>(sql`
      select price, promo_price as "promoPrice", sale_price as "salePrice", search_text as "searchText", is_published as "isPublished"
        from products where id = ${product.id}`)).rows;
    expect(row).toMatchObject({ price: 0, promoPrice: null, salePrice: 0, isPublished: false });
    expect(row!.searchText.split(" ")).toEqual(expect.arrayContaining(["zephyrin", "sprint", "vestes", "جاكيتات", "running", "homme"]));
    const arabicWord = form.titleAr!.split(" ")[1]!;
    expect(row!.searchText).toContain(arabicWord);

    const again = await createProduct(manager, { ...form, titleFr: "Veste Zéphyrin <b>Sprint</b>" });
    expect(again.handle).not.toBe(product.handle);
    expect(again.handle).toMatch(/^veste-zephyrin-b-sprint-b-\d+$/);
  });

  it("refuses a handle another product has (409 on handle), an unknown category and control characters (400 on the field)", async () => {
    const first = await createProduct(manager, await productForm(db));
    const taken = await manager.post("/api/admin/products", await productForm(db, { handle: first.handle }));
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: "HANDLE_TAKEN", fields: { handle: M.handleTaken } });

    const unknown = await manager.post("/api/admin/products", await productForm(db, { categoryIds: [2_000_000], primaryCategoryId: 2_000_000 }));
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).fields?.categoryIds).toBe(M.categoryUnknown);

    const control = await manager.post("/api/admin/products", await productForm(db, { titleFr: "Veste\u0000" }));
    expect(control.status).toBe(400);
    expect(errorOf(control).fields?.titleFr).toBe("Caractères non autorisés");
    const badHandle = await manager.post("/api/admin/products", await productForm(db, { handle: "Pas Un Identifiant" }));
    expect(errorOf(badHandle).fields?.handle).toBe(M.handleInvalid);
    const noPrimary = await manager.post("/api/admin/products", await productForm(db, { primaryCategoryId: 1 }));
    expect(errorOf(noPrimary).fields?.primaryCategoryId).toBe(M.primaryNotChosen);
    const huge = await manager.post("/api/admin/products", await productForm(db, { categoryIds: [99_999_999_999], primaryCategoryId: 99_999_999_999 }));
    expect(huge.status).toBe(400);
    expect((await manager.get("/api/admin/products/99999999999")).status).toBe(400);
  });
});

describe("bad input", () => {
  it("answers every malformed write with a 400 naming the field (never a 500), and stores markup as typed", async () => {
    const product = await createProduct(manager, await productForm(db, { titleFr: `<img src=x onerror=alert(1)> ${uniqueWord()}` }));
    expect((await manager.get(`/api/admin/products/${product.id}`)).body.titleFr).toMatch(/^<img src=x onerror=alert\(1\)> /);
    const loaded = await addColour(manager, product, { nameFr: "Noir", sizes: ["M"], price: 1000 });
    const colourId = loaded.colours[0]!.id;
    const form = await productForm(db);
    const tooManyAttributes = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`cle${i}`, "x"]));
    const cases: [string, string, unknown, string][] = [
      ["POST", "/api/admin/products", null, "_"],
      ["POST", "/api/admin/products", [], "_"],
      ["POST", "/api/admin/products", { ...form, titleFr: "" }, "titleFr"],
      ["POST", "/api/admin/products", { ...form, titleFr: "x".repeat(201) }, "titleFr"],
      ["POST", "/api/admin/products", { ...form, categoryIds: ["un"] }, "categoryIds.0"],
      ["POST", "/api/admin/products", { ...form, categoryIds: [] }, "categoryIds"],
      ["POST", "/api/admin/products", { ...form, facets: { ...form.facets, gender: "" } }, "facets.gender"],
      ["POST", "/api/admin/products", { ...form, facets: { ...form.facets, attributes: tooManyAttributes } }, "facets.attributes"],
      ["POST", "/api/admin/products", { ...form, facets: { ...form.facets, attributes: { "<b>": "x" } } }, "facets.attributes.<b>"],
      ["PUT", `/api/admin/products/${product.id}`, { ...form, revision: "deux" }, "revision"],
      ["PUT", `/api/admin/products/${product.id}`, form, "revision"],
      ["POST", `/api/admin/products/${product.id}/status`, { status: "supprimé", revision: 1 }, "status"],
      ["POST", `/api/admin/products/${product.id}/colours`, { colorNo: "1".repeat(21), nameFr: "N", hex: "#000000", searchColor: "Noir", sizes: ["M"], price: 1, revision: 1 }, "colorNo"],
      ["POST", `/api/admin/products/${product.id}/colours`, { colorNo: "12", nameFr: "N", hex: "noir", searchColor: "Noir", sizes: ["M"], price: 1, revision: 1 }, "hex"],
      ["POST", `/api/admin/products/${product.id}/colours`, { colorNo: "12", nameFr: "N", hex: "#000000", searchColor: "Noir", sizes: [], price: 1, revision: 1 }, "sizes"],
      ["POST", `/api/admin/products/${product.id}/colours`, { colorNo: "12", nameFr: "N", hex: "#000000", searchColor: "Noir", sizes: ["M"], price: 0.5, revision: 1 }, "price"],
      ["PUT", `/api/admin/colours/${colourId}`, gridOf(loaded, 0, () => ({ price: 10_000_001 })), "skus.0.price"],
      ["PUT", `/api/admin/colours/${colourId}`, gridOf(loaded, 0, () => ({ stock: -1 })), "skus.0.stock"],
      ["PUT", `/api/admin/colours/${colourId}`, gridOf(loaded, 0, () => ({ id: 99_999_999_999 })), "skus.0.id"],
      ["PUT", `/api/admin/colours/${colourId}`, gridOf(loaded, 0, () => ({ promoPrice: 500, promoStart: "2026-02-31T10:00" })), "skus.0.promoStart"],
      ["PUT", `/api/admin/colours/${colourId}`, gridOf(loaded, 0, () => ({ promoPrice: 500, promoStart: "2026-12-02T10:00", promoEnd: "2026-12-01T10:00" })), "skus.0.promoEnd"],
      ["PUT", `/api/admin/colours/${colourId}`, gridOf(loaded, 0, () => ({ promoStart: "2026-12-02T10:00" })), "skus.0.promoPrice"],
      ["PUT", `/api/admin/colours/${colourId}`, gridOf(loaded, 0, () => ({ sku: "réf à espaces" })), "skus.0.sku"],
      ["PUT", `/api/admin/colours/${colourId}/links`, { colourIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], revision: 1 }, "colourIds"],
      ["DELETE", `/api/admin/colours/${colourId}`, {}, "revision"],
      ["GET", "/api/admin/products?page=0", undefined, "page"],
      ["GET", "/api/admin/products?stock=some", undefined, "stock"],
      ["PUT", "/api/admin/colours/abc/links", { colourIds: [], revision: 1 }, "colourId"],
    ];
    for (const [method, url, body, field] of cases) {
      const reply = await manager.request(method as "POST", url, body);
      expect(reply.status, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}: ${reply.raw.slice(0, 200)}`).toBe(400);
      expect(errorOf(reply).fields?.[field], `${method} ${url}: ${reply.raw.slice(0, 300)}`).toBeDefined();
    }
    expect((await manager.get(`/api/admin/products/${product.id}`)).body.revision).toBe(loaded.revision);
  });
});

describe("saving a product", () => {
  it("saves on its revision, moves it on, writes a line of history per field changed", async () => {
    const product = await createProduct(manager, await productForm(db));
    const shorts = await categoryId(db, "homme-vetements-shorts");
    const saved = await put(manager, `/api/admin/products/${product.id}`, {
      ...(await productForm(db)),
      titleFr: "Short Mistral",
      titleAr: product.titleAr,
      handle: "short-mistral-" + uniqueWord("h"),
      categoryIds: [shorts],
      primaryCategoryId: shorts,
      facets: { ...product.facets, articleType: "Shorts", attributes: { longueur: "Court" } },
      revision: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ revision: 2, titleFr: "Short Mistral", categoryIds: [shorts], primaryCategoryId: shorts });
    expect(await listedUnder(product.id)).toEqual([
      { slug: "homme", isPrimary: false },
      { slug: "homme-vetements", isPrimary: false },
      { slug: "homme-vetements-shorts", isPrimary: true },
    ]);
    const history = await owner.get(`/api/admin/products/${product.id}/history`);
    expect(history.status).toBe(200);
    const events = history.body.events as { field: string; before: string | null; after: string | null; revision: number; actor: string }[];
    expect(events[0]!.revision).toBe(2);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "titleFr", before: product.titleFr, after: "Short Mistral", actor: "Nadia Saidi", revision: 2 }),
        expect.objectContaining({ field: "categories", before: "Vestes, Vêtements", after: "Shorts" }),
        expect.objectContaining({ field: "primaryCategory", before: "Vestes", after: "Shorts" }),
        expect.objectContaining({ field: "articleType", before: "Vestes", after: "Shorts" }),
        expect.objectContaining({ field: "attributes.manches", before: "Manches longues", after: null }),
        expect.objectContaining({ field: "attributes.longueur", before: null, after: "Court" }),
        expect.objectContaining({ field: "created", revision: 1 }),
      ]),
    );
    expect(events.some((event) => event.field === "descriptionFr")).toBe(false);
    const [search] = (await db.execute<{ text: string }>(sql`select search_text as text from products where id = ${product.id}`)).rows;
    expect(search!.text).toContain("mistral");
    expect(search!.text).not.toContain("vestes");
  });

  it("refuses a save made on an older revision (409 STALE_REVISION), naming who saved and when, and writes nothing", async () => {
    const product = await createProduct(manager, await productForm(db));
    const form = await productForm(db);
    expect((await put(owner, `/api/admin/products/${product.id}`, { ...form, titleFr: "Par Karim", revision: 1 })).status).toBe(200);
    const stale = await put(manager, `/api/admin/products/${product.id}`, { ...form, titleFr: "Par Nadia", revision: 1 });
    expect(stale.status).toBe(409);
    const error = errorOf(stale);
    expect(error.code).toBe("STALE_REVISION");
    expect(error.message).toMatch(
      /^Ce produit a été modifié par Karim Haddad le \d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.) \d{4} à \d{2}:\d{2}\. Rechargez la page/,
    );
    const loaded = await manager.get(`/api/admin/products/${product.id}`);
    expect(loaded.body).toMatchObject({ titleFr: "Par Karim", revision: 2, updatedBy: "Karim Haddad" });
    const status = await manager.post(`/api/admin/products/${product.id}/status`, { status: "archived", revision: 1 });
    expect(errorOf(status).code).toBe("STALE_REVISION");
  });

  it("serialises two saves sent at once: one is saved, the other is refused as stale", async () => {
    const product = await createProduct(manager, await productForm(db));
    const form = await productForm(db);
    const replies = await Promise.all([
      put(manager, `/api/admin/products/${product.id}`, { ...form, titleFr: "Premier", revision: 1 }),
      put(owner, `/api/admin/products/${product.id}`, { ...form, titleFr: "Second", revision: 1 }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const events = await db.execute(sql`select 1 from product_events where product_id = ${product.id} and field = 'titleFr'`);
    expect(events.rows).toHaveLength(1);
  });

  it("answers 404 for an unknown product, and shows drafts to staff", async () => {
    const missing = await manager.get("/api/admin/products/2000000000");
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe(M.productNotFound);
    const draft = await createProduct(manager, await productForm(db));
    expect((await owner.get(`/api/admin/products/${draft.id}`)).body.status).toBe("draft");
  });
});

describe("the products list", () => {
  it("searches by French or Arabic title, EAN, colour number and reference; filters by category, status and stock; sorts", async () => {
    const word = uniqueWord("orage");
    const product = await createProduct(manager, await productForm(db, { titleFr: `Maillot Orage ${word}`, titleAr: `قميص ${word}ع` }));
    const withColour = await addColour(manager, product, { nameFr: "Rouge", sizes: ["S", "M"], price: 4900 });
    const ean = uniqueEan();
    const ref = `REF-${word}`.slice(0, 40);
    const saved = await put(manager, `/api/admin/colours/${withColour.colours[0]!.id}`, gridOf(withColour, 0, (_sku, index) => (index === 0 ? { ean, sku: ref, stock: 2 } : {})));
    expect(saved.status).toBe(200);
    const ids = async (query: string) => {
      const reply = await manager.get(`/api/admin/products?${query}`);
      expect(reply.status, query).toBe(200);
      return (reply.body.products as { id: number }[]).map((item) => item.id);
    };
    const colorNo = withColour.colours[0]!.colorNo;
    for (const q of [word.toUpperCase(), `maillot ${word}`, `${word}ع`, ean, colorNo.toLowerCase(), ref.toLowerCase()]) {
      expect(await ids(`q=${encodeURIComponent(q)}`), q).toEqual([product.id]);
    }
    const homme = await categoryId(db, "homme");
    const kids = await categoryId(db, "enfant");
    expect(await ids(`q=${word}&category=${homme}`)).toEqual([product.id]);
    expect(await ids(`q=${word}&category=${kids}`)).toEqual([]);
    expect(await ids(`q=${word}&status=draft`)).toEqual([product.id]);
    expect(await ids(`q=${word}&status=published`)).toEqual([]);
    expect(await ids(`q=${word}&stock=low`)).toEqual([product.id]);
    expect(await ids(`q=${word}&stock=in`)).toEqual([product.id]);
    expect(await ids(`q=${word}&stock=out`)).toEqual([]);

    const list = await manager.get(`/api/admin/products?q=${word}`);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(list.body.products[0]).toMatchObject({
      id: product.id,
      status: "draft",
      colours: 1,
      sizes: 2,
      stock: 2,
      price: 4900,
      picture: null,
      primaryCategory: { title: "Vestes" },
    });

    const cheapest = await manager.get("/api/admin/products?sort=price&dir=asc&status=published&pageSize=5");
    const prices = (cheapest.body.products as { price: number }[]).map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapest.body.products[0].picture).toMatch(/^\/media\//);
    const byStock = (await manager.get("/api/admin/products?sort=stock&dir=desc&pageSize=10")).body.products as { stock: number }[];
    expect(byStock.map((item) => item.stock)).toEqual([...byStock.map((item) => item.stock)].sort((a, b) => b - a));
    const [emptied] = (await db.execute<{ id: number; handle: string }>(sql`
      select id, handle from products where status = 'published' order by id desc limit 1`)).rows;
    await db.execute(sql`update skus set stock = 0 where variation_id in (select id from variations where product_id = ${emptied!.id})`);
    expect(await ids(`q=${emptied!.handle}&stock=out`)).toEqual([emptied!.id]);
    expect(await ids(`q=${emptied!.handle}&stock=in`)).toEqual([]);
    const out = (await manager.get("/api/admin/products?stock=out&status=published&pageSize=100")).body.products as { id: number }[];
    expect(out.map((item) => item.id)).toContain(emptied!.id);
    const selling = await db.execute(sql`
      select 1 from variations v join skus s on s.variation_id = v.id
       where v.product_id = any(${sql.param(out.map((item) => item.id))}::int[]) and s.is_active and s.stock > 0`);
    expect(selling.rows).toEqual([]);
    const bad = await manager.get("/api/admin/products?sort=colour");
    expect(bad.status).toBe(400);
  });
});

describe("duplicating a product", () => {
  it("makes a draft copy with « (copie) », a handle of its own, the categories, colours under new numbers and sizes with new EANs, no stock, no pictures, no links", async () => {
    const source = await createProduct(manager, await productForm(db));
    let loaded = await addColour(manager, source, { nameFr: "Noir", sizes: ["M", "L"], price: 7900 });
    const grid = gridOf(loaded, 0, () => ({ stock: 4, promoPrice: 6900 }));
    loaded = (await put(manager, `/api/admin/colours/${loaded.colours[0]!.id}`, grid)).body;
    await db.execute(sql`update variations set images = array['/media/produits/x.webp'] where id = ${loaded.colours[0]!.id}`);

    const copied = await manager.post(`/api/admin/products/${source.id}/duplicate`, {});
    expect(copied.status).toBe(201);
    const copy = copied.body as ProductEditor;
    expect(copy).toMatchObject({ status: "draft", revision: 1, titleFr: `${source.titleFr} (copie)`, categoryIds: source.categoryIds });
    expect(copy.id).not.toBe(source.id);
    expect(copy.handle).not.toBe(source.handle);
    const [colour] = copy.colours;
    expect(colour!.colorNo).toMatch(/^\d+$/);
    expect(colour!.colorNo).not.toBe(loaded.colours[0]!.colorNo);
    expect(colour!.pictures).toEqual([]);
    expect(colour!.links).toEqual([]);
    expect(colour!.skus.map((sku) => [sku.size, sku.price, sku.promoPrice, sku.stock])).toEqual([
      ["M", 7900, 6900, 0],
      ["L", 7900, 6900, 0],
    ]);
    const sourceEans = loaded.colours[0]!.skus.map((sku) => sku.ean);
    expect(colour!.skus.every((sku) => !sourceEans.includes(sku.ean) && /^2\d{12}$/.test(sku.ean))).toBe(true);
    const [prices] = (await db.execute<{ price: number; promoPrice: number }>(sql`
      select price, promo_price as "promoPrice" from products where id = ${copy.id}`)).rows;
    expect(prices).toEqual({ price: 7900, promoPrice: 6900 });
    const again = (await manager.post(`/api/admin/products/${source.id}/duplicate`, {})).body as ProductEditor;
    expect(again.colours[0]!.colorNo).not.toBe(colour!.colorNo);
    expect(again.handle).not.toBe(copy.handle);

    // The copy is sold like any product once its colour has stock: the cart takes its colour number.
    const stocked = await put(manager, `/api/admin/colours/${colour!.id}`, gridOf(copy, 0, () => ({ stock: 2 })));
    const published = await manager.post(`/api/admin/products/${copy.id}/status`, { status: "published", revision: stocked.body.revision });
    expect(published.status).toBe(200);
    expect((await new Shopper(app).addToCart({ colorNo: colour!.colorNo, size: "M" })).status).toBe(200);
  });
});

describe("facet values", () => {
  it("lists the values each facet takes, most used first, other facets by their key", async () => {
    const reply = await manager.get("/api/admin/catalogue/facets");
    expect(reply.status).toBe(200);
    const facets = reply.body.facets as Record<string, string[]>;
    expect(facets.gender).toEqual(expect.arrayContaining(["Homme", "Femme"]));
    expect(facets.division).toEqual(expect.arrayContaining(["Chaussures", "Vêtements", "Accessoires"]));
    expect(facets.surface?.length).toBeGreaterThan(0);
    const [mostUsed] = (await db.execute<{ value: string }>(sql`
      select gender as value from products group by gender order by count(*) desc, gender limit 1`)).rows;
    expect(facets.gender![0]).toBe(mostUsed!.value);
  });
});

describe("who may use the catalogue editor", () => {
  it("lets operators read it (200) and refuses them every write (403); refuses the catalogue role the orders (403)", async () => {
    const operator = await signedInStaff(app, db, "operator");
    const product = await createProduct(manager, await productForm(db));
    const loaded = await addColour(manager, product, { nameFr: "Bleu", sizes: ["M"], price: 3900 });
    const colourId = loaded.colours[0]!.id;
    for (const url of [
      "/api/admin/products",
      `/api/admin/products/${product.id}`,
      `/api/admin/products/${product.id}/history`,
      "/api/admin/price-changes",
      "/api/admin/catalogue/facets",
    ]) {
      expect((await operator.get(url)).status, url).toBe(200);
    }
    const writes: [string, string, unknown][] = [
      ["POST", "/api/admin/products", await productForm(db)],
      ["PUT", `/api/admin/products/${product.id}`, { ...(await productForm(db)), revision: loaded.revision }],
      ["POST", `/api/admin/products/${product.id}/status`, { status: "published", revision: loaded.revision }],
      ["POST", `/api/admin/products/${product.id}/duplicate`, {}],
      ["POST", `/api/admin/products/${product.id}/colours`, { colorNo: "91", nameFr: "X", hex: "#000000", searchColor: "Noir", sizes: ["M"], price: 1, revision: 1 }],
      ["PUT", `/api/admin/colours/${colourId}`, gridOf(loaded, 0)],
      ["DELETE", `/api/admin/colours/${colourId}`, { revision: loaded.revision }],
      ["PUT", `/api/admin/colours/${colourId}/links`, { colourIds: [], revision: loaded.revision }],
    ];
    for (const [method, url, body] of writes) {
      const reply = await operator.request(method as "POST", url, body);
      expect(reply.status, `${method} ${url}`).toBe(403);
    }
    expect((await manager.get(`/api/admin/products/${product.id}`)).body.revision).toBe(loaded.revision);
    expect((await manager.get("/api/admin/orders")).status).toBe(403);
  });
});
