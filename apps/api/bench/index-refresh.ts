// What the product index costs to keep up to date, for `bench:api`: loading it whole (a start, or a change of the
// catalogue), and applying a size that sold out and came back (decision 0027), on the benchmark database; and what
// the listings computed on it cost again once a size sold out (each category's, under each of its facet values).
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.js";
import { listingBytes } from "../src/modules/catalog/listing-cache.js";
import { categoryListings } from "../src/modules/catalog/listings-ahead.js";
import { filterProducts } from "../src/modules/catalog/product-filter.js";
import { refreshProductIndex } from "../src/modules/catalog/product-index-refresh.js";
import type { ProductIndex } from "../src/modules/catalog/product-index.js";

const time = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
};

/** `time`, and the longest the work held the event loop (the longest gap between two timer ticks, in ms). */
const timeHeld = async <T>(work: () => Promise<T>): Promise<[T, number, number]> => {
  let last = performance.now();
  let longest = 0;
  const ticks = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const [result, ms] = await time(work);
  clearInterval(ticks);
  longest = Math.max(longest, performance.now() - last);
  return [result, ms, Math.round(longest)];
};

/** Each category's first page unfiltered and under each facet value one of its products holds, as crawlers walk them. */
function listEveryCategory(index: ProductIndex): number {
  let listings = 0;
  for (const positions of index.byCategory.values()) {
    const criteria = categoryListings(index, positions);
    for (const each of criteria) filterProducts(index, positions, each, undefined, { start: 0, size: 24 });
    listings += criteria.length;
  }
  return listings;
}

export async function measureIndexRefresh(db: Db, size: number): Promise<void> {
  const [index, load] = await time(() => refreshProductIndex(db, undefined));
  const [, unchanged] = await time(() => refreshProductIndex(db, index));
  const { rows } = await db.execute<{ id: number; stock: number }>(
    sql`select id, stock from skus where stock > 0 order by id desc limit 1`,
  );
  const sku = rows[0]!;
  await db.execute(sql`update skus set stock = 0 where id = ${sku.id}`);
  const [listings, listed] = await time(async () => listEveryCategory(index));
  const [soldOut, out] = await time(() => refreshProductIndex(db, index));
  const [, listedAgain] = await time(async () => listEveryCategory(soldOut));
  await db.execute(sql`update skus set stock = ${sku.stock} where id = ${sku.id}`);
  const [backIndex, back] = await time(() => refreshProductIndex(db, soldOut));
  // A product in the middle of the catalogue taken off sale, then published again: products come or go, the
  // index is built from the rows kept (decision 0067).
  const middle = backIndex.ids[backIndex.size >> 1]!;
  const paths: string[] = [];
  const path = ({ path }: { path: string }) => paths.push(path);
  await db.execute(sql`update products set status = 'draft' where id = ${middle}`);
  const [left, leaving, leavingHeld] = await timeHeld(() => refreshProductIndex(db, backIndex, path));
  await db.execute(sql`update products set status = 'published' where id = ${middle}`);
  const [, publishing, publishingHeld] = await timeHeld(() => refreshProductIndex(db, left, path));
  console.log(`\nProduct index of ${size.toLocaleString("en")} products, in the benchmark's process`);
  console.log(`loaded whole                      ${load} ms`);
  console.log(`checked, catalogue unchanged      ${unchanged} ms`);
  console.log(`a size sold out, applied          ${out} ms${soldOut.version === index.version ? "" : " (reloaded whole)"}`);
  console.log(`the size back in stock, applied   ${back} ms`);
  console.log(`a product taken off sale, applied   ${leaving} ms (${paths[0]}), the event loop held at most ${leavingHeld} ms`);
  console.log(`the product published again        ${publishing} ms (${paths[1]}), held at most ${publishingHeld} ms`);
  console.log(`${listings.toLocaleString("en")} listings (every category, each facet value), computed       ${listed} ms`);
  console.log(`the memory they take (listings kept)                ${(listingBytes(index) / 1024 / 1024).toFixed(1)} MB`);
  console.log(`the same listings once the size sold out            ${listedAgain} ms`);
}
