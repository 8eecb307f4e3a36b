// What the product index costs to keep up to date, for `bench:api`: loading it whole (a start, or a change of the
// catalogue), and applying a size that sold out and came back (decision 0027), on the benchmark database.
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.js";
import { refreshProductIndex } from "../src/modules/catalog/product-index-refresh.js";

const time = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
};

export async function measureIndexRefresh(db: Db, size: number): Promise<void> {
  const [index, load] = await time(() => refreshProductIndex(db, undefined));
  const [, unchanged] = await time(() => refreshProductIndex(db, index));
  const { rows } = await db.execute<{ id: number; stock: number }>(
    sql`select id, stock from skus where stock > 0 order by id desc limit 1`,
  );
  const sku = rows[0]!;
  await db.execute(sql`update skus set stock = 0 where id = ${sku.id}`);
  const [soldOut, out] = await time(() => refreshProductIndex(db, index));
  await db.execute(sql`update skus set stock = ${sku.stock} where id = ${sku.id}`);
  const [, back] = await time(() => refreshProductIndex(db, soldOut));
  console.log(`\nProduct index of ${size.toLocaleString("en")} products, in the benchmark's process`);
  console.log(`loaded whole                      ${load} ms`);
  console.log(`checked, catalogue unchanged      ${unchanged} ms`);
  console.log(`a size sold out, applied          ${out} ms${soldOut.version === index.version ? "" : " (reloaded whole)"}`);
  console.log(`the size back in stock, applied   ${back} ms`);
}
