import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.js";

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the pool-backed database or an open transaction: module functions accept both. */
export type Queryable = Db | Tx;

export type Database = { db: Db; pool: pg.Pool };

/** Any database or transaction, whatever schema it was opened with (the seed opens it with none). */
export type AnyQueryable = PgDatabase<NodePgQueryResultHKT, Record<string, unknown>>;

// PostgreSQL bigint (count(*), sums) arrives as text by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * The settings each connection starts with (sent when it opens, after any `PGOPTIONS`; options given in the
 * connection string replace them): no JIT compilation. PostgreSQL compiles any query its planner costs above
 * `jit_above_cost`, on every execution (a prepared statement's code is not kept): the product index, read in chunks
 * of 5,000 products, spent 154 ms of each chunk's 299 compiling (108 ms without). The API's queries are key
 * lookups and bounded reads, for which compilation never pays.
 */
const SESSION_OPTIONS = [process.env.PGOPTIONS, "-c jit=off"].filter(Boolean).join(" ");

export function connect(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max, options: SESSION_OPTIONS });
  pool.on("error", (error) => {
    // An idle client lost its connection (for example the server restarted); the pool replaces it.
    process.emitWarning(`PostgreSQL : ${error.message}`);
  });
  return { db: drizzle(pool, { schema }), pool };
}
