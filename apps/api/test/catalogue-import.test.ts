import { IMPORT_MESSAGES as M } from "@shop/domain/contract/admin-catalogue-files";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { OWN_HEADER } from "../src/modules/catalogue-files/foreign/index.js";
import { createTestApp } from "./database.js";
import { csvRows, csvText, IMPORTS, settledImport, uploadCatalogue } from "./support/catalogue-file.js";
import { Shopper } from "./support/shopper.js";
import { signedInStaff } from "./support/staff.js";

/**
 * The catalogue file out and in: the export is the shop's own file, read back unchanged; an import previews what
 * it would do (counts and every bad row by line and column) without writing, then, confirmed, applies every row in
 * the background, all or none.
 */
const { app, db } = await createTestApp({ CATALOG_CACHE_SECONDS: 0, CATALOG_ANSWERS_SECONDS: 0 });
const manager = await signedInStaff(app, db, "catalogue", "Nadia Saidi");
const operator = await signedInStaff(app, db, "operator");

const exported = async () => {
  const reply = await manager.get("/api/admin/catalogue/export");
  expect(reply.status).toBe(200);
  return { raw: reply.raw, headers: reply.headers, rows: csvRows(reply.raw) };
};
const skuCount = async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from skus`)).rows[0]!.n;
const catalogueState = async () =>
  (await db.execute<{ state: string }>(sql`
    select md5(string_agg(s.id || ':' || s.price || ':' || coalesce(s.planned_promo_price, 0) || ':' || s.stock || ':' || v.color_name
                          || ':' || p.title_fr || ':' || p.revision, ',' order by s.id)) as state
      from skus s join variations v on v.id = s.variation_id join products p on p.id = v.product_id`)).rows[0]!.state;

describe("the catalogue export", () => {
  it("is the shop's own file: BOM, « ; », the issue's columns then one facet:<key> each, one row per size", async () => {
    const { raw, headers, rows } = await exported();
    expect(raw.startsWith("\uFEFF")).toBe(true);
    expect(headers["content-type"]).toMatch(/^text\/csv/);
    expect(headers["content-disposition"]).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...body] = rows;
    expect(header!.slice(0, OWN_HEADER.length)).toEqual([...OWN_HEADER]);
    expect(header!.slice(OWN_HEADER.length, OWN_HEADER.length + 5)).toEqual([
      "facet:gender", "facet:ageGroup", "facet:articleType", "facet:division", "facet:activity",
    ]);
    expect(header!.slice(OWN_HEADER.length).every((column) => column.startsWith("facet:"))).toBe(true);
    expect(body).toHaveLength(await skuCount());
    // Pictures as file names, on a colour's first row only.
    const images = header!.indexOf("images");
    const colour = header!.indexOf("color_no");
    const withPictures = body.filter((row) => row[images] !== "");
    expect(withPictures.length).toBe(new Set(body.map((row) => row[colour])).size);
    expect(withPictures[0]![images]).not.toContain("/");
  });

  it("writes promo dates in Algiers time, YYYY-MM-DD HH:MM", async () => {
    const sku = (await db.execute<{ id: number; ean: string }>(sql`select id, ean from skus order by id limit 1`)).rows[0]!;
    await db.execute(sql`
      update skus set planned_promo_price = price - 100, promo_start = '2026-12-24 17:00Z', promo_end = '2027-01-01 23:00Z' where id = ${sku.id}`);
    const { rows } = await exported();
    const header = rows[0]!;
    const row = rows.find((cells) => cells[header.indexOf("ean")] === sku.ean)!;
    expect(row[header.indexOf("promo_start")]).toBe("2026-12-24 18:00");
    expect(row[header.indexOf("promo_end")]).toBe("2027-01-02 00:00");
  });

  it("is open to operators (they read the catalogue), closed to visitors", async () => {
    expect((await operator.get("/api/admin/catalogue/export")).status).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/admin/catalogue/export" })).statusCode).toBe(401);
  });
});

describe("importing the catalogue file", () => {
  it("reads its own export back with every row unchanged, and changes nothing", async () => {
    const { raw, rows } = await exported();
    const before = await catalogueState();
    const preview = await uploadCatalogue(app, manager, "catalogue.csv", raw);
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ status: "preview", create: 0, update: 0, unchanged: rows.length - 1, errors: [] });
    expect(await catalogueState()).toBe(before);
  });

  it("previews a changed price and an added colour, then applies them on confirmation", async () => {
    const { rows } = await exported();
    const header = rows[0]!;
    const at = (name: string) => header.indexOf(name);
    const row = rows.find((cells, index) => index > 0 && cells[at("status")] === "published")!;
    const handle = row[at("handle")]!;
    const productRows = rows.filter((cells) => cells[at("handle")] === handle);
    const changed = productRows.map((cells) => [...cells]);
    const newPrice = Number(changed[0]![at("price")]) + 1_230;
    changed[0]![at("price")] = String(newPrice);
    changed[0]![at("promo_price")] = "";
    changed[0]![at("promo_start")] = "";
    changed[0]![at("promo_end")] = "";
    const added = [...productRows[0]!];
    added[at("color_no")] = "98765432101";
    added[at("color_fr")] = "Vert menthe";
    added[at("color_ar")] = "أخضر نعناعي";
    added[at("color_hex")] = "#98ff98";
    added[at("size")] = "M";
    added[at("ean")] = "";
    added[at("sku")] = "";
    added[at("price")] = "4500";
    added[at("promo_price")] = "";
    added[at("promo_start")] = "";
    added[at("promo_end")] = "";
    added[at("stock")] = "7";
    added[at("images")] = "";
    const preview = await uploadCatalogue(app, manager, "prix.csv", csvText([header, ...changed, added]));
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ create: 1, update: 1, unchanged: productRows.length - 1, errors: [] });

    const confirmed = await manager.post(`${IMPORTS}/${preview.body.id}/confirm`);
    expect(confirmed.status).toBe(202);
    const done = await settledImport(manager, preview.body.id);
    expect(done).toMatchObject({ status: "done", processed: 2, total: 2, failure: null });

    const { id } = (await db.execute<{ id: number }>(sql`select id from products where handle = ${handle}`)).rows[0]!;
    const product = await new Shopper(app).get(`/api/products/find/id/${id}`);
    expect(product.status).toBe(200);
    const text = JSON.stringify(product.body);
    expect(text).toContain("Vert menthe");
    expect(text).toContain(String(newPrice));
    const log = await db.execute<{ priceAfter: number; source: string; actorName: string }>(sql`
      select price_after as "priceAfter", source, actor_name as "actorName" from price_changes
       where source = 'import' order by id desc limit 2`);
    expect(log.rows.map((entry) => entry.priceAfter).sort()).toEqual([4500, newPrice].sort());
    expect(log.rows[0]!.actorName).toBe("Nadia Saidi");
    // A second confirmation is refused.
    expect((await manager.post(`${IMPORTS}/${preview.body.id}/confirm`)).status).toBe(409);
  });

  it("sets a promo with its Algiers-time window and the stock, in force at once when the window holds now", async () => {
    const { rows } = await exported();
    const header = rows[0]!;
    const at = (name: string) => header.indexOf(name);
    const row = [...rows[rows.length - 1]!];
    const price = Number(row[at("price")]);
    row[at("promo_price")] = String(price - 500);
    row[at("promo_start")] = "2020-01-01 09:30";
    row[at("promo_end")] = "2099-12-31 23:00";
    row[at("stock")] = "42";
    row[at("active")] = "0";
    const preview = await uploadCatalogue(app, manager, "promo.csv", csvText([header, row]));
    expect(preview.body).toMatchObject({ update: 1, errors: [] });
    await manager.post(`${IMPORTS}/${preview.body.id}/confirm`);
    expect((await settledImport(manager, preview.body.id)).status).toBe("done");
    const stored = await db.execute<{ planned: number; inForce: number; start: string; end: string; stock: number; active: boolean }>(sql`
      select planned_promo_price as planned, promo_price as "inForce", promo_start::text as start, promo_end::text as "end",
             stock, is_active as active
        from skus where ean = ${row[at("ean")]!}`);
    expect(stored.rows[0]).toEqual({
      planned: price - 500,
      inForce: price - 500,
      start: "2020-01-01 08:30:00+00",
      end: "2099-12-31 22:00:00+00",
      stock: 42,
      active: false,
    });
    // Read back, the file says what was imported.
    const again = await uploadCatalogue(app, manager, "promo.csv", csvText([header, row]));
    expect(again.body).toMatchObject({ update: 0, unchanged: 1 });
  });

  it("names three bad rows by line and column, refuses to confirm, and changes nothing", async () => {
    const { rows } = await exported();
    const header = rows[0]!;
    const at = (name: string) => header.indexOf(name);
    const body = rows.slice(1, 7).map((cells) => [...cells]);
    body[1]![at("price")] = "douze";
    body[3]![at("ean")] = "1234567890123";
    body[4]![at("categories")] = "rayon-inconnu";
    const before = await catalogueState();
    const preview = await uploadCatalogue(app, manager, "erreurs.csv", csvText([header, ...body]));
    expect(preview.status).toBe(201);
    expect(preview.body.errors).toEqual([
      { line: 3, column: "price", message: expect.stringMatching(/prix/i) },
      { line: 5, column: "ean", message: "EAN-13 invalide : 13 chiffres dont le dernier est la clé de contrôle" },
      expect.objectContaining({ line: 6, column: "categories" }),
    ]);
    const refused = await manager.post(`${IMPORTS}/${preview.body.id}/confirm`);
    expect(refused.status).toBe(409);
    expect((refused.body as { error: { message: string } }).error.message).toBe(M.hasErrors);
    expect(await catalogueState()).toBe(before);
  });

  it("reads a product's columns on its first row and a colour's on the colour's first: a later row that says otherwise is an error", async () => {
    const { rows } = await exported();
    const header = rows[0]!;
    const at = (name: string) => header.indexOf(name);
    const colour = rows[1]![at("color_no")];
    const same = rows.filter((cells) => cells[at("color_no")] === colour).slice(0, 2).map((cells) => [...cells]);
    expect(same).toHaveLength(2);
    same[1]![at("title_fr")] = "Un autre titre";
    same[1]![at("color_hex")] = "#abcdef";
    const preview = await uploadCatalogue(app, manager, "incoherent.csv", csvText([header, ...same]));
    expect(preview.body.errors).toEqual([
      { line: 3, column: "title_fr", message: "« title_fr » diffère de la ligne 2, la première de ce produit : les colonnes du produit se lisent sur sa première ligne." },
      { line: 3, column: "color_hex", message: "« color_hex » diffère de la ligne 2, la première de cette couleur : les colonnes de la couleur se lisent sur sa première ligne." },
    ]);
  });

  it("is the catalogue role's and the owner's: operators are refused", async () => {
    const reply = await uploadCatalogue(app, operator, "catalogue.csv", "handle;title_fr\r\n");
    expect(reply.status).toBe(403);
  });
});
