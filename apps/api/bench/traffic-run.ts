// The realistic part of `bench:api`: drawn traffic (traffic.ts) against a freshly started API, then warm, then
// with no answer kept, each next to the bare Fastify route measured in the same run.
import { CATALOG_CACHES } from "../src/modules/catalog/catalog.js";
import { loadavg } from "node:os";
import type { Database } from "../src/db/client.js";
import type { CacheStats, ServerCache } from "./api-server.js";
import { measure, printTable, type Measure } from "./measure.js";
import { printMixCosts } from "./mix-costs.js";
import { measureSearchPrefixes, printPrefixLatencies } from "./search-prefixes.js";
import {
  categoryFacets,
  drawMix,
  drawPaths,
  MIX,
  openShopperCarts,
  randomSource,
  searchPrefixes,
  zipf,
  type Call,
  type Drawn,
  type TrafficSources,
} from "./traffic.js";

type Servers = {
  appUrl: string;
  bareUrl: string;
  stop: () => Promise<unknown>;
  cacheStats: () => Promise<CacheStats>;
  warm: () => Promise<void>;
};

type Options = {
  size: number;
  database: Database;
  seconds: number;
  /** Starts an API of its own on the benchmark database (see api-server.ts for `cache`). */
  start: (cache?: ServerCache) => Promise<Servers>;
};

/** Shoppers with a cart, and the storefront's origin they send their cart changes from (see bench-database.ts). */
const SHOPPERS = 1000;
const SHOPPERS_ORIGIN = "http://localhost:3000";

const percent = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)} %`);

/**
 * The bare route measured around the traffic (before the first call and after the last), the two runs averaged:
 * on a machine shared with other work, one run of a few seconds can land on a busy moment and skew every ratio.
 */
function averaged(before: Measure, after: Measure): Measure {
  const mean = (a: number, b: number) => Math.round(((a + b) / 2) * 100) / 100;
  return {
    name: `bare Fastify (${before.rps} / ${after.rps})`,
    rps: Math.round((before.rps + after.rps) / 2),
    p50: mean(before.p50, after.p50),
    p99: mean(before.p99, after.p99),
    errors: before.errors + after.errors,
  };
}

export async function measureTraffic({ size, database, seconds, start }: Options): Promise<void> {
  const label = (name: string) => `${name} (${size.toLocaleString("en")})`;
  const loadBefore = loadavg()[0]!;
  const { rows: ids } = await database.pool.query<{ id: number }>("select id from products");
  const started = (await database.pool.query<{ now: Date }>("select now()")).rows[0]!.now;
  // The facet values are read from an API without cache, so the one measured next starts cold.
  const reader = await start(0);
  const sources: TrafficSources = {
    productIds: ids.map(({ id }) => id),
    prefixes: await searchPrefixes(database.db),
    categories: await categoryFacets(reader.appUrl),
    carts: await openShopperCarts(database.db, reader.appUrl, SHOPPERS_ORIGIN, SHOPPERS),
  };
  // The bare routes share the API's process: measured once it is done with its start (cards read ahead).
  await reader.warm();
  const bareBefore = await measure({ name: "bare", url: reader.bareUrl, paths: ["/bare"] }, seconds);
  // The same route drawn as every call below is: a drawn request must cost the load generator what a fixed one does.
  const bareDrawn = await measure({ name: "bare Fastify, drawn", url: reader.bareUrl, draw: () => ({ path: "/bare" }) }, seconds);
  // The floor of any call that reads PostgreSQL, drawn over the same ids (see api-server.ts).
  const rowId = zipf(sources.productIds, randomSource(6));
  const floor = await measure({ name: label("bare + one row by key"), url: reader.bareUrl, draw: () => ({ path: `/bare/row/${rowId()}` }) }, seconds);
  await reader.stop();

  const rows: Measure[] = [floor];
  const hitRates: string[] = [];
  const run = async (servers: Servers, name: string, draw: () => Drawn) => {
    const before = await servers.cacheStats();
    const row = await measure({ name: label(name), url: servers.appUrl, draw, notFoundExpected: true }, seconds);
    rows.push(row);
    const after = await servers.cacheStats();
    const hits = after.hits - before.hits;
    const carts = row.notFound ? `   ${percent(row.notFound, row.requests ?? 0)} answered 404 (no cart)` : "";
    hitRates.push(`${name.padEnd(32)} ${percent(hits, hits + after.misses - before.misses).padStart(6)}${carts}`);
  };

  const fresh = await start();
  await run(fresh, "mix, freshly started", drawMix(sources, 1));
  // The calls one by one and the warm mix, once the index is loaded and the cards read ahead (seconds each at
  // 100,000 products).
  await fresh.warm();
  const draw = drawPaths(sources, 2);
  for (const call of Object.keys(MIX) as Call[]) await run(fresh, `${call}, drawn`, draw[call]);
  await run(fresh, "mix, warm", drawMix(sources, 3));
  await fresh.stop();

  // What each cache pays: the same warm mix (same draw) with one cache left out, every other kept.
  for (const cache of ["answers", ...CATALOG_CACHES] as const) {
    const without = await start(`${cache}-off`);
    await without.warm();
    await run(without, `mix, warm, without ${cache}`, drawMix(sources, 3));
    await without.stop();
  }
  // The warm mix with every cache again, after them: the machine's drift over these runs, against which each is read.
  const again = await start();
  await again.warm();
  await run(again, "mix, warm, again", drawMix(sources, 3));
  await again.stop();

  // No answer kept: every call is computed, as for a URL nobody asked for lately; the category tree and the product
  // index are kept, as a running API keeps them.
  const uncached = await start("answers-off");
  await uncached.warm();
  const latencies = await measureSearchPrefixes(uncached.appUrl, sources.prefixes);
  const cold = drawPaths(sources, 4);
  for (const call of ["product", "search"] as const) await run(uncached, `${call}, drawn, no cache`, cold[call]);
  await run(uncached, "mix, no cache", drawMix(sources, 5));
  const bareAfter = await measure({ name: "bare", url: uncached.bareUrl, paths: ["/bare"] }, seconds);
  await uncached.stop();
  const baseline = averaged(bareBefore, bareAfter);
  // The shoppers' sessions, and with them their carts, are not kept for the next run.
  await database.pool.query("delete from sessions where user_id is null and created_at >= $1", [started]);

  const mix = Object.entries(MIX).map(([call, share]) => `${call} ${share} %`).join(", ");
  const load = `load average ${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`;
  printTable(`Real traffic on ${size.toLocaleString("en")} products, drawn afresh (mix: ${mix}; ${load})`, [bareDrawn, ...rows], baseline);
  const warmMix = rows.find((row) => row.name === label("mix, warm"))!;
  printMixCosts(MIX, rows, baseline, warmMix, (call) => label(`${call}, drawn`));
  const warmAgain = rows.find((row) => row.name === label("mix, warm, again"))!;
  const withAll = (warmMix.rps + warmAgain.rps) / 2;
  console.log(
    `\nWhat each cache pays under this mix: the same draw without it, against the warm mix with every cache ` +
      `(${Math.round(withAll)} req/s, the mean of ${warmMix.rps} before and ${warmAgain.rps} after)`,
  );
  for (const cache of ["answers", ...CATALOG_CACHES]) {
    const row = rows.find((candidate) => candidate.name === label(`mix, warm, without ${cache}`))!;
    const gain = `${(withAll / row.rps).toFixed(2)}× the req/s`;
    console.log(`${cache.padEnd(12)} ${gain.padEnd(18)} p99 ${row.p99} ms without, ${warmMix.p99} / ${warmAgain.p99} ms with`);
  }
  console.log(`\nAgainst the floor of a PostgreSQL read (${floor.rps} req/s, ${percent(floor.rps, baseline.rps)} of bare)`);
  for (const row of rows.slice(1)) console.log(`${row.name.padEnd(34)} ${percent(row.rps, floor.rps).padStart(7)}`);
  console.log(`\nCatalogue cache hit rate (${sources.prefixes.length.toLocaleString("en")} search prefixes)`);
  for (const line of hitRates) console.log(line);
  printPrefixLatencies(size, latencies);
}
