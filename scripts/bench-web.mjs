// `npm run bench:web`: the shop's pages as a shopper on a phone feels them, next to a bare App Router reference page
// (one client button), measured round-robin in one run, several runs each (decision 0075). In Debian's Chromium with
// the browser's own throttling (scripts/bench-web-shopper.mjs: slow 4G, CPU ×2, 390 × 844, cold cache each visit):
// FCP, LCP, CLS and the bytes of a visit left alone; the time from navigation until a tap on the header's cart button
// (tapped again while unanswered) opens the drawer; on a first visit, the same for « Accepter tous les cookies »
// until the overlay is gone; the INP of a tap on the loaded page at CPU ×4. Lighthouse's simulated mobile score stays
// as one column (`--skip-lighthouse` leaves it out). Prints medians, ratios to the reference and the machine's load.
// A benchmark: it prints figures and never fails on them.
//
//   npm run bench:web                          # starts the shop (`npm start`) and the reference itself
//   npm run bench:web -- --base http://127.0.0.1:3000 --runs 5
//   npm run bench:web -- --skip-lighthouse     # the shopper's figures only (about a third of the time)
//   npm run bench:web -- --arabic              # also the Arabic category and product beside the French ones
//   npm run bench:web -- --arabic --pages category,"ar category" --runs 7   # only those (and the reference)
//   npm run bench:web -- --base http://127.0.0.1:3000 --compare http://127.0.0.1:3001   # two builds in one run
//
// Run it on a quiet machine and post the load (printed) with the figures.
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH, FIRST_VISIT_STORAGE } from "../apps/web/scripts/chromium.mjs";
import { launchBrowser, measureCart, measureFirstVisit, measureLoad } from "./bench-web-shopper.mjs";
import { newestMtime, root, run, startChild, stopChild, waitForHttp } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    runs: { type: "string", default: "3" },
    "reference-port": { type: "string", default: "3900" },
    arabic: { type: "boolean", default: false },
    pages: { type: "string" },
    "skip-lighthouse": { type: "boolean", default: false },
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
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        process.kill(-child.pid, "SIGINT");
      } catch (error) {
        if (error.code !== "ESRCH") throw error; // the shop's processes had already stopped
        return;
      }
      await exited;
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
    { name: "ar", url: `${base}/ar` },
    ...arabic.slice(1),
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

/** A number for the table: rounded, or « — » when the page gave none. */
const cell = (value, digits = 0, width = 7) =>
  (value === null || value === undefined || Number.isNaN(value) ? "—" : value.toFixed(digits)).padStart(width);
const ratio = (value, ref) => (value === null || ref === null || !ref ? "—" : `${(value / ref).toFixed(2)}×`).padStart(7);
const medianOf = (list, key) => {
  const values = list.map((item) => item[key]).filter((value) => value !== null && value !== undefined);
  return values.length ? median(values) : null;
};

let shop;
let reference;
let browser;
const chrome = values["skip-lighthouse"]
  ? null
  : await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
try {
  const built = join(referenceDir, ".next", "BUILD_ID");
  if (!existsSync(built) || newestMtime(["bench/web-reference"]) > statSync(built).mtimeMs) {
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
    { name: "reference", url: `http://127.0.0.1:${referencePort}/`, reference: true },
    ...(await shopPages(base)).filter((page) => !only || only.includes(page.name)),
    ...(values.compare
      ? (await shopPages(values.compare))
          .filter((page) => !only || only.includes(page.name))
          .map((page) => ({ ...page, name: `${page.name} B` }))
      : []),
  ];
  const results = new Map(pages.map((page) => [page.name, []]));
  const loadBefore = loadavg();
  browser = await launchBrowser();

  for (const page of pages) await fetch(page.url).then((response) => response.arrayBuffer()); // warm the servers
  for (let round = 0; round < runs; round++) {
    for (const page of pages) {
      const load = await measureLoad(browser, page.url);
      const cart = await measureCart(browser, page.url);
      const consent = await measureFirstVisit(browser, page.url, { reference: Boolean(page.reference) });
      const lighthouseFigures = chrome ? figures(await audit(page.url)) : null;
      results.get(page.name).push({
        ...load,
        cart: cart.at,
        cartBy: cart.by,
        consent: consent.at,
        afterTap: consent.afterTap,
        score: lighthouseFigures?.score ?? null,
      });
      console.log(
        `  ${round + 1}/${runs} ${page.name.padEnd(12)} LCP ${cell(load.lcp)} cart ${cell(cart.at)} (${cart.by ?? "not answered"}) consent ${cell(consent.at)} (${cell(consent.afterTap, 0, 0)} after the tap) INP ${cell(load.inp)}`,
      );
      // An unanswered tap: what its taps and the visit's documents did, in order (ms since the visit began).
      if (cart.trail) console.log(cart.trail.map((line) => `      ${line}`).join("\n"));
    }
  }

  const summary = pages.map((page) => {
    const list = results.get(page.name);
    const row = { page: page.name, runs: list };
    for (const key of ["fcp", "lcp", "cls", "kib", "cart", "consent", "afterTap", "inp", "score"]) row[key] = medianOf(list, key);
    return row;
  });
  const ref = summary[0];
  const version = (await browser.version()).trim();
  const loadAfter = loadavg();
  const load = (figures3) => figures3.map((value) => value.toFixed(2)).join(" ");
  console.log(
    `\nAs a shopper feels it: Chromium ${version}, slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), CPU ×2 (INP ×4), ` +
      `390 × 844, cold cache; ${runs} runs each, round-robin, medians`,
  );
  console.log(`Machine load (1, 5, 15 min): ${load(loadBefore)} before → ${load(loadAfter)} after, on ${cpus().length} cores`);
  console.log(
    "cart: navigation → the cart shown, tapping every 250 ms: the drawer, or the cart page's first paint when the tap " +
      "came before the code (how, in each run below); consent: first visit, navigation → the overlay gone " +
      "after « Accepter tous les cookies » (the reference: its button), and tap→gone from the first touch; FCP, LCP, CLS and KiB of a visit with no tap, KiB once the network is quiet",
  );
  console.log(
    "page           FCP ms   LCP ms  vs ref    CLS    KiB  cart ms  vs ref  consent  vs ref  tap→gone   INP ms  LH score vs ref",
  );
  for (const row of summary) {
    console.log(
      [
        row.page.padEnd(13),
        cell(row.fcp, 0, 7),
        cell(row.lcp, 0, 8),
        ratio(row.lcp, ref.lcp),
        cell(row.cls, 3, 6),
        cell(row.kib, 0, 6),
        cell(row.cart, 0, 8),
        ratio(row.cart, ref.cart),
        cell(row.consent, 0, 8),
        ratio(row.consent, ref.consent),
        cell(row.afterTap, 0, 9),
        cell(row.inp, 0, 8),
        cell(row.score, 0, 9),
        ratio(row.score, ref.score),
      ].join(" "),
    );
  }
  console.log("\nEach run (cart ms / consent ms / LCP ms; the cart shown by its drawer, d, or its page, p)");
  for (const row of summary) {
    const how = (item) => ({ drawer: "d", page: "p", "page then drawer": "pd" })[item.cartBy] ?? "–";
    console.log(
      `${row.page.padEnd(13)}${row.runs.map((item) => `${cell(item.cart, 0, 6)}${how(item)}/${cell(item.consent, 0, 0)}/${cell(item.lcp, 0, 0)}`).join("  ")}`,
    );
  }
  console.log("\nThe largest contentful paint of each page's first run");
  for (const row of summary) console.log(`${row.page.padEnd(13)}${row.runs[0]?.lcpWhat ?? "–"}`);
} finally {
  await browser?.close();
  await chrome?.kill();
  await stopChild(reference, "SIGTERM");
  await shop?.stop();
}
