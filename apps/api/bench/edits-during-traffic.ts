// The drawn traffic with the merchant at work (decision 0067): the warm mix measured without edits, then while a
// loop edits products (a title and its prices, in one transaction, as the back office saves them) and sells sizes
// out and back, next to the bare Fastify route; with the time each edit took to be found by a search.
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client.js";
import type { ServerCache } from "./api-server.js";
import { measure, printTable, type Measure } from "./measure.js";
import { categoryFacets, drawMix, openShopperCarts, searchPrefixes, type TrafficSources } from "./traffic.js";

type Servers = { appUrl: string; bareUrl: string; stop: () => Promise<unknown>; warm: () => Promise<void> };
type Options = { size: number; database: Database; seconds: number; start: (cache?: ServerCache) => Promise<Servers> };

/** Pause between two edits: a few per second, a busy merchant (or an import) rather than a shopper. */
const EDIT_PAUSE_MS = 250;
const SHOPPERS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function measureEditsDuringTraffic({ size, database, seconds, start }: Options): Promise<void> {
  const label = (name: string) => `${name} (${size.toLocaleString("en")})`;
  const loadBefore = loadavg()[0]!;
  const { db, pool } = database;
  const { rows: ids } = await pool.query<{ id: number }>("select id from products where is_published order by id");
  const started = (await pool.query<{ now: Date }>("select now()")).rows[0]!.now;
  const servers = await start();
  await servers.warm();
  const sources: TrafficSources = {
    productIds: ids.map(({ id }) => id),
    prefixes: await searchPrefixes(db),
    categories: await categoryFacets(servers.appUrl),
    carts: await openShopperCarts(db, servers.appUrl, "http://localhost:3000", SHOPPERS),
  };
  const bareBefore = await measure({ name: "bare", url: servers.bareUrl, paths: ["/bare"] }, seconds);
  const calm = await measure({ name: label("mix, warm, no edit"), url: servers.appUrl, draw: drawMix(sources, 7), notFoundExpected: true }, seconds);

  // The edit loop: a product's title (with its search text) and prices, then a size of another sold out or back,
  // each edit followed by searches of its new word until the API finds the product.
  let editing = true;
  const visible: number[] = [];
  let edits = 0;
  let stockChanges = 0;
  const loop = (async () => {
    for (let n = 0; editing; n++) {
      const id = ids[(n * 7919) % ids.length]!.id;
      const word = `bancedit${n.toString(36)}x${Date.now().toString(36)}`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`update products set title_fr = ${`Veste ${word}`}, search_text = search_text || ' ' || ${word},
                                updated_at = now(), revision = revision + 1 where id = ${id}`);
        await tx.execute(sql`update skus set price = price + 10 where variation_id in (select id from variations where product_id = ${id})`);
      });
      edits++;
      const sold = ids[(n * 104_729 + 13) % ids.length]!.id;
      const { rowCount } = await pool.query(
        `update skus set stock = case when stock > 0 then 0 else 5 end
          where id = (select s.id from skus s join variations v on v.id = s.variation_id where v.product_id = $1 order by s.id limit 1)`,
        [sold],
      );
      stockChanges += rowCount ?? 0;
      const editedAt = performance.now();
      for (;;) {
        const reply = await fetch(`${servers.appUrl}/api/products/search?query=${word}`);
        const body = (await reply.json()) as { paginatedProducts?: { items: { id: number }[] } };
        if (body.paginatedProducts?.items.some((item) => item.id === id)) break;
        if (performance.now() - editedAt > 30_000) throw new Error(`edit of product ${id} not found in 30 s`);
        await sleep(20);
      }
      visible.push(performance.now() - editedAt);
      await sleep(EDIT_PAUSE_MS);
    }
  })();
  let busy: Measure;
  try {
    busy = await measure({ name: label("mix, warm, with edits"), url: servers.appUrl, draw: drawMix(sources, 7), notFoundExpected: true }, seconds);
  } finally {
    editing = false;
    await loop;
  }
  const bareAfter = await measure({ name: "bare", url: servers.bareUrl, paths: ["/bare"] }, seconds);
  await servers.stop();
  await pool.query("delete from sessions where user_id is null and created_at >= $1", [started]);

  const baseline: Measure = {
    name: `bare Fastify (${bareBefore.rps} / ${bareAfter.rps})`,
    rps: Math.round((bareBefore.rps + bareAfter.rps) / 2),
    p50: Math.round(((bareBefore.p50 + bareAfter.p50) / 2) * 100) / 100,
    p99: Math.round(((bareBefore.p99 + bareAfter.p99) / 2) * 100) / 100,
    errors: bareBefore.errors + bareAfter.errors,
  };
  const load = `load average ${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`;
  printTable(`Drawn traffic with edits on ${size.toLocaleString("en")} products (${load})`, [calm, busy], baseline);
  const sorted = visible.sort((a, b) => a - b);
  console.log(
    `${edits} product edits and ${stockChanges} stock changes in ${seconds} s; an edit found by search after ` +
      `p50 ${Math.round(percentile(sorted, 50))} ms, p99 ${Math.round(percentile(sorted, 99))} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms`,
  );
}
