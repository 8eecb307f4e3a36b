import type { SQL } from "drizzle-orm";
import type pg from "pg";
import type { Queryable } from "./client.js";
import { preparedStatement, type StatementValue } from "./prepared.js";

/** Keys read in one statement at most: a batch larger than this is sent and the next keys start another. */
const MAX_KEYS = 200;
/** Statements of one read under way at once, at most: the keys asked for meanwhile wait for the first to end. */
const MAX_IN_FLIGHT = 2;

type Batch<K, T> = {
  keys: Set<K>;
  rows: Promise<Map<K, T[]>>;
  resolve: (rows: Map<K, T[]>) => void;
  reject: (error: unknown) => void;
};
/** Per pool: the batch gathering keys, and how many statements are under way. */
type State<K, T> = { open: Batch<K, T> | undefined; inFlight: number };

function newBatch<K, T>(): Batch<K, T> {
  let resolve!: Batch<K, T>["resolve"];
  let reject!: Batch<K, T>["reject"];
  const rows = new Promise<Map<K, T[]>>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { keys: new Set(), rows, resolve, reject };
}

/**
 * A hot read by key (a product's stock, a session's cart) as one statement for the keys asked for together. Each
 * statement sent to PostgreSQL costs the API a system call and wakes a server process on the other core, and on
 * these machines that wake-up, not the lookup, is most of a read's cost (decision 0057). A key is sent at once while
 * fewer than `MAX_IN_FLIGHT` statements of this read are under way; the keys asked for while they are wait for the
 * first to end and go together: under load, 50 shoppers are answered with a few round trips instead of 50, and a
 * shopper alone waits for nothing.
 *
 * `build` writes the statement with `value("keys")` for the keys (an array: `= any(${value("keys")}::int[])`), and
 * each row it returns names the key it answers in its `key` column. A call inside a transaction (its connection
 * already taken) reads its key alone, in that transaction. A failed statement fails every caller of its batch.
 */
export function batchedRead<K extends string | number, T extends { key: K }>(name: string, build: (value: StatementValue) => SQL) {
  const statement = preparedStatement<T>(name, build);
  const states = new WeakMap<pg.Pool, State<K, T>>();

  const flush = (db: Queryable, state: State<K, T>) => {
    const batch = state.open;
    if (batch === undefined) return;
    state.open = undefined;
    state.inFlight++;
    statement(db, { keys: [...batch.keys] })
      .then((rows) => {
        const byKey = new Map<K, T[]>();
        for (const row of rows) {
          const found = byKey.get(row.key);
          if (found) found.push(row);
          else byKey.set(row.key, [row]);
        }
        batch.resolve(byKey);
      }, batch.reject)
      .finally(() => {
        state.inFlight--;
        flush(db, state);
      });
  };

  return async (db: Queryable, key: K): Promise<T[]> => {
    const pool = (db as { $client?: pg.Pool }).$client;
    if (pool === undefined) return statement(db, { keys: [key] });
    let state = states.get(pool);
    if (state === undefined) states.set(pool, (state = { open: undefined, inFlight: 0 }));
    let batch = state.open;
    if (batch === undefined) {
      state.open = batch = newBatch();
      // Sent once the caller's code up to its next await has run (other keys of that code join it), unless the
      // statements under way are enough: then when the first of them ends.
      const gathering = state;
      if (state.inFlight < MAX_IN_FLIGHT) queueMicrotask(() => gathering.open === batch && flush(db, gathering));
    }
    batch.keys.add(key);
    if (batch.keys.size >= MAX_KEYS) flush(db, state);
    return (await batch.rows).get(key) ?? [];
  };
}
