import { IMPORT_MESSAGES as M } from "@shop/domain/contract/admin-catalogue-files";
import { STAFF_COOKIE } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { say } from "../src/modules/catalogue-files/foreign/messages.js";
import { createTestApp } from "./database.js";
import { csvRows, csvText, IMPORTS, settledImport, uploadCatalogue } from "./support/catalogue-file.js";
import { picture } from "./support/pictures.js";
import { SHOP_ORIGIN, Shopper } from "./support/shopper.js";
import { signedInStaff } from "./support/staff.js";
import { filler, streamedPost } from "./support/streamed-upload.js";
import { zipOf } from "./support/zip.js";

/**
 * Uploaded files are hostile until proven otherwise: wrong encodings, unclosed quotes, too many rows, ZIPs that
 * leave their folder or lie about their size are refused with a clear message and change nothing. Another shop's
 * export with a ZIP of its pictures comes in as it is.
 */
const { app, db } = await createTestApp({ CATALOG_CACHE_SECONDS: 0, CATALOG_ANSWERS_SECONDS: 0 });
const manager = await signedInStaff(app, db, "catalogue", "Nadia Saidi");
const imports = async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from catalogue_imports`)).rows[0]!.n;
const errorOf = (reply: { body: unknown }) => (reply.body as { error: { code: string; message: string } }).error;

async function refused(fileName: string, data: Buffer | string) {
  const before = await imports();
  const reply = await uploadCatalogue(app, manager, fileName, data);
  expect(reply.status).toBe(422);
  expect(await imports()).toBe(before);
  return errorOf(reply).message;
}

const header = "handle;status;title_fr;title_ar;description_fr;description_ar;categories;color_no;color_fr;color_ar;color_hex;size;ean;sku;price;promo_price;promo_start;promo_end;stock;active;images";

describe("a CSV that cannot be read", () => {
  it("in another encoding than UTF-8: refused, naming the line", async () => {
    const latin1 = Buffer.from(`${header}\nveste;draft;Veste légère;;;;;1;Noir;;;M;;;100;;;;1;1;\n`, "latin1");
    expect(await refused("catalogue.csv", latin1)).toBe(say(M.notUtf8, { line: 2 }));
  });

  it("with a quote never closed: refused, naming the line it opens on", async () => {
    const text = `${header}\nveste;draft;Veste;;;;;1;Noir;;;M;;;100;;;;1;1;\nveste;draft;"Veste;;;;;1;Noir;;;L;;;100;;;;1;1;\n`;
    expect(await refused("catalogue.csv", text)).toBe(say(M.unclosedQuote, { line: 3 }));
  });

  it("with more than 100,000 rows: refused", async () => {
    const line = "veste;draft;Veste;;;;;1;Noir;;;M;;;100;;;;1;1;\n";
    expect(await refused("catalogue.csv", header + "\n" + line.repeat(100_001))).toBe(say(M.tooManyRows, { max: "100\u202f000" }));
  });

  it("whose columns are no known format: refused", async () => {
    expect(await refused("catalogue.csv", "Nom;Prix\nVeste;100\n")).toBe(M.unknownFormat);
  });

  it("over 50 MB: refused from its announced length, before it is read (413)", async () => {
    const response = await app.inject({
      method: "POST",
      url: IMPORTS,
      headers: {
        origin: SHOP_ORIGIN,
        cookie: `${STAFF_COOKIE}=${manager.cookie}`,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(51 * 1024 * 1024),
      },
      payload: "--x\r\n",
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(M.fileTooHeavy);
  });
});

describe("a file sent without its length", () => {
  it("is read up to 50 MB, not to its 200 MB end, over real HTTP (413), nothing kept", async () => {
    const before = await imports();
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const boundary = "----hostile";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalogue.csv"\r\n\r\n${header}\n`);
    const reply = await streamedPost(
      `${base}${IMPORTS}`,
      { origin: SHOP_ORIGIN, cookie: `${STAFF_COOKIE}=${manager.cookie}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      filler(head, 200 * 1024 * 1024, Buffer.from(`\r\n--${boundary}--\r\n`)),
    );
    expect([reply.status, JSON.parse(reply.body).error.message]).toEqual([413, M.fileTooHeavy]);
    expect(reply.sent).toBeLessThan(100 * 1024 * 1024);
    expect(await imports()).toBe(before);
  });
});

describe("a hostile ZIP", () => {
  const csv = `${header}\n`;
  it("with an entry leaving its folder (..) or an absolute path: refused, naming it", async () => {
    expect(await refused("photos.zip", zipOf([{ name: "catalogue.csv", data: csv }, { name: "../../etc/cron.d/x", data: "x" }]))).toBe(
      say(M.zipUnsafePath, { name: "../../etc/cron.d/x" }),
    );
    expect(await refused("photos.zip", zipOf([{ name: "/etc/passwd", data: "x" }, { name: "catalogue.csv", data: csv }]))).toBe(
      say(M.zipUnsafePath, { name: "/etc/passwd" }),
    );
  });

  it("that unpacks a hundredfold (a ZIP bomb), or lies about its sizes: refused", async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    expect(await refused("bombe.zip", zipOf([{ name: "catalogue.csv", data: csv }, { name: "zeros.jpg", data: zeros }]))).toBe(
      say(M.zipBomb, { name: "zeros.jpg" }),
    );
    // Declaring 10 bytes for 2 MB: stopped at the declared size.
    const lying = zipOf([{ name: "catalogue.csv", data: csv }, { name: "photo.jpg", data: Buffer.alloc(2 * 1024 * 1024, 7), declaredSize: 10 }]);
    expect(await refused("menteur.zip", lying)).toMatch(/ZIP/);
  });

  it("without a CSV, or with two: refused", async () => {
    expect(await refused("photos.zip", zipOf([{ name: "a.jpg", data: "x" }]))).toBe(M.zipNoCsv);
    expect(await refused("photos.zip", zipOf([{ name: "a.csv", data: csv }, { name: "b.csv", data: csv }]))).toBe(M.zipTwoCsv);
  });
});

describe("a Shopify export with a ZIP of its pictures", () => {
  it("imports two products with colour and size options, their pictures from the ZIP, found by search in French", async () => {
    const slug = (await db.execute<{ slug: string }>(sql`select slug from categories where depth = 3 order by id limit 1`)).rows[0]!.slug;
    const word = `zephyr${Date.now().toString(36)}`;
    const shopify = [
      "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Barcode,Image Src,Image Position,Status",
      `maillot-${word},Maillot ${word} Rafale,<p>Maillot <b>léger</b></p>,Rafale,${slug},,TRUE,Couleur,Rouge,Taille,M,MR-${word}-M,4,3500.00,4200.00,,https://cdn.shopify.com/files/maillot-rouge.jpg?v=1,1,active`,
      `maillot-${word},,,,,,,,Rouge,,L,MR-${word}-L,2,3500.00,4200.00,,,,`,
      `maillot-${word},,,,,,,,Bleu,,M,MB-${word}-M,3,3500.00,,,,,`,
      `short-${word},Short ${word} Vent,Un short,Rafale,${slug},,TRUE,Color,Noir,Size,S,SN-${word}-S,9,2500.00,,,https://cdn.shopify.com/files/short-noir.png,1,active`,
      `short-${word},,,,,,,,Noir,,M,SN-${word}-M,1,2500.00,,,,,`,
    ].join("\n");
    const zip = zipOf([
      { name: "products_export.csv", data: shopify },
      { name: "photos/maillot-rouge.jpg", data: await picture("jpeg", 400, 500) },
      { name: "photos/short-noir.png", data: await picture("png", 300, 300) },
    ]);
    const preview = await uploadCatalogue(app, manager, "shopify.zip", zip);
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ create: 5, update: 0, unchanged: 0, errors: [] });
    expect((await manager.post(`${IMPORTS}/${preview.body.id}/confirm`)).status).toBe(202);
    expect(await settledImport(manager, preview.body.id)).toMatchObject({ status: "done", processed: 5, total: 5 });

    const stored = await db.execute<{ handle: string; colours: string; images: string[]; price: number; promo: number | null; description: string }>(sql`
      select p.handle, string_agg(distinct v.color_name, ',' order by v.color_name) as colours,
             array_agg(img order by img) filter (where img is not null) as images, min(s.price) as price,
             min(s.planned_promo_price) as promo, p.description_fr as description
        from products p join variations v on v.product_id = p.id join skus s on s.variation_id = v.id
        left join lateral unnest(v.images) img on s.position = 0
       where p.handle like ${`%-${word}`} group by p.id order by p.handle`);
    expect(stored.rows.map((row) => [row.handle, row.colours, row.images.length, row.price, row.promo])).toEqual([
      [`maillot-${word}`, "Bleu,Rouge", 1, 3500, 3500],
      [`short-${word}`, "Noir", 1, 2500, null],
    ]);
    expect(stored.rows[0]!.description).toBe("Maillot léger");
    expect(stored.rows[0]!.images[0]).toMatch(/^\/media\/pictures\/import-\d+-[0-9a-f]{16}-400x500\.webp$/);
    const picturesLeft = await db.execute(sql`select 1 from catalogue_import_pictures where import_id = ${preview.body.id}`);
    expect(picturesLeft.rows).toHaveLength(0);

    // Published, they are found by the storefront's search in French.
    await db.execute(sql`update products set status = 'published' where handle like ${`%-${word}`}`);
    const search = await new Shopper(app).get(`/api/products/search?query=${word}`);
    const text = JSON.stringify(search.body);
    expect(text).toContain(`Maillot ${word} Rafale`);
    expect(text).toContain(`Short ${word} Vent`);
  });
});

describe("an error the shop's rules find in another shop's file", () => {
  it("names that file's own column", async () => {
    const slug = (await db.execute<{ slug: string }>(sql`select slug from categories where depth = 3 order by id limit 1`)).rows[0]!.slug;
    const word = `cle${Date.now().toString(36)}`;
    const shopify = [
      "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Barcode,Image Src,Image Position,Status",
      // 13 digits, but not an EAN-13: its check digit is wrong.
      `t-${word},T-shirt ${word},,Rafale,${slug},,TRUE,Couleur,Rouge,Taille,M,T-${word}-M,4,3500.00,,6130000000016,,,active`,
    ].join("\n");
    const preview = await uploadCatalogue(app, manager, "products_export.csv", shopify);
    expect(preview.body.errors).toEqual([
      { line: 2, column: "Variant Barcode", message: "EAN-13 invalide : 13 chiffres dont le dernier est la clé de contrôle" },
    ]);
  });
});

describe("an import applied later than its preview", () => {
  it("fails, nothing applied, when a product was saved since", async () => {
    const file = csvRows((await manager.get("/api/admin/catalogue/export")).raw);
    const [head, first] = file;
    const price = head!.indexOf("price");
    const changed = [...first!];
    changed[price] = String(Number(changed[price]) + 10);
    const preview = await uploadCatalogue(app, manager, "prix.csv", csvText([head!, changed]));
    expect(preview.body).toMatchObject({ update: 1, errors: [] });
    const handle = first![head!.indexOf("handle")]!;
    await db.execute(sql`update products set revision = revision + 1 where handle = ${handle}`);
    await manager.post(`${IMPORTS}/${preview.body.id}/confirm`);
    const failed = await settledImport(manager, preview.body.id);
    expect(failed).toMatchObject({ status: "failed", failure: say(M.changedSincePreview, { handle }) });
    const ean = first![head!.indexOf("ean")]!;
    const after = await db.execute<{ price: number }>(sql`select price from skus where ean = ${ean}`);
    expect(after.rows[0]!.price).toBe(Number(first![price]));
  });
});

describe("a new product whose colour number is taken after its preview", () => {
  it("fails, nothing applied, saying so as the editor does", async () => {
    const file = csvRows((await manager.get("/api/admin/catalogue/export")).raw);
    const [head, first] = file;
    const at = (column: string) => head!.indexOf(column);
    const word = `prisentre${Date.now().toString(36)}`;
    const row = [...first!];
    row[at("handle")] = word;
    row[at("color_no")] = `8${String(Date.now()).slice(-11)}`;
    row[at("ean")] = "";
    row[at("sku")] = "";
    row[at("images")] = "";
    const preview = await uploadCatalogue(app, manager, "nouveau.csv", csvText([head!, row]));
    expect(preview.body).toMatchObject({ create: 1, errors: [] });
    await db.execute(sql`update variations set color_no = ${row[at("color_no")]!} where id = (select min(id) from variations)`);
    await manager.post(`${IMPORTS}/${preview.body.id}/confirm`);
    const failed = await settledImport(manager, preview.body.id);
    expect(failed).toMatchObject({ status: "failed", failure: say(M.applyFailed, { reason: "Ce numéro de couleur est déjà utilisé" }) });
    expect((await db.execute(sql`select 1 from products where handle = ${word}`)).rows).toHaveLength(0);
  });

  it("a handle of a product that has no size yet is named at the preview", async () => {
    const word = `sanstaille${Date.now().toString(36)}`;
    await db.execute(sql`
      insert into products (title_fr, title_ar, description_fr, article_type, gender, age_group, division, activity, price, sale_price, handle, status)
      values ('Sans taille', '', '', 'Sac', 'Homme', 'Adultes', 'Accessoires', 'Training', 0, 0, ${word}, 'draft')`);
    const file = csvRows((await manager.get("/api/admin/catalogue/export")).raw);
    const [head, first] = file;
    const row = [...first!];
    row[head!.indexOf("handle")] = word;
    row[head!.indexOf("color_no")] = `8${String(Date.now()).slice(-11)}`;
    row[head!.indexOf("ean")] = "";
    row[head!.indexOf("sku")] = "";
    const preview = await uploadCatalogue(app, manager, "sans-taille.csv", csvText([head!, row]));
    expect(preview.body.errors).toEqual([{ line: 2, column: "handle", message: say(M.handleOfSizeless, { value: word }) }]);
  });
});

describe("the documented example (docs/catalogue-file-example.csv)", () => {
  it("in a ZIP with the pictures it names, previews with no error: five sizes to create", async () => {
    const example = readFileSync(new URL("../../../docs/catalogue-file-example.csv", import.meta.url));
    const zip = zipOf([
      { name: "catalogue-file-example.csv", data: example },
      { name: "veste-sprint-noir-face.webp", data: await picture("webp", 300, 400) },
      { name: "veste-sprint-noir-dos.webp", data: await picture("webp", 300, 400) },
      { name: "veste-sprint-bleu.webp", data: await picture("webp", 300, 400) },
    ]);
    const preview = await uploadCatalogue(app, manager, "exemple.zip", zip);
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ create: 5, update: 0, unchanged: 0, errors: [] });
  });

  it("names a ZIP's file that is not a picture, and a picture the ZIP lacks, on the colour's line", async () => {
    const example = readFileSync(new URL("../../../docs/catalogue-file-example.csv", import.meta.url));
    const zip = zipOf([
      { name: "catalogue-file-example.csv", data: example },
      { name: "veste-sprint-noir-face.webp", data: "<svg onload=alert(1)>" },
      { name: "veste-sprint-noir-dos.webp", data: await picture("webp", 300, 400) },
    ]);
    const preview = await uploadCatalogue(app, manager, "exemple.zip", zip);
    expect(preview.body.errors).toEqual([
      { line: 2, column: "images", message: "veste-sprint-noir-face.webp : Ce fichier n’est pas une photo (JPEG, PNG, WebP ou AVIF)" },
      { line: 4, column: "images", message: say(M.pictureNotFound, { value: "veste-sprint-bleu.webp" }) },
    ]);
  });
});
