// The servers `bench:api` measures — the shop's API on a benchmark database and a bare Fastify route — in a
// process of their own, so that the load generator never shares their event loop, as real clients would not.
import Fastify from "fastify";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { buildApp } from "../src/build-app.js";
import { connect } from "../src/db/client.js";
import { CATALOG_CACHES, type CatalogCache } from "../src/modules/catalog/catalog.js";
import { benchConfig } from "./bench-database.js";

export type BenchServers = { appUrl: string; bareUrl: string };
/**
 * The API's catalogue cache: as configured by default, its time-to-live in seconds (0: nothing kept, not even the
 * tree and the index, which are read again on every call), or "answers-off": no answer kept, every call computed,
 * the tree and the index kept as a running API keeps them; or "cards-off", "listings-off"…: one of the catalogue's
 * caches of the process left out (`CATALOG_CACHES`), every other as in a running API.
 */
export type ServerCache = number | "answers-off" | `${CatalogCache}-off`;
/** The catalogue cache's counts, sent back when the parent asks with "stats". */
export type CacheStats = { hits: number; misses: number };

const [databaseUrl, cacheSeconds] = process.argv.slice(2);
if (!databaseUrl || !process.send) throw new Error("usage: forked by bench/api.ts with a database URL");

const address = (server: { address: () => unknown }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const database = connect(databaseUrl, 20);

const bare = Fastify({ logger: false });
bare.get("/bare", async () => ({ hello: "world" }));
// The floor of a call that reads PostgreSQL: the same bare server reading one row by its key, through a pool of
// its own as large as the API's, with a named prepared statement, as the API's hot reads are.
const floorPool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
bare.get<{ Params: { id: string } }>("/bare/row/:id", async (request) => {
  const text = "select id, title_fr, price from products where id = $1";
  const { rows } = await floorPool.query({ name: "floor-row", text, values: [Number(request.params.id)] });
  return rows[0] ?? null;
});
await bare.listen({ port: 0, host: "127.0.0.1" });
const cache =
  cacheSeconds === "answers-off"
    ? { CATALOG_ANSWERS_SECONDS: 0 }
    : cacheSeconds && !cacheSeconds.endsWith("-off")
      ? { CATALOG_CACHE_SECONDS: Number(cacheSeconds) }
      : {};
const config = benchConfig(databaseUrl, cache);
const left = CATALOG_CACHES.find((name) => cacheSeconds === `${name}-off`);
const app = await buildApp({ config, database, catalogCachesOff: new Set(left ? [left] : []) });
await app.listen({ port: 0, host: "127.0.0.1" });
void app.catalog.warm(); // as the API's server does after it starts listening

process.on("message", (message) => {
  if (message === "stats") process.send!(app.catalogAnswers.stats() satisfies CacheStats);
  // Answered once the category tree and the product index are loaded, and the cards read ahead, as in a running API.
  if (message === "warm") {
    void app.catalog
      .warm()
      .then(() => app.catalog.settled())
      .then(() => process.send!("warm"));
  }
  if (message !== "stop") return;
  // A read still under way when the pool closes (an index reload the last requests started) fails: not measured.
  process.on("unhandledRejection", () => {});
  void Promise.all([app.close(), bare.close()])
    .then(() => Promise.all([database.pool.end(), floorPool.end()]))
    .then(() => process.exit(0));
});
process.send({ appUrl: address(app.server), bareUrl: address(bare.server) } satisfies BenchServers);
