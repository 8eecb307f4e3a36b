#!/usr/bin/env node
/**
 * First-load JavaScript of storefront pages, as a browser receives it: each path is opened in Debian's
 * Chromium on a running shop (a production build), every JavaScript response up to load + network idle is
 * gzipped with node:zlib, and the totals per page are printed with the biggest chunks. A benchmark: it prints
 * figures and never fails on them.
 *
 *   node apps/web/scripts/first-load-js.mjs --base http://127.0.0.1:3000 / /help/faq /produit/5
 *   node apps/web/scripts/first-load-js.mjs --consented --top 12 /   # as a returning visitor (no consent banner)
 *
 * By default each page is a first visit (fresh context, no cookie consent stored).
 */
import { chromium } from "playwright-core";
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: process.env.FIRST_LOAD_BASE_URL ?? "http://127.0.0.1:3000" },
    consented: { type: "boolean", default: false },
    top: { type: "string", default: "8" },
  },
});
const paths = positionals.length > 0 ? positionals : ["/"];
const top = Number(values.top);

const kb = (bytes) => (bytes / 1024).toFixed(1);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Every JavaScript response of one page load: url, raw and gzip sizes. */
async function measure(path) {
  const context = await browser.newContext({ locale: "fr-FR", viewport: { width: 390, height: 844 } });
  if (values.consented) {
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem("cookie_consent", "no");
      } catch {
        // storage disabled: measured as a first visit
      }
    });
  }
  const page = await context.newPage();
  const pending = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()["content-type"] ?? "";
    if (type !== "script" && !contentType.includes("javascript")) return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => null, // a redirect or an aborted request has no body
      ),
    );
  });
  await page.goto(new URL(path, values.base).toString(), { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const scripts = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  // The same chunk may be requested twice (a prefetch and a use): count it once.
  return [...new Map(scripts.map((script) => [script.url, script])).values()];
}

const rows = [];
try {
  for (const path of paths) {
    const scripts = await measure(path);
    const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
    rows.push({ path, gzip, raw, count: scripts.length });
    console.log(`\n${path}: ${kb(gzip)} KB gzip (${kb(raw)} KB raw) in ${scripts.length} scripts`);
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip).slice(0, top)) {
      const name = new URL(script.url).pathname.replace(/^\/_next\/static\/chunks\//, "");
      console.log(`  ${kb(script.gzip).padStart(7)} KB  ${name}`);
    }
  }
} finally {
  await browser.close();
}

console.log(`\nfirst load JS (gzip KB)${values.consented ? ", consent already given" : ", first visit"}`);
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(7)}  ${row.path}`);
