import { STAFF_COOKIE } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { settledImport, uploadCatalogue } from "./support/catalogue-file.js";
import { multipartBody } from "./support/multipart.js";
import { documentedAnswers } from "./support/openapi.js";
import { picture } from "./support/pictures.js";
import { SHOP_ORIGIN } from "./support/shopper.js";
import { signedInStaff } from "./support/staff.js";

/**
 * The OpenAPI document is true for the catalogue's calls (see OPENAPI_SCOPES): the editor, a colour's
 * pictures and the catalogue file; real answers match the schema it gives for their status.
 */
const { app, db } = await createTestApp({ PAYMENTS: "test", ORDER_MAX_PER_IP_PER_HOUR: 1_000 });
const { load, expectDocumented, untried } = documentedAnswers();

beforeAll(async () => {
  await load(app);
});

afterAll(() => {
  // Every documented operation of the catalogue's scope was tried, but for those support/openapi.ts skips.
  expect(untried("catalogue")).toEqual([]);
});

describe("the OpenAPI document: the catalogue's calls", () => {
  it("describes the real answers of the catalogue editor: products, colours × sizes, links, history, price log, facets", async () => {
    const manager = await signedInStaff(app, db, "catalogue");
    const check = async (
      method: "GET" | "POST" | "PUT" | "DELETE",
      path: string,
      url: string,
      body?: unknown,
    ) => {
      const reply = await manager.request(method, url, body);
      expectDocumented(method, path, reply);
      return reply.body;
    };
    const [vestes] = (
      await db.execute<{ id: number }>(sql`select id from categories where slug = 'homme-vetements-vestes'`)
    ).rows;
    const form = {
      titleFr: "Veste documentée",
      categoryIds: [vestes!.id],
      primaryCategoryId: vestes!.id,
      facets: {
        gender: "Homme",
        ageGroup: "Adultes",
        articleType: "Vestes",
        division: "Vêtements",
        activity: "Running",
      },
    };
    const created = await check("POST", "/api/admin/products", "/api/admin/products", form);
    await check("GET", "/api/admin/products", "/api/admin/products?q=documentee&pageSize=5");
    await check("GET", "/api/admin/products/{id}", `/api/admin/products/${created.id}`);
    await check("GET", "/api/admin/products/{id}", "/api/admin/products/2000000000");
    const saved = await check("PUT", "/api/admin/products/{id}", `/api/admin/products/${created.id}`, {
      ...form,
      revision: 1,
    });
    const colour = {
      colorNo: `9${Date.now()}`,
      nameFr: "Noir",
      hex: "#000000",
      searchColor: "Noir",
      sizes: ["M", "L"],
      price: 4900,
    };
    const coloured = await check(
      "POST",
      "/api/admin/products/{id}/colours",
      `/api/admin/products/${created.id}/colours`,
      { ...colour, revision: saved.revision },
    );
    const second = await manager.post(`/api/admin/products/${created.id}/colours`, {
      ...colour,
      colorNo: `8${Date.now()}`,
      revision: coloured.revision,
    });
    const [noir, blanc] = second.body.colours as {
      id: number;
      skus: { id: number; size: string; ean: string; price: number; stock: number }[];
    }[];
    const grid = {
      ...colour,
      revision: second.body.revision,
      skus: noir!.skus.map((sku) => ({ ...sku, sku: "", stock: 3 })),
    };
    const gridSaved = await check(
      "PUT",
      "/api/admin/colours/{colourId}",
      `/api/admin/colours/${noir!.id}`,
      grid,
    );
    await check("PUT", "/api/admin/colours/{colourId}", `/api/admin/colours/${noir!.id}`, grid);
    const linked = await check(
      "PUT",
      "/api/admin/colours/{colourId}/links",
      `/api/admin/colours/${noir!.id}/links`,
      { colourIds: [blanc!.id], revision: gridSaved.revision },
    );
    const removed = await check(
      "DELETE",
      "/api/admin/colours/{colourId}",
      `/api/admin/colours/${blanc!.id}`,
      { revision: linked.revision },
    );
    await check("POST", "/api/admin/products/{id}/status", `/api/admin/products/${created.id}/status`, {
      status: "published",
      revision: removed.revision,
    });
    await check(
      "POST",
      "/api/admin/products/{id}/duplicate",
      `/api/admin/products/${created.id}/duplicate`,
      {},
    );
    await check("GET", "/api/admin/products/{id}/history", `/api/admin/products/${created.id}/history`);
    await check("GET", "/api/admin/price-changes", "/api/admin/price-changes?pageSize=5");
    await check("GET", "/api/admin/catalogue/facets", "/api/admin/catalogue/facets");
    const bulk = { selection: { productIds: [created.id] }, operation: { kind: "percent", percent: 10 } };
    const previewed = await check(
      "POST",
      "/api/admin/catalogue/bulk-prices/preview",
      "/api/admin/catalogue/bulk-prices/preview",
      bulk,
    );
    await check("POST", "/api/admin/catalogue/bulk-prices/apply", "/api/admin/catalogue/bulk-prices/apply", {
      ...bulk,
      token: previewed.token,
    });
    await check("POST", "/api/admin/catalogue/bulk-prices/apply", "/api/admin/catalogue/bulk-prices/apply", {
      ...bulk,
      token: previewed.token,
    });
  });

  it("describes the real answers of a colour's pictures: upload, order and removal", async () => {
    const manager = await signedInStaff(app, db, "catalogue");
    const { rows } = await db.execute<{ id: number; revision: number; images: string[] }>(sql`
      select v.id, p.revision, v.images from variations v join products p on p.id = v.product_id order by v.id desc limit 1`);
    const colour = rows[0]!;
    const { body, contentType } = multipartBody([
      { name: "file", filename: "photo.png", contentType: "image/png", data: await picture("png", 30, 20) },
    ]);
    const upload = await app.inject({
      method: "POST",
      url: `/api/admin/colours/${colour.id}/pictures?revision=${colour.revision}`,
      headers: {
        origin: SHOP_ORIGIN,
        cookie: `${STAFF_COOKIE}=${manager.cookie}`,
        "content-type": contentType,
      },
      payload: body,
    });
    expectDocumented("POST", "/api/admin/colours/{colourId}/pictures", {
      status: upload.statusCode,
      body: upload.json(),
    });
    // Removed again, its file with it.
    const update = await manager.request("PUT", `/api/admin/colours/${colour.id}/pictures`, {
      pictures: colour.images.map((url) => ({ url })),
      revision: upload.json().revision,
    });
    expectDocumented("PUT", "/api/admin/colours/{colourId}/pictures", update);
  });

  it("describes the real answers of a catalogue import: preview, refusals, confirmation, status", async () => {
    const manager = await signedInStaff(app, db, "catalogue");
    const file = (await manager.get("/api/admin/catalogue/export")).raw
      .split("\r\n")
      .slice(0, 3)
      .join("\r\n");
    const preview = await uploadCatalogue(app, manager, "catalogue.csv", file);
    expectDocumented("POST", "/api/admin/catalogue/imports", preview);
    expectDocumented(
      "POST",
      "/api/admin/catalogue/imports",
      await uploadCatalogue(app, manager, "catalogue.csv", '"handle;title'),
    );
    expectDocumented(
      "POST",
      "/api/admin/catalogue/imports/{id}/confirm",
      await manager.post(`/api/admin/catalogue/imports/${preview.body.id}/confirm`),
    );
    expectDocumented(
      "GET",
      "/api/admin/catalogue/imports/{id}",
      await manager.get(`/api/admin/catalogue/imports/${preview.body.id}`),
    );
    await settledImport(manager, preview.body.id);
    expectDocumented(
      "GET",
      "/api/admin/catalogue/imports/{id}",
      await manager.get("/api/admin/catalogue/imports/999999"),
    );
  });
});
