import type { SQL } from "drizzle-orm";
import type pg from "pg";
import type { Queryable } from "./client.js";
import { preparedStatement, type StatementValue } from "./prepared.js";

/** Keys read in one statement at most: a batch larger than this is sent and the next keys start another. */
const MAX_KEYS = 200;
/**
 * Statements of all the batched reads of a pool under way at once, at most: the keys asked for meanwhile, of any of
 * those reads, wait for it to end (decision 0058).
 */
const MAX_IN_FLIGHT = 1;

type Batch<K, T> = {
  keys: Set<K>;
  rows: Promise<Map<K, T[]>>;
  resolve: (rows: Map<K, T[]>) => void;
  reject: (error: unknown) => void;
};
/** Per read and pool: the batch gathering keys. */
type State<K, T> = { open: Batch<K, T> | undefined };
/**
 * Per pool, shared by all its batched reads: the statements under way, and the sends of the batches waiting for
 * one of them to end, oldest first.
 */
type Round = { inFlight: number; waiting: (() => void)[] };
const rounds = new WeakMap<pg.Pool, Round>();

function newBatch<K, T>(): Batch<K, T> {
  let resolve!: Batch<K, T>["resolve"];
  let reject!: Batch<K, T>["reject"];
  const rows = new Promise<Map<K, T[]>>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { keys: new Set(), rows, resolve, reject };
}

/** The round of `pool`'s batched reads, made on first use. */
function roundOf(pool: pg.Pool): Round {
  let round = rounds.get(pool);
  if (round === undefined) rounds.set(pool, (round = { inFlight: 0, waiting: [] }));
  return round;
}

/**
 * A hot read by key (a product's stock, a session's cart) as one statement for the keys asked for together. Each
 * statement sent to PostgreSQL costs the API a system call and wakes a server process on the other core, and on
 * these machines that wake-up, not the lookup, is most of a read's cost (decision 0057). A key is sent at once when
 * no statement of the pool's batched reads is under way; the keys asked for while one is, of this read or another,
 * wait for it to end and go together, each read's in a statement of its own, in the order their batches opened:
 * under load, 50 shoppers are answered with a few round trips instead of 50, and a shopper alone waits for nothing.
 * The limit is the pool's, not each read's: a read asked for by one request in ten gathers few keys in the time
 * of its own statement, and three reads each under way alone woke PostgreSQL three times as often (decision 0058).
 *
 * `build` writes the statement with `value("keys")` for the keys (an array: `= any(${value("keys")}::int[])`), and
 * each row it returns names the key it answers in its `key` column. A call inside a transaction (its connection
 * already taken) reads its key alone, in that transaction. A failed statement fails every caller of its batch.
 */
export function batchedRead<K extends string | number, T extends { key: K }>(
  name: string,
  build: (value: StatementValue) => SQL,
) {
  const statement = preparedStatement<T>(name, build);
  const states = new WeakMap<pg.Pool, State<K, T>>();

  /** `counted`: held to the round's limit; a full batch is not, nor does it hold up the others' turns. */
  const send = (db: Queryable, state: State<K, T>, round: Round, counted = true) => {
    const batch = state.open;
    if (batch === undefined) return;
    state.open = undefined;
    if (counted) round.inFlight++;
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
        if (!counted) return;
        round.inFlight--;
        // A batch already sent (it was full) leaves its turn to the next one.
        while (round.inFlight < MAX_IN_FLIGHT && round.waiting.length > 0) round.waiting.shift()!();
      });
  };

  return async (db: Queryable, key: K): Promise<T[]> => {
    const pool = (db as { $client?: pg.Pool }).$client;
    if (pool === undefined) return statement(db, { keys: [key] });
    let state = states.get(pool);
    if (state === undefined) states.set(pool, (state = { open: undefined }));
    const round = roundOf(pool);
    let batch = state.open;
    if (batch === undefined) {
      state.open = batch = newBatch();
      const gathering = state;
      const sendThis = () => gathering.open === batch && send(db, gathering, round);
      // Sent once the caller's code up to its next await has run (other keys of that code join it), unless a
      // statement is under way: then in its turn, when it ends.
      if (round.inFlight < MAX_IN_FLIGHT) queueMicrotask(sendThis);
      else round.waiting.push(sendThis);
    }
    batch.keys.add(key);
    if (batch.keys.size >= MAX_KEYS) send(db, state, round, false);
    return (await batch.rows).get(key) ?? [];
  };
}
