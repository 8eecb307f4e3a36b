import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "./raw-request";
import { acceptsCoding, acceptsGzip, compressBuild, loadStaticAssets, serveStaticAsset } from "./static-assets.mjs";

const script = "console.log('la boutique');\n".repeat(200);
const styles = ".carte { color: #111; }\n".repeat(300);
const font = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);

let distDir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), "static-assets-"));
  mkdirSync(join(distDir, "static", "chunks"), { recursive: true });
  mkdirSync(join(distDir, "static", "media"), { recursive: true });
  writeFileSync(join(distDir, "static", "chunks", "page.js"), script);
  writeFileSync(join(distDir, "static", "media", "inter.woff2"), font);
  writeFileSync(join(distDir, "server-secret.json"), '{"secret":true}');
  // A build compressed after `next build` (the stylesheet), and one that was not (the script).
  const compressed = mkdtempSync(join(tmpdir(), "static-assets-br-"));
  mkdirSync(join(compressed, "static", "css"), { recursive: true });
  mkdirSync(join(compressed, "static", "media"), { recursive: true });
  writeFileSync(join(compressed, "static", "css", "shop.css"), styles);
  writeFileSync(join(compressed, "static", "media", "inter.woff2"), font);
  expect(compressBuild(compressed)).toBe(1);
  const assets = new Map([...loadStaticAssets(distDir), ...loadStaticAssets(compressed)]);
  rmSync(compressed, { recursive: true, force: true });
  // Whatever the build's files do not answer goes on to the next handler, as Next.js in `server.mjs`.
  server = createServer((req, res) => {
    if (serveStaticAsset(assets, req, res)) return;
    res.writeHead(404, { "x-answered-by": "next" });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

/** A raw HTTP request to the server under test. */
const ask = (path: string, headers: Record<string, string> = {}, method = "GET") => rawRequest(port, path, headers, method);

describe("the build's files served from memory", () => {
  it("sends a script compressed to a client that takes gzip, with its type and a year's immutable caching", async () => {
    const answer = await ask("/_next/static/chunks/page.js", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  it("sends the file as it is to a client without gzip, or refusing it", async () => {
    const refusals: Record<string, string>[] = [{}, { "accept-encoding": "gzip;q=0, br" }, { "accept-encoding": "identity" }];
    for (const headers of refusals) {
      const answer = await ask("/_next/static/chunks/page.js", headers);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body.toString()).toBe(script);
    }
  });

  it("sends the build's Brotli copy to a browser that takes it, gzip to one that refuses it", async () => {
    const brotli = await ask("/_next/static/css/shop.css", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(styles);
    const gzip = await ask("/_next/static/css/shop.css", { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(styles);
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    const plain = await ask("/_next/static/css/shop.css", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(styles);
  });

  it("keeps an already compressed font as it is", async () => {
    const answer = await ask("/_next/static/media/inter.woff2", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-type"]).toBe("font/woff2");
    expect(answer.body.equals(font)).toBe(true);
  });

  it("answers HEAD with the headers alone, a query string changing nothing", async () => {
    const answer = await ask("/_next/static/chunks/page.js?dpl=1", { "accept-encoding": "gzip" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(Number(answer.headers["content-length"])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it("answers 304 without a body to a client that already has the file", async () => {
    const first = await ask("/_next/static/chunks/page.js");
    const etag = String(first.headers.etag);
    const again = await ask("/_next/static/chunks/page.js", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const changed = await ask("/_next/static/chunks/page.js", { "if-none-match": '"autre"' });
    expect(changed.status).toBe(200);
  });

  it("leaves every other address to Next.js: nothing outside the static folder is reachable", async () => {
    for (const path of [
      "/_next/static/chunks/missing.js",
      "/_next/static/../server-secret.json",
      "/_next/static/%2e%2e/server-secret.json",
      "/_next/static/chunks/../../server-secret.json",
      "/categorie/homme",
      "/_next/image?url=%2Fmedia%2Fshoe.webp&w=384&q=75",
    ]) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers["x-answered-by"], path).toBe("next");
      expect(answer.body.toString(), path).not.toContain("secret");
    }
  });

  it("refuses another method under /_next/ with 405, never an error of the server", async () => {
    for (const path of [
      "/_next/static/chunks/page.js",
      "/_next/static/chunks/missing.js",
      "/_next/image?url=%2Fmedia%2Fshoe.webp&w=384&q=75",
    ]) {
      for (const method of ["POST", "PUT", "DELETE"]) {
        const answer = await ask(path, {}, method);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD");
      }
    }
    const posted = await ask("/categorie/homme", {}, "POST");
    expect(posted.headers["x-answered-by"]).toBe("next");
  });

  it("finds no files, and answers nothing itself, when the build folder is missing", () => {
    expect(loadStaticAssets(join(distDir, "absent")).size).toBe(0);
  });
});

describe("Accept-Encoding", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["gzip", true],
    ["br, GZIP", true],
    ["gzip;q=0", false],
    ["gzip; q=0.5", true],
    ["*", true],
    ["*;q=0", false],
    ["br, *", true],
    ["gzip;q=0, *", false],
    ["identity", false],
  ])("%s → gzip %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it.each([
    ["gzip, deflate, br", true],
    ["br;q=0, gzip", false],
    ["gzip, *", true],
    ["gzip", false],
    ["brotli", false],
  ])("%s → br %s", (header, expected) => {
    expect(acceptsCoding(header, "br")).toBe(expected);
  });
});
