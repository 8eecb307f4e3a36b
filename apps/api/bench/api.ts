// `npm run bench:api`: catalogue reads at 1,000 and 100,000 products next to a bare Fastify route, on loopback.
import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import type { BenchServers, CacheStats, ServerCache } from "./api-server.js";
import { benchDatabase, benchDatabaseUrl, startBenchServer } from "./bench-database.js";
import { measureCartUpdates, measureOrderCreation } from "./commerce.js";
import { measure, printTable, type Measure } from "./measure.js";
import { measureIndexRefresh } from "./index-refresh.js";
import { measureTraffic } from "./traffic-run.js";
import { measureEditsDuringTraffic } from "./edits-during-traffic.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const sizes = (process.env.BENCH_SIZES ?? "1000,100000").split(",").map(Number);
/** `BENCH_ONLY=traffic`: the drawn traffic alone (measureTraffic), without the fixed paths, the index or writes. */
const trafficOnly = process.env.BENCH_ONLY === "traffic";

/** Starts the API and the bare route in a child process (see api-server.ts for `cache`). */
async function startServers(databaseUrl: string, cache?: ServerCache) {
  const child = fork(fileURLToPath(new URL("./api-server.ts", import.meta.url)), [databaseUrl, String(cache ?? "")], {
    execArgv: ["--import", "tsx", ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
  });
  const [servers] = (await once(child, "message")) as [BenchServers];
  return {
    ...servers,
    stop: () => (child.send("stop"), once(child, "exit")),
    cacheStats: async () => (child.send("stats"), ((await once(child, "message")) as [CacheStats])[0]),
    /** Waits for the API's catalogue index (seconds at 100,000 products), for measures of a running API. */
    warm: async () => (child.send("warm"), void (await once(child, "message"))),
  };
}

const server = await startBenchServer();
const summary: { size: number; rows: Measure[]; baseline: Measure }[] = [];
try {
  for (const size of sizes) {
    const database = await benchDatabase(server.serverUrl, size);
    if (trafficOnly) {
      await measureTraffic({ size, database, seconds, start: (cache) => startServers(benchDatabaseUrl(server.serverUrl, size), cache) });
      await measureEditsDuringTraffic({ size, database, seconds, start: (cache) => startServers(benchDatabaseUrl(server.serverUrl, size), cache) });
      await database.pool.end();
      continue;
    }
    const servers = await startServers(benchDatabaseUrl(server.serverUrl, size));
    const { appUrl: url, bareUrl } = servers;
    const tree = (await (await fetch(`${url}/api/categories/tree`)).json()) as { slug: string; children: { slug: string }[] }[];
    const categories = tree.flatMap((node) => [node.slug, ...node.children.map((child) => child.slug)]);
    const { rows: ids } = await database.pool.query<{ id: number }>("select id from products order by id limit 500");
    const paths = {
      tree: ["/api/categories/tree"],
      filter: categories.flatMap((slug) => [`/api/products/filter?category=${slug}`, `/api/products/filter?category=${slug}&sort=price-asc`]),
      search: ["chau", "chaussure running", "sweat", "short foot", "casq", "حذاء", "veste", "legg"].map(
        (query) => `/api/products/search?query=${encodeURIComponent(query)}`,
      ),
      product: ids.map(({ id }) => `/api/products/find/id/${id}`),
    };
    // Warm the caches once, as a running shop would be.
    for (const list of Object.values(paths)) for (const path of list) await fetch(`${url}${path}`);

    const baseline = await measure({ name: "bare Fastify route", url: bareUrl, paths: ["/bare"] }, seconds);
    const rows: Measure[] = [];
    for (const [name, list] of Object.entries(paths)) {
      rows.push(await measure({ name: `${name} (${size.toLocaleString("en")} products)`, url, paths: list }, seconds));
    }
    // The same reads straight from PostgreSQL, cache off: what a first visit to a page costs. (Listings are
    // always computed from the in-memory catalogue index, which only exists cached.)
    const uncached = await startServers(benchDatabaseUrl(server.serverUrl, size), 0);
    await uncached.warm();
    for (const name of ["tree", "search", "product"] as const) {
      const label = `${name}, no cache (${size.toLocaleString("en")} products)`;
      rows.push(await measure({ name: label, url: uncached.appUrl, paths: paths[name] }, seconds));
    }
    await uncached.stop();
    printTable(`Catalogue of ${size.toLocaleString("en")} products`, rows, baseline);
    await measureIndexRefresh(database.db, size);
    await measureTraffic({ size, database, seconds, start: (cache) => startServers(benchDatabaseUrl(server.serverUrl, size), cache) });
    await measureEditsDuringTraffic({ size, database, seconds, start: (cache) => startServers(benchDatabaseUrl(server.serverUrl, size), cache) });
    if (size === sizes[0]) {
      const commerce = [
        await measureCartUpdates(database.db, url, seconds),
        await measureOrderCreation(database.db, url, Number(process.env.BENCH_ORDERS ?? 1000)),
      ];
      printTable("Writes (each shopper on its own cart)", commerce, baseline);
    }
    summary.push({ size, rows, baseline });
    await servers.stop();
    await database.pool.end();
  }
} finally {
  await server.stop();
}

if (summary.length === 2) {
  const [small, large] = summary as [(typeof summary)[0], (typeof summary)[0]];
  console.log("\np50 at the large catalogue against the small one");
  small.rows.forEach((row, index) => {
    const other = large.rows[index]!;
    console.log(`${row.name.split(" (")[0]!.padEnd(20)} ${row.p50} ms → ${other.p50} ms (${(other.p50 / Math.max(row.p50, 0.01)).toFixed(2)}×)`);
  });
}
