#!/usr/bin/env node
/**
 * Where a page's time goes, from one Lighthouse (mobile) run each: the LCP element and its four phases (time to
 * first byte, load delay, load time, render delay), the scripts that kept the main thread busy (bootup-time), the
 * main thread's work by kind and the longest tasks; then when the browser really painted (observed, unthrottled)
 * and what had finished downloading by then. Lighthouse's simulated LCP replays only the requests that ended
 * before the observed LCP (and the scripts evaluated before it): a page that paints before its scripts arrive
 * is charged for its document alone, one that paints after them for all of them. Each request finished by then
 * shows how long the server took to start answering it. Last, Lantern's own LCP graph: the requests and the main-thread
 * tasks it simulates, with their simulated times, and the scripts it leaves out as evaluated after the paint.
 * Lantern drops tasks under 10 ms from its graph, so a script evaluated after the paint in a short task has no task
 * left to show it: it is counted as if it had blocked the paint, as long as it finished downloading before it.
 * The trace behind `npm run bench:web`'s figures; it prints and never fails on them.
 *
 *   node apps/web/scripts/lcp-trace.mjs --base http://127.0.0.1:3000 / /produit/1 /categorie/homme
 */
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { getComputationDataParams } from "lighthouse/core/computed/metrics/lantern-metric.js";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH, FIRST_VISIT_STORAGE } from "./chromium.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: "string", default: "http://127.0.0.1:3000" } },
});
const paths = positionals.length > 0 ? positionals : ["/"];
const ms = (value) => `${Math.round(value)} ms`;
const short = (url) => url.replace(/^https?:\/\/[^/]+/, "").replace(/^\/_next\/static\/chunks\//, "");

/** The requests whose download ended before the last LCP candidate, from the run's trace. */
function finishedBefore(events) {
  const lcp = Math.max(
    ...events.filter((event) => event.name === "largestContentfulPaint::Candidate").map((event) => event.ts),
  );
  const sent = new Map();
  const waited = new Map();
  for (const event of events) {
    if (event.name === "ResourceSendRequest") sent.set(event.args.data.requestId, event.args.data);
    // How long the server took to start answering once the request was sent.
    const timing = event.name === "ResourceReceiveResponse" ? event.args.data.timing : undefined;
    if (timing) waited.set(event.args.data.requestId, timing.receiveHeadersEnd - timing.sendEnd);
  }
  return events
    .filter(
      (event) => event.name === "ResourceFinish" && event.ts <= lcp && sent.has(event.args.data.requestId),
    )
    .map((event) => ({
      ...sent.get(event.args.data.requestId),
      bytes: event.args.data.encodedDataLength,
      wait: waited.get(event.args.data.requestId),
    }));
}

/** Lantern's LCP from the run's artifacts: its two estimates, the requests and long tasks of the pessimistic one. */
async function lanternGraph({ artifacts, lhr }) {
  const settings = lhr.configSettings;
  const data = {
    devtoolsLog: artifacts.DevtoolsLog,
    trace: artifacts.Trace,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
  };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  const { graph, processedNavigation } = await getComputationDataParams(data, { computedCache: new Map(), settings });
  const cutoffTimestamp = processedNavigation.timestamps.largestContentfulPaint;
  const { definitelyNotRenderBlockingScriptUrls: after } = Lantern.Metrics.FirstContentfulPaint.getRenderBlockingNodeData(
    graph,
    { cutoffTimestamp, treatNodeAsRenderBlocking: () => true },
  );
  console.log(
    `  Lantern's LCP: optimistic ${ms(lcp.optimisticEstimate.timeInMs)}, pessimistic ${ms(lcp.pessimisticEstimate.timeInMs)}; ` +
      `scripts left out as evaluated after the paint: ${[...after].map(short).join(" ") || "none"}`,
  );
  const rows = [...lcp.pessimisticEstimate.nodeTimings]
    .filter(([node, timing]) => node.type === "network" || timing.endTime - timing.startTime >= 20)
    .sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, { startTime, endTime }] of rows) {
    const what =
      node.type === "network"
        ? `${(node.request.transferSize / 1024).toFixed(1).padStart(6)} KiB ${node.request.priority.padEnd(8)} ${short(node.request.url).slice(0, 70)}`
        : "main-thread task";
    console.log(`    ${ms(startTime).padStart(8)} → ${ms(endTime).padStart(8)}  ${what}`);
  }
}

const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
try {
  for (const path of paths) {
    const url = new URL(path, values.base).toString();
    // A trace Chromium lost under load (NO_NAVSTART) is taken again, twice at most.
    let result;
    for (let attempt = 1; attempt <= 3 && (!result || result.lhr.runtimeError); attempt++) {
      result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        clearStorageTypes: FIRST_VISIT_STORAGE,
      });
    }
    if (!result || result.lhr.runtimeError) throw new Error(`${url}: ${result?.lhr.runtimeError?.message}`);
    const audits = result.lhr.audits;
    const [element, phases] = audits["largest-contentful-paint-element"]?.details?.items ?? [];
    console.log(
      `\n${path}: score ${Math.round(result.lhr.categories.performance.score * 100)}, FCP ${ms(audits["first-contentful-paint"].numericValue)}, ` +
        `LCP ${ms(audits["largest-contentful-paint"].numericValue)}, TBT ${ms(audits["total-blocking-time"].numericValue)}`,
    );
    console.log(`  LCP element: ${element?.items?.[0]?.node?.snippet?.slice(0, 160) ?? "?"}`);
    for (const phase of phases?.items ?? [])
      console.log(`    ${phase.phase.padEnd(14)} ${ms(phase.timing).padStart(8)}`);
    console.log("  scripts (bootup-time, total / scripting):");
    for (const item of (audits["bootup-time"].details?.items ?? []).slice(0, 6)) {
      console.log(`    ${ms(item.total).padStart(8)} ${ms(item.scripting).padStart(8)}  ${short(item.url)}`);
    }
    const work = (audits["mainthread-work-breakdown"].details?.items ?? []).map(
      (item) => `${item.group} ${ms(item.duration)}`,
    );
    console.log(`  main thread: ${work.join(", ")}`);
    const observed = audits.metrics?.details?.items?.[0] ?? {};
    console.log(
      `  observed (unthrottled): FCP ${ms(observed.observedFirstContentfulPaint)}, LCP ${ms(observed.observedLargestContentfulPaint)}`,
    );
    const before = finishedBefore(result.artifacts.Trace.traceEvents);
    const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log(
      `  finished before the observed LCP: ${kib(before.reduce((sum, item) => sum + item.bytes, 0))}`,
    );
    for (const item of before)
      console.log(
        `    ${kib(item.bytes).padStart(9)} ${item.priority.padEnd(8)} waited ${ms(item.wait ?? 0).padStart(6)}  ${short(item.url).slice(0, 80)}`,
      );
    const tasks = (audits["long-tasks"]?.details?.items ?? []).slice(0, 6);
    console.log(
      `  longest tasks: ${tasks.map((task) => `${ms(task.duration)} at ${ms(task.startTime)} (${short(task.url)})`).join("; ")}`,
    );
    await lanternGraph(result);
  }
} finally {
  await chrome.kill();
}
