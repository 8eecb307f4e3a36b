import { IMPORT_MESSAGES as M } from "@shop/domain/contract/admin-catalogue-files";
import { sql } from "drizzle-orm";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { say } from "../src/modules/catalogue-files/foreign/messages.js";
import { createTestApp } from "./database.js";
import { IMPORTS, settledImport, uploadCatalogue } from "./support/catalogue-file.js";
import { picture } from "./support/pictures.js";
import { signedInStaff } from "./support/staff.js";

/**
 * A WooCommerce export as it is: its picture addresses fetched by the import's job (before its transaction) from a
 * picture server the test lets through, its variable product's variations as colours and sizes; a picture that
 * cannot be fetched fails the import with its line and reason, nothing applied.
 */
const jpeg = await picture("jpeg", 640, 480);
const server = createServer((request, response) => {
  if (request.url?.startsWith("/uploads/")) {
    response.writeHead(200, { "content-type": "image/jpeg", "content-length": jpeg.length });
    response.end(jpeg);
  } else {
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("absent");
  }
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise((resolve) => server.close(resolve)));
const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;

// The setting as the environment writes it (the overrides are read as the environment is, then typed as parsed).
const allowHosts = host as unknown as string[];
const { app, db } = await createTestApp({ CATALOG_CACHE_SECONDS: 0, CATALOG_ANSWERS_SECONDS: 0, IMPORT_FETCH_ALLOW_HOSTS: allowHosts });
const manager = await signedInStaff(app, db, "catalogue", "Nadia Saidi");
const HEADER = "ID,Type,SKU,Name,Published,Description,Regular price,Sale price,Stock,Categories,Images,Parent,Attribute 1 name,Attribute 1 value(s),Attribute 2 name,Attribute 2 value(s)";

async function wooFile(word: string, picturePath: string) {
  const slug = (await db.execute<{ slug: string }>(sql`select slug from categories where depth = 3 order by id limit 1`)).rows[0]!.slug;
  return [
    HEADER,
    `1,variable,SURV-${word},Survêtement ${word},1,<p>Veste &amp; pantalon</p>,,,,${slug},http://${host}${picturePath},,Couleur,"Noir, Vert",Taille,"S, M"`,
    `2,variation,SURV-${word}-NS,,1,,7500,6900,4,,,SURV-${word},Couleur,Noir,Taille,S`,
    `3,variation,SURV-${word}-NM,,1,,7500,,0,,,SURV-${word},Couleur,Noir,Taille,M`,
    `4,variation,SURV-${word}-VS,,1,,7500,,2,,,SURV-${word},Couleur,Vert,Taille,S`,
  ].join("\n");
}

describe("a WooCommerce export with picture addresses", () => {
  it("imports its variable product as colours and sizes, the pictures fetched during the job", async () => {
    const word = `woo${Date.now().toString(36)}`;
    const preview = await uploadCatalogue(app, manager, "wc-product-export.csv", await wooFile(word, "/uploads/survetement.jpg"));
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ create: 3, update: 0, errors: [] });
    expect((await manager.post(`${IMPORTS}/${preview.body.id}/confirm`)).status).toBe(202);
    expect(await settledImport(manager, preview.body.id)).toMatchObject({ status: "done", processed: 3 });
    const stored = await db.execute<{ colour: string; sizes: string; images: string[]; promo: number | null }>(sql`
      select v.color_name as colour, string_agg(s.size || ':' || s.stock, ',' order by s.position) as sizes, v.images,
             min(s.planned_promo_price) as promo
        from products p join variations v on v.product_id = p.id join skus s on s.variation_id = v.id
       where p.title_fr = ${`Survêtement ${word}`} group by v.id order by v.position`);
    expect(stored.rows.map((row) => [row.colour, row.sizes, row.images.length, row.promo])).toEqual([
      ["Noir", "S:4,M:0", 1, 6900],
      ["Vert", "S:2", 0, null],
    ]);
    expect(stored.rows[0]!.images[0]).toMatch(/-640x480\.webp$/);
  });

  it("fails, nothing applied, when a picture cannot be fetched, naming its line and why", async () => {
    const word = `wooabsent${Date.now().toString(36)}`;
    const preview = await uploadCatalogue(app, manager, "wc-product-export.csv", await wooFile(word, "/absente.jpg"));
    expect(preview.body.errors).toEqual([]);
    await manager.post(`${IMPORTS}/${preview.body.id}/confirm`);
    const failed = await settledImport(manager, preview.body.id);
    expect(failed.status).toBe("failed");
    expect(failed.failure).toBe(
      say(M.applyFailed, {
        reason: say(M.pictureFailed, { line: 3, value: `http://${host}/absente.jpg`, reason: "Le serveur a répondu 404 au lieu de l’image" }),
      }),
    );
    expect((await db.execute(sql`select 1 from products where title_fr = ${`Survêtement ${word}`}`)).rows).toHaveLength(0);
  });
});
