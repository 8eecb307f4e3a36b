import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rawRequest } from "./raw-request";
import { createPictureMemory, servePicture, sharedLifetime } from "./picture-memory.mjs";

let clock = 0;
const memory = createPictureMemory(64 * 1024, () => clock);
/** What the stand-in for Next.js's optimizer was asked, and how it answers the next request. */
let asked: string[] = [];
let optimizer = { status: 200, cacheControl: "public, max-age=60, must-revalidate", size: 1000 };

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (servePicture(memory, req, res)) return;
    // Next.js's optimizer answers as it does: headers set one by one, the picture in one `end`.
    asked.push(`${req.method} ${req.url} ${req.headers.accept ?? ""}`);
    const webp = String(req.headers.accept ?? "").includes("image/webp");
    res.statusCode = optimizer.status;
    res.setHeader("Cache-Control", optimizer.cacheControl);
    res.setHeader("Content-Type", webp ? "image/webp" : "image/jpeg");
    res.setHeader("ETag", `"${webp ? "w" : "j"}${optimizer.size}"`);
    res.setHeader("Vary", "Accept");
    res.setHeader("Content-Security-Policy", "script-src 'none'; frame-src 'none'; sandbox;");
    res.setHeader("X-Nextjs-Cache", "MISS");
    res.end(Buffer.alloc(optimizer.size, webp ? 1 : 2));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  asked = [];
  optimizer = { status: 200, cacheControl: "public, max-age=60, must-revalidate", size: 1000 };
});

/** A raw HTTP request to the server under test. */
const ask = (path: string, headers: Record<string, string> = {}, method = "GET") => rawRequest(port, path, headers, method);

const WEBP = { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" };
let n = 0;
/** A picture address no earlier test asked for. */
const picture = () => `/_next/image?url=%2Fmedia%2Fcatalog%2Fshoe-${++n}.webp&w=384&q=75`;

describe("the pictures kept in memory", () => {
  it("answers a picture asked again from memory, with the optimizer's type, caching, ETag and sandbox", async () => {
    const path = picture();
    const first = await ask(path, WEBP);
    const again = await ask(path, WEBP);
    expect(asked).toHaveLength(1);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=60, must-revalidate",
      etag: '"w1000"',
      vary: "Accept",
      "content-security-policy": "script-src 'none'; frame-src 'none'; sandbox;",
      "content-length": "1000",
    });
    expect(again.headers["x-nextjs-cache"]).toBeUndefined();
  });

  it("keeps one answer per Accept, which decides the format", async () => {
    const path = picture();
    await ask(path, WEBP);
    const jpeg = await ask(path, { accept: "image/png,image/*" });
    const jpegAgain = await ask(path, { accept: "image/png,image/*" });
    const webp = await ask(path, WEBP);
    // A client that names WebP only to refuse it is asked of the optimizer, never served the WebP kept.
    await ask(path, { accept: "image/webp;q=0, image/*" });
    expect(asked).toHaveLength(3);
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    expect(jpegAgain.body.equals(jpeg.body)).toBe(true);
    expect(webp.headers["content-type"]).toBe("image/webp");
  });

  it("answers 304 to the ETag it holds, and HEAD without a body", async () => {
    const path = picture();
    await ask(path, WEBP);
    const revalidated = await ask(path, { ...WEBP, "if-none-match": '"w1000"' });
    const head = await ask(path, WEBP, "HEAD");
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toHaveLength(0);
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe("1000");
    expect(head.body).toHaveLength(0);
    expect(asked).toHaveLength(1);
  });

  it("asks the optimizer again once the picture's lifetime is over", async () => {
    const path = picture();
    await ask(path, WEBP);
    clock += 59_999;
    await ask(path, WEBP);
    clock += 1;
    await ask(path, WEBP);
    expect(asked).toHaveLength(2);
  });

  it("keeps no error, no answer a shared cache may not keep, and nothing but pictures", async () => {
    for (const answer of [
      { status: 400, cacheControl: "public, max-age=60" },
      { status: 200, cacheControl: "private, max-age=60" },
      { status: 200, cacheControl: "public, max-age=0" },
      { status: 200, cacheControl: "no-store" },
    ]) {
      optimizer = { ...optimizer, ...answer };
      const path = picture();
      await ask(path, WEBP);
      await ask(path, WEBP);
    }
    await ask("/_next/static/chunks/page.js?image=1");
    await ask("/_next/static/chunks/page.js?image=1");
    expect(asked).toHaveLength(10);
  });

  it("forgets the least recently asked pictures first past its size", async () => {
    optimizer.size = 20 * 1024;
    const [a, b, c, d] = [picture(), picture(), picture(), picture()];
    for (const path of [a, b, c, a, d]) await ask(path, WEBP);
    expect(memory.size().bytes).toBeLessThanOrEqual(64 * 1024);
    asked = [];
    await ask(a, WEBP);
    await ask(b, WEBP);
    expect(asked).toEqual([`GET ${b} ${WEBP.accept}`]);
  });
});

describe("a shared cache's lifetime", () => {
  it("is the max-age of a public answer, and nothing for one it may not keep", () => {
    expect(sharedLifetime("public, max-age=31536000, must-revalidate")).toBe(31_536_000);
    expect(sharedLifetime("public, s-maxage=600")).toBe(600);
    expect(sharedLifetime("max-age=60")).toBe(0);
    expect(sharedLifetime("public, no-cache, max-age=60")).toBe(0);
    expect(sharedLifetime(undefined)).toBe(0);
  });
});
