import { STAFF_COOKIE } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { colourPictures } from "./support/colour-pictures.js";
import { multipartBody } from "./support/multipart.js";
import { picture, pngDeclaring } from "./support/pictures.js";
import { filler, streamedPost } from "./support/streamed-upload.js";
import { SHOP_ORIGIN } from "./support/shopper.js";
import { signedInStaff, type StaffClient } from "./support/staff.js";

/**
 * The pictures of a colour in the catalogue editor: what an upload becomes (upright, stripped, WebP within
 * 2,000 px), every way a file is refused before it costs memory, the order and alt texts the storefront then shows,
 * kept in the media folder (an S3-compatible bucket: catalogue-pictures-bucket.test.ts).
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
const fileOf = (url: string) => readFileSync(join(mediaDir, url.replace(/^\/media\//, "")));

let manager: StaffClient;

beforeAll(async () => {
  manager = await signedInStaff(app, db, "catalogue", "Nadia Catalogue");
});

describe("a picture uploaded to a colour", () => {
  it("is stored upright, without EXIF or GPS, as WebP, added last, and its history written", async () => {
    const colour = await takeColour();
    const landscape = await sharp(await picture("jpeg", 1200, 800))
      .withExif({
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "36/1 45/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "3/1 3/1 0/1",
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const sent = await sharp(landscape).metadata();
    expect([sent.orientation, Boolean(sent.exif)]).toEqual([6, true]);

    const reply = await upload(manager, colour.colourId, colour.revision, landscape);

    expect(reply.status).toBe(201);
    expect(reply.body.revision).toBe(colour.revision + 1);
    expect(reply.body.pictures.map((shown) => shown.url).slice(0, -1)).toEqual(colour.images);
    const added = reply.body.pictures.at(-1)!;
    expect(added).toMatchObject({ altFr: "", altAr: "", width: 800, height: 1200 });
    expect(added.url).toMatch(
      new RegExp(`^/media/pictures/${colour.colourId}-[0-9a-f]{16}-800x1200\\.webp$`),
    );
    const stored = await sharp(fileOf(added.url)).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 800, height: 1200 });
    expect([stored.exif, stored.orientation, stored.icc, stored.xmp]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // Turned as orientation 6 says (90° clockwise): the dark bar drawn along the top edge now runs down the right.
    const { data } = await sharp(fileOf(added.url)).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => data[(y * 800 + x) * 3]!;
    expect([red(780, 600) < 60, red(20, 600) > 150]).toEqual([true, true]);

    const served = await app.inject({ method: "GET", url: added.url });
    expect([served.statusCode, served.headers["content-type"]]).toEqual([200, "image/webp"]);
    const history = await db.execute<{
      field: string;
      before: string;
      after: string;
      actor: string;
      revision: number;
    }>(sql`
      select field, before, after, actor_name as actor, revision from product_events
       where product_id = ${colour.productId} order by id desc limit 1`);
    expect(history.rows[0]).toMatchObject({
      field: "pictures",
      actor: "Nadia Catalogue",
      revision: colour.revision + 1,
    });
    expect(history.rows[0]!.after).toContain(added.url.split("/").pop());
    expect(history.rows[0]!.before).not.toContain(added.url.split("/").pop());
  });

  it("takes PNG, WebP and AVIF, and fits a large picture within 2,000 px", async () => {
    const colour = await takeColour();
    let revision = colour.revision;
    const sizes: [number | null, number | null][] = [];
    for (const [format, width, height] of [
      ["png", 3000, 1000],
      ["webp", 640, 480],
      ["avif", 320, 320],
    ] as const) {
      const reply = await upload(manager, colour.colourId, revision, await picture(format, width, height), {
        filename: `photo.${format}`,
        type: `image/${format}`,
      });
      expect(reply.status, format).toBe(201);
      revision = reply.body.revision;
      const added = reply.body.pictures.at(-1)!;
      sizes.push([added.width, added.height]);
      expect((await sharp(fileOf(added.url)).metadata()).format).toBe("webp");
    }
    expect(sizes).toEqual([
      [2000, 667],
      [640, 480],
      [320, 320],
    ]);
  });
});

describe("a file refused", () => {
  it("is not a picture: a text file named .jpg is a 415, nothing saved", async () => {
    const colour = await takeColour();
    const before = storedFiles();
    const reply = await upload(
      manager,
      colour.colourId,
      colour.revision,
      Buffer.from("Bonjour, ceci n’est pas une photo.\n".repeat(50)),
    );
    expect(reply.status).toBe(415);
    expect(reply.body.error).toEqual({
      code: "PICTURE_NOT_A_PICTURE",
      message: "Ce fichier n’est pas une photo (JPEG, PNG, WebP ou AVIF)",
    });
    expect(storedFiles()).toEqual(before);
    expect(await colourRow(colour.colourId)).toMatchObject({
      images: colour.images,
      revision: colour.revision,
    });
  });

  it("weighs over 15 MB: refused on its announced length (16 MB) or at the limit while read, nothing written", async () => {
    const colour = await takeColour();
    const before = storedFiles();
    const sixteen = await upload(
      manager,
      colour.colourId,
      colour.revision,
      Buffer.alloc(16 * 1024 * 1024, 1),
    );
    expect(sixteen.status).toBe(413);
    expect(sixteen.body.error).toEqual({
      code: "PICTURE_TOO_HEAVY",
      message: "Photo trop lourde : 15 Mo au plus",
    });
    // Within the multipart allowance on the announced length, the parser stops at the file's limit.
    const justOver = Buffer.concat([await picture("jpeg", 64, 64), Buffer.alloc(15 * 1024 * 1024)]);
    const cut = await upload(manager, colour.colourId, colour.revision, justOver);
    expect([cut.status, cut.body.error?.code]).toEqual([413, "PICTURE_TOO_HEAVY"]);
    expect(storedFiles()).toEqual(before);
    expect(await colourRow(colour.colourId)).toMatchObject({
      images: colour.images,
      revision: colour.revision,
    });
  });

  it("over real HTTP, stops reading a hostile body at the first reason to refuse it", async () => {
    const colour = await takeColour();
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const url = `${base}/api/admin/colours/${colour.colourId}/pictures?revision=${colour.revision}`;
    const boundary = "----hostile";
    const headers = {
      origin: SHOP_ORIGIN,
      cookie: `${STAFF_COOKIE}=${manager.cookie}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    };
    const head = (first: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n\r\n`,
        ),
        first,
      ]);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const mb = 1024 * 1024;

    // 200 MB announced: refused on its length, before the body.
    const announced = await streamedPost(
      url,
      headers,
      filler(head(Buffer.alloc(0)), 200 * mb, tail),
      200 * mb + 400,
    );
    expect([announced.status, JSON.parse(announced.body).error.code]).toEqual([413, "PICTURE_TOO_HEAVY"]);
    expect(announced.sent).toBeLessThan(16 * mb);
    // 200 MB chunked behind a real JPEG's first bytes: read up to the 15 MB limit, no further.
    const chunked = await streamedPost(
      url,
      headers,
      filler(head(await picture("jpeg", 64, 64)), 200 * mb, tail),
    );
    expect([chunked.status, JSON.parse(chunked.body).error.code]).toEqual([413, "PICTURE_TOO_HEAVY"]);
    expect(chunked.sent).toBeLessThan(40 * mb);
    // 14 MB of text: refused once its first 64 KB are in.
    const text = await streamedPost(url, headers, filler(head(Buffer.from("Bonjour")), 14 * mb, tail));
    expect([text.status, JSON.parse(text.body).error.code]).toEqual([415, "PICTURE_NOT_A_PICTURE"]);
    expect(text.sent).toBeLessThan(8 * mb);
    // A PNG header declaring 30,000 × 30,000 pixels, then 14 MB: refused on its header.
    const bomb = await streamedPost(url, headers, filler(head(pngDeclaring(30_000, 30_000)), 14 * mb, tail));
    expect([bomb.status, JSON.parse(bomb.body).error.code]).toEqual([422, "PICTURE_TOO_MANY_PIXELS"]);
    expect(bomb.sent).toBeLessThan(8 * mb);
    expect(await colourRow(colour.colourId)).toMatchObject({
      images: colour.images,
      revision: colour.revision,
    });
  });

  it("declares 30,000 × 30,000 pixels: refused by its header, with the size found, in French or Arabic", async () => {
    const colour = await takeColour();
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1_000);
    const before = storedFiles();
    const reply = await upload(manager, colour.colourId, colour.revision, bomb, {
      filename: "bombe.png",
      type: "image/png",
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toEqual({
      code: "PICTURE_TOO_MANY_PIXELS",
      message: "Photo trop grande : 30 000 × 30 000 pixels, 40 mégapixels au plus",
    });
    const arabic = await upload(manager, colour.colourId, colour.revision, bomb, {
      headers: { "accept-language": "ar" },
    });
    expect(arabic.body.error?.message).toBe(
      "الصورة كبيرة جدًا: \u206630 000 × 30 000\u2069 بكسل، 40 ميغابكسل على الأكثر",
    );
    // Just over the limit (a square of 6,400 px is 40.96 megapixels) is refused just the same.
    const over = await upload(manager, colour.colourId, colour.revision, pngDeclaring(6_400, 6_400));
    expect(over.body.error?.message).toBe("Photo trop grande : 6 400 × 6 400 pixels, 40 mégapixels au plus");
    expect(storedFiles()).toEqual(before);
  });

  it("is corrupt or cut short: a 422 with a clear message", async () => {
    const colour = await takeColour();
    const whole = await picture("jpeg", 800, 600);
    const reply = await upload(
      manager,
      colour.colourId,
      colour.revision,
      whole.subarray(0, Math.floor(whole.length / 2)),
    );
    expect(reply.status).toBe(422);
    expect(reply.body.error?.code).toBe("PICTURE_UNREADABLE");
    expect(reply.body.error?.message).toMatch(/^Cette photo est abîmée ou incomplète/);
  });

  it("comes without its field or not as multipart: 400 and 415, in the error shape", async () => {
    const colour = await takeColour();
    const headers = { origin: SHOP_ORIGIN, cookie: `${STAFF_COOKIE}=${manager.cookie}` };
    const url = `/api/admin/colours/${colour.colourId}/pictures?revision=${colour.revision}`;
    const wrongField = multipartBody([
      { name: "photo", filename: "a.jpg", data: await picture("jpeg", 10, 10) },
    ]);
    const noField = await app.inject({
      method: "POST",
      url,
      headers: { ...headers, "content-type": wrongField.contentType },
      payload: wrongField.body,
    });
    expect([noField.statusCode, noField.json().error.code]).toEqual([400, "PICTURE_MISSING"]);
    const json = await app.inject({ method: "POST", url, headers, payload: { file: "x" } });
    expect([json.statusCode, json.json().error.code]).toEqual([415, "PICTURE_MISSING"]);
    const noRevision = await app.inject({
      method: "POST",
      url: url.replace(/\?.*/, ""),
      headers,
      payload: { file: "x" },
    });
    expect([noRevision.statusCode, noRevision.json().error.code]).toEqual([400, "VALIDATION_ERROR"]);
  });

  it("is the 13th of its colour: 409, the twelve kept", async () => {
    const colour = await takeColour();
    const small = await picture("png", 40, 40);
    let revision = colour.revision;
    for (let count = colour.images.length; count < 12; count++) {
      const reply = await upload(manager, colour.colourId, revision, small, { type: "image/png" });
      expect(reply.status).toBe(201);
      revision = reply.body.revision;
    }
    const files = storedFiles();
    const thirteenth = await upload(manager, colour.colourId, revision, small, { type: "image/png" });
    expect(thirteenth.status).toBe(409);
    expect(thirteenth.body.error).toEqual({
      code: "PICTURES_TOO_MANY",
      message: "Au plus 12 photos par couleur",
    });
    expect(storedFiles()).toEqual(files);
    expect((await colourRow(colour.colourId)).images).toHaveLength(12);
  });

  it("is sent on a form loaded before another save: 409 naming who saved", async () => {
    const colour = await takeColour();
    const first = await upload(manager, colour.colourId, colour.revision, await picture("png", 40, 40));
    expect(first.status).toBe(201);
    const late = await upload(manager, colour.colourId, colour.revision, await picture("png", 40, 40));
    expect(late.status).toBe(409);
    expect(late.body.error?.code).toBe("STALE_REVISION");
    expect(late.body.error?.message).toMatch(/^Ce produit a été modifié par Nadia Catalogue le /);
  });
});
