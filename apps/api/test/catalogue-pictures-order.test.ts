import { sql } from "drizzle-orm";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { colourPictures, type Picture } from "./support/colour-pictures.js";
import { picture } from "./support/pictures.js";
import { SHOP_ORIGIN } from "./support/shopper.js";
import { signedInStaff, type StaffClient } from "./support/staff.js";

/**
 * A colour's pictures once uploaded: their order and alt texts as the storefront then shows them, their removal, and
 * who may change them.
 */
const mediaDir = mkdtempSync(join(tmpdir(), "shop-pictures-"));
const { app, db } = await createTestApp({
  MEDIA_DIR: mediaDir,
  CATALOG_CACHE_SECONDS: 0,
  CATALOG_ANSWERS_SECONDS: 0,
});

const { takeColour, colourRow, upload } = colourPictures(app, db);

const storedFiles = () =>
  existsSync(join(mediaDir, "pictures")) ? readdirSync(join(mediaDir, "pictures")) : [];

let manager: StaffClient;
let operator: StaffClient;

beforeAll(async () => {
  manager = await signedInStaff(app, db, "catalogue", "Nadia Catalogue");
  operator = await signedInStaff(app, db, "operator");
});

describe("the order, alt texts and removal of a colour's pictures", () => {
  it("saves them, keeps alt texts aligned, deletes a removed file, and the storefront shows the new first picture", async () => {
    const colour = await takeColour();
    const added = await upload(manager, colour.colourId, colour.revision, await picture("webp", 600, 600), {
      type: "image/webp",
    });
    const uploaded = added.body.pictures.at(-1)!.url;
    const [first, second, ...rest] = colour.images as [string, string, ...string[]];
    const order = [
      { url: uploaded, altFr: "Vue de face, <b>coutures</b> renforcées", altAr: "منظر أمامي" },
      { url: second, altFr: "", altAr: "" },
      { url: first, altFr: "De dos", altAr: "" },
      ...rest.map((url) => ({ url, altFr: "", altAr: "" })),
    ];

    const reply = await manager.request("PUT", `/api/admin/colours/${colour.colourId}/pictures`, {
      pictures: order,
      revision: added.body.revision,
    });

    expect(reply.status).toBe(200);
    expect(reply.body.revision).toBe(added.body.revision + 1);
    expect(reply.body.pictures).toEqual([
      {
        url: uploaded,
        altFr: "Vue de face, <b>coutures</b> renforcées",
        altAr: "منظر أمامي",
        width: 600,
        height: 600,
      },
      { url: second, altFr: "", altAr: "", width: null, height: null },
      { url: first, altFr: "De dos", altAr: "", width: null, height: null },
      ...rest.map((url) => ({ url, altFr: "", altAr: "", width: null, height: null })),
    ]);
    const row = await colourRow(colour.colourId);
    expect(row.images).toEqual(order.map((entry) => entry.url));
    expect(row.alts).toEqual(order.map(({ altFr, altAr }) => ({ fr: altFr, ar: altAr })));

    const product = await app.inject({ method: "GET", url: `/api/products/find/id/${colour.productId}` });
    const shown = product
      .json()
      .variations.find((variation: { colorNo: string }) => variation.colorNo === colour.colorNo);
    expect(shown.images[0]).toBe(uploaded);

    // The same order again changes nothing: no new revision, no history line.
    const same = await manager.request("PUT", `/api/admin/colours/${colour.colourId}/pictures`, {
      pictures: order,
      revision: reply.body.revision,
    });
    expect([same.status, same.body.revision]).toEqual([200, reply.body.revision]);

    // Removing the uploaded picture and a demo one: the uploaded file goes, the demo's shared file stays.
    const removal = await manager.request("PUT", `/api/admin/colours/${colour.colourId}/pictures`, {
      pictures: order.slice(2),
      revision: reply.body.revision,
    });
    expect(removal.status).toBe(200);
    expect(removal.body.pictures.map((shown: Picture) => shown.url)).toEqual(
      order.slice(2).map((entry) => entry.url),
    );
    expect(storedFiles()).not.toContain(uploaded.split("/").pop());
    expect((await app.inject({ method: "GET", url: uploaded })).statusCode).toBe(404);
    const history = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from product_events where product_id = ${colour.productId} and field = 'pictures'`,
    );
    expect(history.rows[0]!.n).toBe(3);
  });

  it("refuses a picture that is not the colour's, or one listed twice (400), changing nothing", async () => {
    const colour = await takeColour();
    const url = `/api/admin/colours/${colour.colourId}/pictures`;
    const foreign = await manager.request("PUT", url, {
      pictures: [{ url: colour.images[0] }, { url: "/media/pictures/999-0123456789abcdef-10x10.webp" }],
      revision: colour.revision,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toEqual({
      code: "VALIDATION_ERROR",
      message: "Cette photo n’appartient pas à cette couleur",
      fields: { "pictures.1.url": "Cette photo n’appartient pas à cette couleur" },
    });
    const twice = await manager.request("PUT", url, {
      pictures: [{ url: colour.images[0] }, { url: colour.images[0] }],
      revision: colour.revision,
    });
    expect([twice.status, twice.body.error.message]).toEqual([400, "Cette photo figure deux fois"]);
    expect(await colourRow(colour.colourId)).toMatchObject({
      images: colour.images,
      revision: colour.revision,
    });
  });
});

describe("who may change pictures", () => {
  it("refuses operators (403) and anonymous callers (401) on both routes", async () => {
    const colour = await takeColour();
    const file = await picture("png", 20, 20);
    const asOperator = await upload(operator, colour.colourId, colour.revision, file);
    const anonymous = await upload(undefined, colour.colourId, colour.revision, file);
    expect([asOperator.status, asOperator.body.error?.code]).toEqual([403, "FORBIDDEN"]);
    expect([anonymous.status, anonymous.body.error?.code]).toEqual([401, "UNAUTHORIZED"]);
    const body = { pictures: [], revision: colour.revision };
    const url = `/api/admin/colours/${colour.colourId}/pictures`;
    expect((await operator.request("PUT", url, body)).status).toBe(403);
    const stranger = await app.inject({
      method: "PUT",
      url,
      headers: { origin: SHOP_ORIGIN },
      payload: body,
    });
    expect(stranger.statusCode).toBe(401);
    expect(await colourRow(colour.colourId)).toMatchObject({
      images: colour.images,
      revision: colour.revision,
    });
  });
});
