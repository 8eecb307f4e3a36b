import type pg from "pg";

/** The channel `bump_catalog_version()` notifies (migration 0011) whenever the catalogue version moves. */
export const CATALOG_CHANNEL = "catalog_changed";

type Options = {
  /** How long to wait before listening again after the connection was lost or refused. */
  retryMs?: number;
};

/**
 * The catalogue's changes as PostgreSQL tells them: one of the pool's connections LISTENs on `catalog_changed`,
 * which the catalogue tables' triggers notify when a transaction that moved the version commits (the back office,
 * an import, a change by hand, in any process), and `changed` is called at once in every API process on the
 * database. It is called too each time listening starts, a first time or again after a loss: a change made while
 * nobody listened was not told. While the connection is lost the caches fall back on their time-to-live
 * (`CATALOG_CACHE_SECONDS`), as they did before anyone listened; the same pattern as the stock answers'
 * (stock-held.ts).
 */
export function createCatalogChanges(
  pool: pg.Pool,
  warn: (error: unknown, message: string) => void,
  changed: () => void,
  { retryMs = 1_000 }: Options = {},
) {
  let client: pg.PoolClient | undefined;
  let listening = false;
  let starting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const onNotification = () => changed();

  const lose = (lost: pg.PoolClient, error: unknown) => {
    if (client !== lost) return;
    client = undefined;
    listening = false;
    lost.removeListener("notification", onNotification);
    lost.release(error instanceof Error ? error : new Error("connection closed"));
    if (!closed) retryLater(error, "catalogue notifications lost: caches kept for CATALOG_CACHE_SECONDS until they come back");
  };

  // Listening again waits `retryMs`: the reads meanwhile do not each try to connect to a database that refused.
  function retryLater(error: unknown, message: string): void {
    warn(error, message);
    retry = setTimeout(() => {
      retry = undefined;
      void follow();
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
      await own.query(`LISTEN ${CATALOG_CHANNEL}`);
      if (closed || client !== own) return;
      listening = true;
      changed();
    } catch (error) {
      if (connected) lose(connected, error);
      else if (!closed) retryLater(error, "catalogue notifications not listened to");
    }
  }

  /** Starts listening unless it is, is starting, or waits to try again. Cheap: called with every catalogue read. */
  function follow(): Promise<void> {
    if (listening || closed || retry) return Promise.resolve();
    return (starting ??= listen().finally(() => (starting = undefined)));
  }

  return {
    follow,
    /** Whether every change is told now: until then, and from a loss, the caches keep to their time-to-live. */
    listening: () => listening,
    /** Stops listening and gives the connection back to the pool (when the API closes). */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      await starting;
      listening = false;
      const own = client;
      client = undefined;
      if (!own) return;
      own.removeListener("notification", onNotification);
      try {
        await own.query(`UNLISTEN ${CATALOG_CHANNEL}`);
        own.release();
      } catch (error) {
        own.release(error instanceof Error ? error : true);
      }
    },
  };
}
