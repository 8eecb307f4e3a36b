import { describe, expect, it } from "vitest";
import { createScriptDeferral } from "./scripts-after-paint.mjs";
import { HOLD_FIRST_FRAME, inlineStylesheets, stylesheetReader, withoutStylesheetPreloads } from "./stylesheets-in-head.mjs";

const NONCE = "jdX3hZvu4iG8HJ9vgLRF2A==";
const CSS =
  `@font-face{font-family:Inter;src:url(../media/inter.woff2) format("woff2")}@font-face{src:url("/fonts/ar.woff2")}` +
  `.a{background:url(data:image/svg+xml;base64,AAAA)}.b:before{content:"é"}`;
const assets = new Map([
  ["/_next/static/chunks/a.css", { body: Buffer.from(CSS) }],
  ["/_next/static/chunks/bad.css", { body: Buffer.from(".x{}</style><script>alert(1)</script>") }],
  ["/_next/static/chunks/one.js", { body: Buffer.from("alert(1)") }],
]);
const LINK = `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${NONCE}" data-precedence="next"/>`;

describe("the build's stylesheet in the page's head", () => {
  it("writes the rules before React's link, disabled, with absolute addresses, and holds the first frame for <main>", () => {
    const read = stylesheetReader(assets);
    const out = inlineStylesheets(`<head><meta charSet="utf-8"/>${LINK}<title>Rafale</title>`, read);
    const css = read("/_next/static/chunks/a.css")!;
    expect(css).toContain("url(/_next/static/media/inter.woff2)");
    expect(css).toContain('url("/fonts/ar.woff2")');
    expect(css).toContain("url(data:image/svg+xml;base64,AAAA)");
    expect(out).toBe(
      `<head><meta charSet="utf-8"/><style nonce="${NONCE}">${css}</style>` +
        `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${NONCE}" data-precedence="next" disabled=""/>` +
        `<title>Rafale</title>${HOLD_FIRST_FRAME}`,
    );
  });

  it("leaves linked what is not one of the build's stylesheets, or could close its element", () => {
    const read = stylesheetReader(assets);
    for (const href of ["/_next/static/chunks/bad.css", "/_next/static/chunks/missing.css", "/_next/static/chunks/one.js", "https://cdn.example/a.css"]) {
      const head = `<head><link rel="stylesheet" href="${href}"/>`;
      expect(inlineStylesheets(head, read), href).toBe(head);
    }
  });

  it("takes the stylesheet's preload out of the Link header, and keeps the rest", () => {
    const read = stylesheetReader(assets);
    expect(withoutStylesheetPreloads(`</>; rel=preconnect; crossorigin="", </_next/static/chunks/a.css>; rel=preload; as="style"; nonce="${NONCE}"`, read)).toBe(
      `</>; rel=preconnect; crossorigin=""`,
    );
    expect(withoutStylesheetPreloads(`</_next/static/chunks/a.css>; rel=preload; as="style"`, read)).toBeNull();
    expect(withoutStylesheetPreloads(`</_next/static/chunks/missing.css>; rel=preload; as="style"`, read)).toBe(
      `</_next/static/chunks/missing.css>; rel=preload; as="style"`,
    );
    expect(withoutStylesheetPreloads(undefined, read)).toBeUndefined();
  });

  it("is written by the page's rewrite, whatever the pieces the page streams in", () => {
    const page =
      `<!DOCTYPE html><html lang="fr"><head>${LINK}<script src="/_next/static/chunks/one.js" async="" nonce="${NONCE}"></script></head>` +
      `<body><main id="contenu">Maillot été</main><script src="/_next/static/chunks/boot.js" async="" nonce="${NONCE}"></script></body></html>`;
    const bytes = Buffer.from(page);
    const outputs = new Set<string>();
    for (const size of [1, 5, 64, bytes.length]) {
      const deferral = createScriptDeferral({ stylesheet: stylesheetReader(assets) });
      let out = "";
      for (let at = 0; at < bytes.length; at += size) out += deferral.push(bytes.subarray(at, at + size).toString("latin1"));
      out += deferral.end();
      outputs.add(Buffer.from(out, "latin1").toString("utf8"));
    }
    expect(outputs.size).toBe(1);
    const [out] = [...outputs];
    const head = out!.slice(0, out!.indexOf("</head>"));
    expect(head).toContain(`<style nonce="${NONCE}">`);
    expect(head).toContain('content:"é"');
    expect(head).toContain('disabled=""');
    expect(head).toContain(HOLD_FIRST_FRAME);
    expect(head).not.toContain("one.js");
    expect(out).toContain("Maillot été");
  });
});
