import { getTableColumns } from "drizzle-orm";
import type { NodePgDatabase, NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgInsertValue, PgTable } from "drizzle-orm/pg-core";

/** The database the seed functions receive (any Drizzle schema). */
export type SeedDatabase = NodePgDatabase<Record<string, unknown>>;
/** The database or an open transaction: what the seed's helpers write through. */
export type SeedWriter = PgDatabase<NodePgQueryResultHKT, Record<string, unknown>>;

/** PostgreSQL accepts at most 65,535 bind parameters in one statement. */
const MAX_PARAMETERS = 65_535;

/**
 * Inserts `rows` with multi-row INSERT statements of at most `rowsPerStatement` rows, fewer when the table
 * has so many columns that the statement would pass PostgreSQL's parameter limit. With `skipExisting`, rows
 * whose key is already present are skipped (ON CONFLICT DO NOTHING).
 */
export async function insertRows<TTable extends PgTable>(
  db: SeedWriter,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
  rowsPerStatement = 1000,
  skipExisting = false,
): Promise<void> {
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(rowsPerStatement, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    const insert = db.insert(table).values(rows.slice(start, start + size));
    await (skipExisting ? insert.onConflictDoNothing() : insert);
  }
}

/** French thousands: 12000 → « 12 000 ». */
export const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
