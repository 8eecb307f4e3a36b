import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/build-app.js";
import { loadConfig } from "../src/config.js";
import type { Db } from "../src/db/client.js";
import { createBucketStorage } from "../src/modules/media/bucket-storage.js";
import { createTestDatabase } from "./database.js";
import { colourPictures } from "./support/colour-pictures.js";
import { picture } from "./support/pictures.js";
import { startS3Server } from "./support/s3-server.js";
import type { TestApp } from "./support/shopper.js";
import { signedInStaff, StaffClient } from "./support/staff.js";

/**
 * Pictures kept in an S3-compatible bucket, so that several API machines share them: signed writes (checked by a
 * server that verifies the signature), served and removed by another machine than the one that took them, a bucket
 * that refuses, settings given in part.
 */
describe("pictures kept in an S3-compatible bucket", () => {
  const credentials = {
    accessKeyId: "shop-test",
    secretAccessKey: "secret-of-the-test-bucket",
    region: "dz-alg-1",
    bucket: "photos",
  };
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let machines: TestApp[];
  let shared: Db;
  /** A third machine whose bucket secret is wrong. */
  let misconfigured: TestApp;
  let takeColour: ReturnType<typeof colourPictures>["takeColour"];
  let colourRow: ReturnType<typeof colourPictures>["colourRow"];
  let upload: ReturnType<typeof colourPictures>["upload"];

  beforeAll(async () => {
    s3 = await startS3Server(credentials);
    const { url, database } = await createTestDatabase();
    shared = database.db;
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent", PASSWORD_SCRYPT_LOG_N: "15" },
      {
        DATABASE_URL: url,
        MEDIA_DIR: mkdtempSync(join(tmpdir(), "shop-pictures-unused-")),
        MEDIA_S3_BUCKET: credentials.bucket,
        MEDIA_S3_ENDPOINT: s3.endpoint,
        MEDIA_S3_REGION: credentials.region,
        MEDIA_S3_ACCESS_KEY_ID: credentials.accessKeyId,
        MEDIA_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        MEDIA_PUBLIC_URL: s3.publicUrl,
      },
    );
    // Two API machines on one database and one bucket, as behind a load balancer.
    machines = [await buildApp({ config, database }), await buildApp({ config, database })];
    misconfigured = await buildApp({
      config: { ...config, MEDIA_S3_SECRET_ACCESS_KEY: "not-the-secret" },
      database,
    });
    ({ takeColour, colourRow, upload } = colourPictures(machines[0]!, shared));
  });
  afterAll(async () => {
    await Promise.all([...machines, misconfigured].map((machine) => machine.close()));
    await s3.close();
  });

  it("writes with a valid signature, and every API machine serves and removes what another uploaded", async () => {
    const [first, second] = machines as [TestApp, TestApp];
    const colour = await takeColour(shared);
    const staff = await signedInStaff(first, shared, "owner");
    const reply = await upload(staff, colour.colourId, colour.revision, await picture("jpeg", 900, 600), {
      on: first,
    });
    expect(reply.status).toBe(201);
    const url = reply.body.pictures.at(-1)!.url;
    const key = url.replace(/^\/media\//, "");
    expect(s3.refusals).toEqual([]);
    expect(s3.objects.get(key)).toMatchObject({
      contentType: "image/webp",
      cacheControl: "public, max-age=31536000, immutable",
    });

    const served = await second.inject({ method: "GET", url });
    expect([served.statusCode, served.headers["content-type"]]).toEqual([200, "image/webp"]);
    expect(served.rawPayload.equals(s3.objects.get(key)!.body)).toBe(true);
    expect(
      (await second.inject({ method: "GET", url: "/media/pictures/1-0000000000000000-1x1.webp" })).statusCode,
    ).toBe(404);
    expect(
      (await second.inject({ method: "GET", url: "/media/pictures/..%2F..%2Fsecret.webp" })).statusCode,
    ).toBe(404);

    const other = new StaffClient(second, staff.email);
    other.cookie = staff.cookie;
    const removal = await other.request("PUT", `/api/admin/colours/${colour.colourId}/pictures`, {
      pictures: colour.images.map((image) => ({ url: image })),
      revision: reply.body.revision,
    });
    expect(removal.status).toBe(200);
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.refusals).toEqual([]);
  });

  it("fails the upload (503) and saves nothing when the bucket refuses the signature", async () => {
    const wrong = createBucketStorage({
      ...credentials,
      secretAccessKey: "not-the-secret",
      endpoint: s3.endpoint,
      publicUrl: s3.publicUrl,
    });
    await expect(wrong.put("pictures/probe.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      /bucket put pictures\/probe\.webp: 403/,
    );
    expect(s3.refusals.at(-1)).toBe("PUT pictures/probe.webp: signature does not match");
    const unsigned = await fetch(`${s3.publicUrl}/pictures/probe.webp`, { method: "PUT", body: "x" });
    expect(unsigned.status).toBe(403);
    expect(s3.objects.has("pictures/probe.webp")).toBe(false);

    const colour = await takeColour(shared);
    const staff = await signedInStaff(misconfigured, shared, "catalogue");
    const reply = await upload(staff, colour.colourId, colour.revision, await picture("png", 50, 50), {
      on: misconfigured,
    });
    expect(reply.status).toBe(503);
    expect(reply.body.error).toEqual({
      code: "PICTURE_STORAGE_DOWN",
      message: "Les photos ne peuvent pas être enregistrées pour le moment : réessayez dans un instant",
    });
    expect(await colourRow(colour.colourId, shared)).toMatchObject({
      images: colour.images,
      revision: colour.revision,
    });
  });

  it("is configured with all its settings or none", () => {
    const base = { DATABASE_URL: "postgres://shop@127.0.0.1/shop" };
    expect(() => loadConfig({ ...base, MEDIA_S3_BUCKET: "photos" })).toThrow(
      /vont ensemble : donnez-les tous ou aucun/,
    );
    expect(() =>
      loadConfig({
        ...base,
        MEDIA_S3_BUCKET: "photos",
        MEDIA_S3_ENDPOINT: "s3.example",
        MEDIA_S3_REGION: "auto",
        MEDIA_S3_ACCESS_KEY_ID: "a",
        MEDIA_S3_SECRET_ACCESS_KEY: "b",
        MEDIA_PUBLIC_URL: "https://photos.example",
      }),
    ).toThrow(/MEDIA_S3_ENDPOINT doit être une adresse http\(s\):\/\//);
  });
});
