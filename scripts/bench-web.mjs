// `npm run bench:web`: Lighthouse (mobile) on the shop's pages next to a bare App Router reference page, audited
// round-robin in one run, several runs each. Prints, per page, the median performance score, LCP, TBT and
// first-load JavaScript (bytes on the wire, compressed), and the ratio to the reference's median. A benchmark: it
// prints figures and never fails on them.
//
//   npm run bench:web                          # starts the shop (`npm start`) and the reference itself
//   npm run bench:web -- --base http://127.0.0.1:3000 --runs 5
//   npm run bench:web -- --arabic              # also `/ar`, the Arabic category and product beside the French ones
//   npm run bench:web -- --arabic --pages category,"ar category" --runs 7   # only those (and the reference)
//   npm run bench:web -- --base http://127.0.0.1:3000 --compare http://127.0.0.1:3001   # two builds in one run
//
// Run it on a quiet machine and post the load (printed) with the figures.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { get } from "node:http";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH, FIRST_VISIT_STORAGE } from "../apps/web/scripts/chromium.mjs";
import { root, run, startChild, stopChild, waitForHttp } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    runs: { type: "string", default: "3" },
    "reference-port": { type: "string", default: "3900" },
    arabic: { type: "boolean", default: false },
    pages: { type: "string" },
    // Another build of the shop (same API): its pages are audited in the same rounds, named "… B".
    compare: { type: "string" },
  },
});
const runs = Math.max(1, Number(values.runs));
const nextBin = join(root, "node_modules", "next", "dist", "bin", "next");
const referenceDir = join(root, "bench", "web-reference");

/** Starts `npm start` and waits until it says the shop is open; returns its base URL and a stop function. */
async function startShop() {
  const child = spawn(process.execPath, [join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  while (!output.includes("La boutique est ouverte")) {
    if (child.exitCode !== null) throw new Error("npm start s’est arrêté");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base: `http://127.0.0.1:${process.env.PORT ?? "3000"}`,
    stop: async () => {
      process.kill(-child.pid, "SIGINT");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** Shop pages to audit: the home, a category, a product, search, cart and checkout (ids read from the API). */
async function shopPages(base) {
  const tree = await (await fetch(`${base}/api/categories/tree`)).json();
  const category = tree[0];
  const leaf = category.children?.[0] ?? category;
  const { products } = await (await fetch(`${base}/api/products/filter?pageSize=1`)).json();
  const categoryPath = `/categorie/${category.slug}/${leaf.slug}`;
  const productPath = `/produit/${products[0].id}`;
  const arabic = values.arabic
    ? [
        { name: "ar home", url: `${base}/ar` },
        { name: "ar category", url: `${base}/ar${categoryPath}` },
        { name: "ar product", url: `${base}/ar${productPath}` },
      ]
    : [];
  return [
    { name: "home", url: `${base}/` },
    { name: "category", url: `${base}${categoryPath}` },
    { name: "product", url: `${base}${productPath}` },
    { name: "search", url: `${base}/search?query=chaussure` },
    { name: "cart", url: `${base}/cart` },
    { name: "checkout", url: `${base}/checkout` },
    ...arabic,
  ];
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function figures(lhr) {
  const scripts = lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
  const scriptUrls = (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .map((item) => item.url);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    js: (scripts?.transferSize ?? 0) / 1024,
    scriptUrls,
  };
}

/**
 * The page's scripts as gzip would send them (KiB), asked again with `Accept-Encoding: gzip` only: the figure the
 * targets are written in, whatever coding the browser was sent (the shop sends its build's files in Brotli).
 */
async function gzipKiB(urls) {
  let bytes = 0;
  for (const url of new Set(urls)) {
    bytes += await new Promise((resolve, reject) => {
      // node:http, not fetch: fetch would decode the body, and chunked answers carry no length.
      get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        let length = 0;
        response.on("data", (chunk) => (length += chunk.length));
        response.on("end", () => resolve(length));
      }).on("error", reject);
    });
  }
  return bytes / 1024;
}

/**
 * One Lighthouse run of a page. On a loaded machine Chromium now and then loses the trace of a load (NO_NAVSTART,
 * NO_FCP): that run is done again, twice at most, rather than ending the whole benchmark.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      clearStorageTypes: FIRST_VISIT_STORAGE,
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    const message = `${url}: ${result?.lhr.runtimeError?.message}`;
    if (attempt === 3) throw new Error(message);
    console.warn(`${message} — audit repris`);
  }
}

let shop;
let reference;
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
try {
  if (!existsSync(join(referenceDir, ".next", "BUILD_ID"))) {
    console.log("▸ Construction de la page de référence…");
    run(process.execPath, [nextBin, "build", referenceDir]);
  }
  const referencePort = values["reference-port"];
  reference = startChild("reference", process.execPath, [nextBin, "start", "-p", referencePort, referenceDir], {
    NODE_ENV: "production",
  });
  await waitForHttp(`http://127.0.0.1:${referencePort}/`, { child: reference });
  if (!values.base) shop = await startShop();
  const base = values.base ?? shop.base;
  const only = values.pages?.split(",").map((name) => name.trim());
  const pages = [
    { name: "reference", url: `http://127.0.0.1:${referencePort}/` },
    ...(await shopPages(base)).filter((page) => !only || only.includes(page.name)),
    ...(values.compare
      ? (await shopPages(values.compare))
          .filter((page) => !only || only.includes(page.name))
          .map((page) => ({ ...page, name: `${page.name} B` }))
      : []),
  ];
  const results = new Map(pages.map((page) => [page.name, []]));
  const loadBefore = loadavg()[0];

  for (const page of pages) await fetch(page.url).then((response) => response.arrayBuffer()); // warm caches
  for (let round = 0; round < runs; round++) {
    for (const page of pages) {
      results.get(page.name).push(figures(await audit(page.url)));
    }
  }

  const summary = [];
  for (const page of pages) {
    const list = results.get(page.name);
    summary.push({
      page: page.name,
      score: median(list.map((item) => item.score)),
      lcp: median(list.map((item) => item.lcp)),
      tbt: median(list.map((item) => item.tbt)),
      js: median(list.map((item) => item.js)),
      jsGzip: await gzipKiB(list.at(-1).scriptUrls),
      scores: list.map((item) => item.score).join(" "),
      lcps: list.map((item) => String(Math.round(item.lcp)).padStart(6)).join(""),
    });
  }
  const ref = summary[0];
  // The browser's full version: Lighthouse's simulated blocking time follows the work Chromium reports, which its
  // releases move (the user agent Lighthouse records gives the major version only).
  const browser = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;
  console.log(
    `\nLighthouse mobile, ${runs} runs each, round-robin, in ${browser}; load average ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
  );
  console.log("JS KiB: first-load scripts as sent (the shop's in Brotli); gzip: the same scripts asked with gzip only");
  console.log("page           score  vs ref   LCP ms  Δ ref   TBT ms  Δ ref   JS KiB  Δ ref    gzip  Δ ref   runs");
  for (const row of summary) {
    console.log(
      [
        row.page.padEnd(13),
        String(row.score).padStart(6),
        `${(row.score / Math.max(1, ref.score)).toFixed(2)}×`.padStart(7),
        String(Math.round(row.lcp)).padStart(8),
        String(Math.round(row.lcp - ref.lcp)).padStart(7),
        String(Math.round(row.tbt)).padStart(8),
        String(Math.round(row.tbt - ref.tbt)).padStart(7),
        row.js.toFixed(1).padStart(8),
        (row.js - ref.js).toFixed(1).padStart(7),
        row.jsGzip.toFixed(1).padStart(7),
        (row.jsGzip - ref.jsGzip).toFixed(1).padStart(7),
        `  ${row.scores}`,
      ].join(" "),
    );
  }
  // Each run's LCP: the reference's moves between two modes, as its scripts (not held back) arrive before or after
  // its first paint, and Lantern charges them to its LCP in the second case (bench/README.md, third session of 30
  // November): the medians' difference depends on how many runs fell in each.
  console.log("\nLCP of each run, ms");
  for (const row of summary) console.log(`${row.page.padEnd(13)}${row.lcps}`);
} finally {
  await chrome.kill();
  await stopChild(reference, "SIGTERM");
  await shop?.stop();
}
