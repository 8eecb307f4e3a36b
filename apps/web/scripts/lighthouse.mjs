#!/usr/bin/env node
/**
 * Lighthouse 12 over a running shop: one run per URL path, scores printed per category, non-zero exit when a
 * score is under its threshold. Mobile form factor (Lighthouse's default throttling) unless --desktop.
 *
 *   node scripts/lighthouse.mjs --base http://127.0.0.1:3000 / /help/faq
 *   node scripts/lighthouse.mjs --performance 95 --accessibility 100 --best-practices 100 --seo 100 /
 *
 * Each page is loaded once first (a running shop has its caches and optimised images warm), then audited
 * `--runs` times (3 by default); the run with the median performance score is reported, as Lighthouse CI
 * does, because a single simulated run moves by several points with the machine's load.
 *
 * Debian's Chromium (/usr/bin/chromium, or CHROME_PATH) with the flags every browser tool here uses
 * (scripts/chromium.mjs).
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { parseArgs } from "node:util";
import { CHROMIUM_ARGS, CHROMIUM_PATH, FIRST_VISIT_STORAGE } from "./chromium.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: process.env.LIGHTHOUSE_BASE_URL ?? "http://127.0.0.1:3000" },
    desktop: { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    performance: { type: "string", default: "0" },
    accessibility: { type: "string", default: "0" },
    "best-practices": { type: "string", default: "0" },
    seo: { type: "string", default: "0" },
  },
});
const paths = positionals.length > 0 ? positionals : ["/"];
const thresholds = Object.fromEntries(CATEGORIES.map((id) => [id, Number(values[id])]));

/** The audits that cost points in a category, with their items when the audit lists some (console errors…). */
function losses(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      const items = (audit.details?.items ?? []).slice(0, 5).map((item) => {
        const text = item.description ?? item.url ?? item.source ?? item.node?.snippet ?? JSON.stringify(item);
        return `      · ${String(text).slice(0, 200)}`;
      });
      return [`    - ${ref.id} (${audit.displayValue ?? audit.score})`, ...items].join("\n");
    });
}

const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
let failed = false;
try {
  for (const path of paths) {
    const url = new URL(path, values.base).toString();
    const config = values.desktop ? (await import("lighthouse/core/config/desktop-config.js")).default : undefined;
    await fetch(url).then((response) => response.arrayBuffer());
    const runs = [];
    for (let run = 0; run < Math.max(1, Number(values.runs)); run++) {
      const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, clearStorageTypes: FIRST_VISIT_STORAGE };
      const result = await lighthouse(url, flags, config);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      runs.push(result.lhr);
    }
    const performance = (lhr) => lhr.categories.performance.score ?? 0;
    runs.sort((a, b) => performance(a) - performance(b));
    const lhr = runs[Math.floor(runs.length / 2)];
    const all = runs.map((run) => Math.round(performance(run) * 100)).join(", ");
    console.log(`\n${url}${runs.length > 1 ? ` (median of ${runs.length} runs; performance ${all})` : ""}`);
    for (const id of CATEGORIES) {
      const score = Math.round((lhr.categories[id].score ?? 0) * 100);
      const ok = score >= thresholds[id];
      failed ||= !ok;
      console.log(`  ${ok ? "✓" : "✗"} ${id.padEnd(15)} ${String(score).padStart(3)}${thresholds[id] ? ` (min ${thresholds[id]})` : ""}`);
      if (score < 100) for (const line of losses(lhr, id)) console.log(line);
    }
    const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
    console.log(`  ${metrics.map((id) => `${id.replace(/-/g, " ")}: ${lhr.audits[id].displayValue}`).join(" · ")}`);
    const lcpNode = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
    if (lcpNode) console.log(`  LCP element: ${lcpNode.snippet?.slice(0, 160)}`);
    const observed = lhr.audits.metrics?.details?.items?.[0];
    if (observed && process.env.LIGHTHOUSE_VERBOSE) {
      console.log(`  observed: FCP ${observed.observedFirstContentfulPaint} ms · LCP ${observed.observedLargestContentfulPaint} ms · load ${observed.observedLoad} ms`);
    }
  }
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
