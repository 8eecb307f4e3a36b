import { getTableColumns, sql } from "drizzle-orm";
import type { NodePgDatabase, NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgColumn, PgDatabase, PgInsertValue, PgTable } from "drizzle-orm/pg-core";

/** The database the seed functions receive (any Drizzle schema). */
export type SeedDatabase = NodePgDatabase<Record<string, unknown>>;
/** The database or an open transaction: what the seed's helpers write through. */
export type SeedWriter = PgDatabase<NodePgQueryResultHKT, Record<string, unknown>>;

/** Array parameters are cast to the column's type; serial columns take integers. */
const elementType = (column: PgColumn) => {
  const type = column.getSQLType();
  return type === "serial" ? "integer" : type === "smallserial" ? "smallint" : type;
};

/**
 * Inserts `rows` into `table`, `rowsPerStatement` rows per statement, with one array parameter per column:
 * `INSERT … SELECT … FROM unnest($1::integer[], $2::text[], …)`. Unlike a multi-row VALUES list this never
 * nears PostgreSQL's 65,535-parameter limit, and it spares Drizzle from building a parameter per value,
 * which is what made 100,000 products slow. Values go through each column's own driver mapping (jsonb,
 * timestamps, arrays). Columns are those set in the first row; with `skipExisting`, ON CONFLICT DO NOTHING.
 */
export async function insertRows<TTable extends PgTable>(
  db: SeedWriter,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
  rowsPerStatement = 10_000,
  skipExisting = false,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => (first as Record<string, unknown>)[key] !== undefined,
  );
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement) as readonly Record<string, unknown>[];
    const names = columns.map(([, column]) => sql.identifier(column.name));
    const arrays = columns.map(([key, column]) => {
      const values = chunk.map((row) => (row[key] == null ? null : column.mapToDriverValue(row[key])));
      // An array column's values are already array literals: send them as text and cast them in the SELECT.
      const type = column.getSQLType().endsWith("]") ? "text" : elementType(column);
      return sql`${sql.param(values)}::${sql.raw(type)}[]`;
    });
    const selected = columns.map(([, column], i) => sql.raw(`c${i}::${elementType(column)}`));
    const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(", "));
    await db.execute(sql`
      insert into ${table} (${sql.join(names, sql`, `)})
      select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as t(${aliases})
      ${skipExisting ? sql`on conflict do nothing` : sql``}`);
  }
}

/** French thousands: 12000 → « 12 000 ». */
export const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
