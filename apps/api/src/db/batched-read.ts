import type { SQL } from "drizzle-orm";
import type pg from "pg";
import type { Queryable } from "./client.js";
import { preparedStatement, type StatementValue } from "./prepared.js";

/** Keys read in one statement at most: a batch larger than this is sent and the next keys start another. */
const MAX_KEYS = 200;

type Batch<K, T> = { keys: Set<K>; rows: Promise<Map<K, T[]>> };

/**
 * A hot read by key (a product's stock, a session's cart) as one statement for every key asked for in the same
 * turn of the event loop. Each statement sent to PostgreSQL costs the API a system call and wakes a server process
 * on the other core, and on these machines that wake-up, not the lookup, is most of a read's cost: 50 shoppers
 * whose requests arrive together are answered with one round trip instead of 50. A key alone waits no longer than
 * the I/O already read in that turn takes to handle.
 *
 * `build` writes the statement with `value("keys")` for the keys (an array: `= any(${value("keys")}::int[])`), and
 * each row it returns names the key it answers in its `key` column. A call inside a transaction (its connection
 * already taken) reads its key alone, in that transaction.
 */
export function batchedRead<K extends string | number, T extends { key: K }>(name: string, build: (value: StatementValue) => SQL) {
  const statement = preparedStatement<T>(name, build);
  const open = new WeakMap<pg.Pool, Batch<K, T>>();

  const send = (db: Queryable, batch: Batch<K, T>) =>
    statement(db, { keys: [...batch.keys] }).then((rows) => {
      const byKey = new Map<K, T[]>();
      for (const row of rows) {
        const found = byKey.get(row.key);
        if (found) found.push(row);
        else byKey.set(row.key, [row]);
      }
      return byKey;
    });

  return async (db: Queryable, key: K): Promise<T[]> => {
    const pool = (db as { $client?: pg.Pool }).$client;
    if (pool === undefined) return statement(db, { keys: [key] });
    let batch = open.get(pool);
    if (batch === undefined) {
      const created: Batch<K, T> = {
        keys: new Set(),
        rows: new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          if (open.get(pool) === created) open.delete(pool);
          return send(db, created);
        }),
      };
      open.set(pool, (batch = created));
    }
    batch.keys.add(key);
    // Full: the next key opens a batch of its own, sent in the same turn.
    if (batch.keys.size >= MAX_KEYS) open.delete(pool);
    return (await batch.rows).get(key) ?? [];
  };
}
