import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { CSV_BOM, CSV_SEPARATOR, writeCsvRow } from "../../lib/csv.js";
import { FIXED_FACETS, cellsOf, ownHeader, readStoredRows } from "./stored-rows.js";

/** Products read per query: a catalogue of 100,000 products is two hundred short reads, never all at once. */
export const EXPORT_PRODUCTS_BATCH = 500;

/** The facet keys products carry beyond the five fixed ones, sorted: one `facet:<key>` column each. */
async function otherFacetColumns(db: Queryable): Promise<string[]> {
  const result = await db.execute<{ key: string }>(sql`
    select distinct jsonb_object_keys(attributes) as key from products order by key`);
  return result.rows.map((row) => row.key).filter((key) => !(FIXED_FACETS as readonly string[]).includes(key));
}

async function* exportLines(db: Queryable): AsyncGenerator<string> {
  const header = ownHeader(await otherFacetColumns(db));
  yield CSV_BOM + writeCsvRow(header, CSV_SEPARATOR);
  let after = 0;
  for (;;) {
    const ids = await db.execute<{ id: number }>(sql`
      select id from products where id > ${after} order by id limit ${EXPORT_PRODUCTS_BATCH}`);
    if (ids.rows.length === 0) return;
    after = ids.rows.at(-1)!.id;
    const rows = await readStoredRows(db, sql`p.id = any(${sql.param(ids.rows.map((row) => row.id))}::int[])`);
    yield rows.map((row) => writeCsvRow(cellsOf(row, header), CSV_SEPARATOR)).join("");
  }
}

/**
 * The shop's own catalogue file: one row per size, UTF-8 with a byte-order mark, `;`-separated, every text cell
 * neutralised against formulas; the columns of `OWN_HEADER` then one `facet:<key>` per facet key. Read a batch of
 * products at a time and streamed. Products without any size have no row (the file names sizes).
 */
export function exportCatalogue(db: Queryable, now = new Date()) {
  const day = new Date(now.getTime() + 60 * 60_000).toISOString().slice(0, 10);
  return {
    fileName: `catalogue-${day}.csv`,
    contentType: "text/csv; charset=utf-8",
    body: Readable.from(exportLines(db)),
  };
}
