import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "next/dist/compiled/compression/index.js";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest } from "./raw-request";
import { createScriptDeferral, deferScriptsOf, defersScripts, scriptLoader } from "./scripts-after-paint.mjs";

const NONCE = "jdX3hZvu4iG8HJ9vgLRF2A==";
// The shape Next.js 16 writes: preloads and async scripts in the head, React's bootstrap script after the shell,
// inline scripts (the consent check, the page's data) that must stay where they are.
const HEAD =
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${NONCE}" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/boot.js"/>` +
  `<script src="/_next/static/chunks/one.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/two.js?v=1&amp;x=2" async="" nonce="${NONCE}"></script>` +
  `<link rel="preload" as="image" href="/media/hero.webp"/>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script></head>`;
const BODY =
  `<body><p>Écharpe « été » — 2 500 DA</p><script nonce="${NONCE}">try{document.body.dataset.ok="1"}catch(e){}</script>` +
  `<script type="application/ld+json">{"name":"Maillot"}</script>` +
  `<script src="/_next/static/chunks/boot.js" nonce="${NONCE}" async=""></script><div hidden id="S:0">…</div>` +
  `<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;
const PAGE = HEAD + BODY;
const SOURCES = ["/_next/static/chunks/one.js", "/_next/static/chunks/two.js?v=1&x=2", "/_next/static/chunks/boot.js"];
const EXPECTED =
  HEAD.replace(/<link rel="preload" as="script"[^>]*>/, "").replace(/<script src="[^"]*" async=""[^>]*><\/script>/g, "") +
  BODY.replace(/<script src="\/_next\/static\/chunks\/boot.js"[^>]*><\/script>/, scriptLoader(SOURCES, NONCE));

/** The page's bytes through a deferral, cut into the given pieces, as the server sends them. */
function rewrite(pieces: Buffer[]): string {
  const deferral = createScriptDeferral();
  let out = "";
  for (const piece of pieces) out += deferral.push(piece.toString("latin1"));
  out += deferral.end();
  return Buffer.from(out, "latin1").toString("utf8");
}

describe("the page's scripts asked for after the first frame", () => {
  it("takes the scripts out of the head and asks for them, in order, where React asked for its own", () => {
    const out = rewrite([Buffer.from(PAGE)]);
    expect(out).toBe(EXPECTED);
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).not.toMatch(/as="script"|one\.js|two\.js/);
    // What is not a script run whenever it arrives stays: the stylesheet, the picture's preload, the old browsers'
    // polyfills, inline scripts and data.
    expect(head).toContain('rel="stylesheet"');
    expect(head).toContain("/media/hero.webp");
    expect(head).toContain("polyfills.js");
    expect(out).toContain('document.body.dataset.ok="1"');
    expect(out).toContain('{"name":"Maillot"}');
    expect(out).toContain("Écharpe « été » — 2 500 DA");
    expect(out.match(/<script nonce="[^"]+">\(function\(w,d,s,n\)/g)).toHaveLength(1);
  });

  it("gives the same page whatever the pieces it streams in, a character of several bytes cut in two included", () => {
    const bytes = Buffer.from(PAGE);
    for (const size of [1, 2, 3, 7, 64, 500]) {
      const pieces: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
      expect(rewrite(pieces), `pieces of ${size} bytes`).toBe(EXPECTED);
    }
  });

  it("asks for the head's scripts before the body ends when React wrote no bootstrap script", () => {
    const out = rewrite([Buffer.from(HEAD + "<body><main>Panier</main></body></html>")]);
    expect(out).toContain(`<main>Panier</main>${scriptLoader(SOURCES.slice(0, 2), NONCE)}</body>`);
    expect(out.slice(0, out.indexOf("</head>"))).not.toContain("one.js");
  });

  it("sends a page with no script to take, or with no head, as it is", () => {
    const plain = "<!DOCTYPE html><html><head><title>Aide</title></head><body><p>Bonjour</p></body></html>";
    expect(rewrite([Buffer.from(plain)])).toBe(plain);
    const fragment = "<p>pas de tête</p>";
    expect(rewrite([Buffer.from(fragment)])).toBe(fragment);
  });

  it("writes a loader no address can break out of, with a nonce of base64 characters only", () => {
    const loader = scriptLoader(["/x.js?</script><script>alert(1)</script>"], 'abc"><script>alert(2)//');
    expect(loader.match(/<\/script>/g)).toHaveLength(1);
    expect(loader).toMatch(/^<script nonce="abcscriptalert2\/\/">/);
  });
});

describe("the pages whose scripts wait for the first frame", () => {
  it("are the pages drawn from the server's HTML, in both languages; not those drawn in the browser", () => {
    for (const url of ["/", "/ar", "/categorie/homme?size=42", "/produit/12", "/search?query=cart", "/ar/produit/3", "/help/faq", "/carte"]) {
      expect(defersScripts(url), url).toBe(true);
    }
    // The cart and the checkout come with the shopper's cart (or the empty cart) in their HTML.
    for (const url of ["/cart", "/ar/cart", "/checkout?step=2"]) expect(defersScripts(url), url).toBe(true);
    for (const url of ["/account/wishlist", "/ar/account", "/order-confirmed/view", "/gestion", "/gestion/commandes/4"]) {
      expect(defersScripts(url), url).toBe(false);
    }
  });
});

describe("the storefront's answers through the rewrite", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  /** A server answering as Next.js does (headers, then pieces), behind the same compression as server.mjs. */
  async function serve(type: string, pieces: string[], length?: number, headersFirst = false): Promise<number> {
    const compress = compression();
    server = createServer((request, response) => {
      compress(request, response, () => {});
      deferScriptsOf(response);
      const headers: Record<string, string> = { "content-type": type };
      if (length !== undefined) headers["content-length"] = String(length);
      // Next.js sets its headers one by one, or writes them all at once before the body.
      if (headersFirst) response.writeHead(200, headers);
      else for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      for (const piece of pieces.slice(0, -1)) response.write(piece);
      response.end(pieces.at(-1));
    });
    await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
    return (server.address() as AddressInfo).port;
  }

  it("rewrites an HTML page, gzipped for a browser and plain for a client that asks for no compression", async () => {
    const port = await serve("text/html; charset=utf-8", [PAGE.slice(0, 300), PAGE.slice(300, 700), PAGE.slice(700)]);
    const zipped = await rawRequest(port, "/", { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString("utf8")).toBe(EXPECTED);
    const plain = await rawRequest(port, "/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(EXPECTED);
  });

  it("drops the length a page was given before the rewrite changed it", async () => {
    const port = await serve("text/html; charset=utf-8", [PAGE], Buffer.byteLength(PAGE));
    const answer = await rawRequest(port, "/");
    expect(answer.headers["content-length"]).toBeUndefined();
    expect(answer.body.toString("utf8")).toBe(EXPECTED);
  });

  it("rewrites a page whose headers are written before its body, compressed or not", async () => {
    const port = await serve("text/html; charset=utf-8", [PAGE.slice(0, 900), PAGE.slice(900)], Buffer.byteLength(PAGE), true);
    for (const encoding of ["gzip, deflate, br", "identity"]) {
      const answer = await rawRequest(port, "/", { "accept-encoding": encoding });
      const body = answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.body) : answer.body;
      expect(answer.headers["content-length"], encoding).toBeUndefined();
      expect(body.toString("utf8"), encoding).toBe(EXPECTED);
    }
  });

  it("leaves what is not HTML untouched: the pages' data for client navigation, JSON", async () => {
    for (const type of ["text/x-component", "application/json"]) {
      const port = await serve(type, [PAGE], Buffer.byteLength(PAGE));
      const answer = await rawRequest(port, "/");
      expect(answer.body.toString("utf8")).toBe(PAGE);
      expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(PAGE)));
      await new Promise<void>((done) => server!.close(() => done()));
      server = undefined;
    }
  });
});
