// The listing filter alone, in one process, on the product index of a benchmark database: the CPU a drawn
// filter call (a category, often one facet value, a page, a sort) costs the API, without HTTP or PostgreSQL.
//   BENCH_DATABASE_URL=postgres://…/shop_bench_100000 npx tsx bench/filter-calls.ts
import { connect } from "../src/db/client.js";
import { filterProducts, type SortKey } from "../src/modules/catalog/product-filter.js";
import { refreshProductIndex } from "../src/modules/catalog/product-index-refresh.js";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/shop_bench_100000";
const calls = Number(process.env.BENCH_CALLS ?? 2000);
const { db, pool } = connect(url, 2);
const started = performance.now();
const index = await refreshProductIndex(db, undefined);
await pool.end();
console.log(`index of ${index.size} products, ${index.values.length} facet values, loaded in ${Math.round(performance.now() - started)} ms`);

let seed = 1;
const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
const categories = [...index.byCategory.values()];
const sorts: SortKey[] = ["relevance", "relevance", "relevance", "price-asc", "price-desc", "newest"];
const width = index.keys.length;
const times: number[] = [];
let listed = 0;
for (let n = 0; n < calls; n++) {
  const positions = categories[Math.floor(random() * categories.length)]!;
  const facets: Record<string, string[]> = {};
  if (positions.length > 0 && random() < 0.7) {
    // A value some product of the category holds, as the storefront offers it.
    const p = positions[Math.floor(random() * positions.length)]!;
    const k = Math.floor(random() * width);
    const from = index.start[p * width + k]!;
    const to = index.start[p * width + k + 1]!;
    if (to > from) facets[index.keys[k]!] = [index.values[index.codes[from + Math.floor(random() * (to - from))]!]!];
  }
  const page = random();
  const sort = sorts[Math.floor(random() * sorts.length)]!;
  const t = performance.now();
  const result = filterProducts(index, positions, { facets, sort }, undefined, { start: page > 0.7 ? (page > 0.9 ? 48 : 24) : 0, size: 24 });
  times.push(performance.now() - t);
  listed += result.total;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
console.log(`${calls} drawn filter calls: mean ${mean.toFixed(2)} ms, p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)} (${Math.round(listed / calls)} products listed on average)`);
