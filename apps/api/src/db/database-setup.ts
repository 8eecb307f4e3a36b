import { resolve } from "node:path";
import { connect, type Database } from "./client.js";
import { ensureDatabase, startEmbeddedPostgres } from "./embedded.js";
import { applyMigrations } from "./migrate.js";
import { repoRoot } from "../lib/paths.js";

export type PreparedDatabase = { url: string; database: Database; close: () => Promise<void> };

type Options = {
  databaseUrl?: string | undefined;
  embeddedPort: number;
  dataDir: string;
  log: (line: string) => void;
  /** False to leave the schema as it is (a backup of a database an older version made). */
  migrate?: boolean;
};

/**
 * Connects to `DATABASE_URL`, or starts the embedded PostgreSQL (data in `./.data/postgres`), then applies
 * the migrations. `close` ends the pool and stops the embedded server, which flushes its data to disk.
 */
export async function prepareDatabase({
  databaseUrl,
  embeddedPort,
  dataDir,
  log,
  migrate = true,
}: Options): Promise<PreparedDatabase> {
  let stopServer = async () => {};
  let url = databaseUrl;
  if (!url) {
    const directory = resolve(repoRoot, dataDir);
    log(`Démarrage de PostgreSQL embarqué sur le port ${embeddedPort} (données dans ${directory})…`);
    const server = await startEmbeddedPostgres({ dataDir: directory, port: embeddedPort, log });
    stopServer = server.stop;
    url = await ensureDatabase(server.url, "shop");
  }
  const database = connect(url);
  try {
    if (migrate) {
      log("Application des migrations…");
      await applyMigrations(database.db);
    }
  } catch (error) {
    await database.pool.end();
    await stopServer();
    throw error;
  }
  return {
    url,
    database,
    close: async () => {
      await database.pool.end();
      await stopServer();
    },
  };
}
