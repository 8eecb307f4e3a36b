import type pg from "pg";
import { EvictionQueue } from "../../lib/eviction-queue.js";

/** The channel the skus' triggers notify (migration 0010): product ids separated by commas, or "*" for all. */
export const STOCK_CHANNEL = "product_stock";

type Options = {
  /** How many products' answers are held at most (about 0.5 KB each); the oldest held goes first. */
  maxProducts?: number;
  /** How long to wait before listening again after the connection was lost. */
  retryMs?: number;
  /**
   * How long an answer is held at most: the bound of a stale answer should the connection die without a word (a
   * network cut PostgreSQL never reports), where a lost connection is seen at once and forgets everything.
   */
  maxAgeMs?: number;
};

/**
 * A product's stock answers, held in the process only while PostgreSQL can tell it of every change: one of the
 * pool's connections LISTENs on `product_stock`, which the skus' triggers notify when a transaction that changed
 * a size's stock commits (a sale, a cancellation, the back office, an import, a change by hand), naming its
 * products. A product named is forgotten at once, in every API process on the database; until the connection
 * listens, and from the moment it is lost, nothing is held and every answer is read from PostgreSQL.
 *
 * An answer read while a notification arrives is not held: it may have been read before the change committed.
 * Each answer is held with the catalogue version it was read at, so a product unpublished since (which moves the
 * version) is read again.
 */
export function createStockHeld(
  pool: pg.Pool,
  warn: (error: unknown, message: string) => void,
  { maxProducts = 50_000, retryMs = 1_000, maxAgeMs = 10_000 }: Options = {},
) {
  type Held = { id: number; json: string; version: number; until: number };
  const held = new Map<number, Held>();
  // The answers in the order they were first held, the oldest forgotten first (see EvictionQueue); those forgotten
  // on a notification are passed over.
  const order = new EvictionQueue<Held>();
  const forgetAll = () => {
    held.clear();
    order.clear();
  };
  let client: pg.PoolClient | undefined;
  let listening = false;
  let starting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  // Moves on every notification and every loss: an answer read across a move is not held.
  let generation = 0;

  const onNotification = (message: pg.Notification) => {
    generation++;
    const payload = message.payload ?? "*";
    if (payload === "*") forgetAll();
    else for (const id of payload.split(",")) held.delete(Number(id));
  };

  const lose = (lost: pg.PoolClient, error: unknown) => {
    if (client !== lost) return;
    client = undefined;
    listening = false;
    generation++;
    forgetAll();
    lost.removeListener("notification", onNotification);
    lost.release(error instanceof Error ? error : new Error("connection closed"));
    if (!closed)
      retryLater(error, "stock notifications lost: stock read from PostgreSQL until they come back");
  };

  // Listening again waits `retryMs`: the reads meanwhile do not each try to connect to a database that refused.
  function retryLater(error: unknown, message: string): void {
    warn(error, message);
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, retryMs);
    retry.unref();
  }

  async function listen(): Promise<void> {
    if (closed || client) return;
    let connected: pg.PoolClient | undefined;
    try {
      connected = await pool.connect();
      client = connected;
      const own = connected;
      own.on("notification", onNotification);
      own.on("error", (error) => lose(own, error));
      own.on("end", () => lose(own, new Error("connection ended")));
      await own.query(`LISTEN ${STOCK_CHANNEL}`);
      if (closed) return;
      listening = client === own;
    } catch (error) {
      if (connected) lose(connected, error);
      else if (!closed) retryLater(error, "stock notifications not listened to");
    }
  }

  return {
    /**
     * The stock answer of product `id` at catalogue `version`: held, else `read` from PostgreSQL (null for a
     * product not published) and held when nothing changed meanwhile.
     */
    async answer(id: number, version: number, read: () => Promise<string | null>): Promise<string | null> {
      if (!listening && !closed && !retry) starting ??= listen().finally(() => (starting = undefined));
      const found = held.get(id);
      if (listening && found?.version === version && found.until > Date.now()) return found.json;
      const before = generation;
      const wasListening = listening;
      const json = await read();
      if (json !== null && wasListening && listening && generation === before) {
        const until = Date.now() + maxAgeMs;
        const kept = held.get(id);
        if (kept) Object.assign(kept, { json, version, until });
        else {
          while (held.size >= maxProducts) {
            const oldest = order.shift()!;
            if (held.get(oldest.id) === oldest) held.delete(oldest.id);
          }
          const added = { id, json, version, until };
          held.set(id, added);
          order.push(added);
          if (order.length > 2 * held.size + 64) order.retain((entry) => held.get(entry.id) === entry);
        }
      }
      return json;
    },
    /** How many answers are held, and whether notifications are listened to. */
    stats: () => ({ held: held.size, listening }),
    /** Stops listening and gives the connection back to the pool (when the API closes). */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      await starting;
      forgetAll();
      listening = false;
      const own = client;
      client = undefined;
      if (!own) return;
      own.removeAllListeners("notification");
      try {
        await own.query(`UNLISTEN ${STOCK_CHANNEL}`);
        own.release();
      } catch (error) {
        own.release(error instanceof Error ? error : true);
      }
    },
  };
}
