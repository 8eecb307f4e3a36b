import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import {
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import * as tar from "tar";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Database } from "../../db/client.js";
import { applyMigrations, newestShippedMigration } from "../../db/migrate.js";
import { migrationsFolder } from "../../lib/paths.js";

/** What a backup holds, written as `manifest.json` at its root and checked before anything is restored. */
export type Manifest = {
  format: 1;
  /** The shop's version that wrote it. */
  version: string;
  createdAt: string;
  /** The newest migration of the database it was taken from: a code that lacks it cannot restore it. */
  migration: { tag: string; when: number };
  counts: Counts;
  tables: { name: string; columns: string[]; rows: number }[];
  /** Every sequence's value, set again exactly (order numbers never given twice). */
  sequences: { name: string; value: number | null }[];
  /** Every file of the backup but the manifest, with its SHA-256 and size. */
  files: Record<string, { sha256: string; bytes: number }>;
  /** False when the pictures live in a bucket (MEDIA_S3_*), which keeps its own copies. */
  media: boolean;
};

export type Counts = { orders: number; customers: number; products: number; pictures: number };

export class BackupRefused extends Error {}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** Every file under a folder, as paths relative to it with `/` separators. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

async function countsOf(client: pg.ClientBase, pictures: number): Promise<Counts> {
  const { rows } = await client.query<{ orders: number; customers: number; products: number }>(
    `select (select count(*)::int from orders) as orders, (select count(*)::int from users) as customers,
            (select count(*)::int from products) as products`,
  );
  return { ...rows[0]!, pictures };
}

/** The public tables, parents before children (a row's foreign keys point at rows already copied). */
async function tablesInOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const { rows: links } = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"(.*)"$/, "$1").replaceAll('""', '"');
  const parents = new Map<string, Set<string>>(tables.map(({ name }) => [name, new Set()]));
  for (const { child, parent } of links) parents.get(unquote(child))?.add(unquote(parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = [...parents].filter(
      ([name, of]) => !placed.has(name) && [...of].every((parent) => placed.has(parent)),
    );
    if (ready.length === 0) throw new Error("Les clés étrangères des tables forment un cycle");
    for (const [name] of ready) {
      placed.add(name);
      ordered.push(name);
    }
  }
  return ordered;
}

async function columnsOf(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

type WriteOptions = {
  pool: pg.Pool;
  /** The media folder to include, or undefined when the pictures live in a bucket. */
  mediaDir: string | undefined;
  file: string;
  version: string;
  /** Told after each table and at the pictures, for a progress line. */
  progress?: (step: string) => void;
};

/**
 * Writes one backup file (a gzipped tar): `manifest.json`, `database/<table>.copy` (PostgreSQL's own COPY text,
 * every table read in one repeatable-read snapshot, so orders, their lines and the stock agree) and `media/…`.
 * The file appears under its name only once complete (written beside it, then renamed).
 */
export async function writeBackup({
  pool,
  mediaDir,
  file,
  version,
  progress,
}: WriteOptions): Promise<Manifest> {
  const work = await mkdtemp(join(tmpdir(), "shop-backup-"));
  try {
    await mkdir(join(work, "database"));
    const files: Manifest["files"] = {};
    const client = await pool.connect();
    let tables: Manifest["tables"];
    let sequences: Manifest["sequences"];
    let counts: Counts;
    let migration: Manifest["migration"];
    const pictures = mediaDir === undefined ? [] : await filesUnder(mediaDir);
    try {
      await client.query("begin isolation level repeatable read read only");
      const { rows } = await client.query<{ hash: string; when: string }>(
        "select hash, created_at::text as when from drizzle.__drizzle_migrations order by created_at desc limit 1",
      );
      const shipped = newestShippedMigration();
      const when = Number(rows[0]?.when ?? 0);
      if (when > shipped.when)
        throw new BackupRefused("La base de données est plus récente que ce code : mettez-le à jour d’abord");
      migration = { tag: shipped.entries.find((entry) => entry.when === when)?.tag ?? shipped.tag, when };
      tables = [];
      for (const name of await tablesInOrder(client)) {
        const columns = await columnsOf(client, name);
        const path = `database/${name}.copy`;
        const target = join(work, path);
        const copy = client.query(copyTo(`copy ${ident(name)} (${columns.map(ident).join(", ")}) to stdout`));
        await pipeline(copy, createWriteStream(target));
        tables.push({ name, columns, rows: copy.rowCount ?? 0 });
        files[path] = { sha256: await sha256(target), bytes: (await stat(target)).size };
        progress?.(`table ${name} : ${copy.rowCount ?? 0} lignes`);
      }
      const seqs = await client.query<{ name: string; value: string | null }>(
        "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1",
      );
      sequences = seqs.rows.map((row) => ({
        name: row.name,
        value: row.value === null ? null : Number(row.value),
      }));
      counts = await countsOf(client, pictures.length);
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    if (mediaDir !== undefined) {
      for (const picture of pictures) {
        const path = `media/${picture}`;
        const target = join(work, path);
        await mkdir(dirname(target), { recursive: true });
        // A hard link costs no copy; another file system (a temporary folder elsewhere) needs one.
        await link(join(mediaDir, picture), target).catch(() => copyFile(join(mediaDir, picture), target));
        files[path] = { sha256: await sha256(target), bytes: (await stat(target)).size };
      }
      progress?.(`images : ${pictures.length} fichiers`);
    }
    const manifest: Manifest = {
      format: 1,
      version,
      createdAt: new Date().toISOString(),
      migration,
      counts,
      tables,
      sequences,
      files,
      media: mediaDir !== undefined,
    };
    await writeFile(join(work, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    const top = [
      "manifest.json",
      "database",
      ...(mediaDir !== undefined && pictures.length > 0 ? ["media"] : []),
    ];
    await tar.create({ gzip: { level: 6 }, file: partial, cwd: work, portable: true }, top);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

type RestoreOptions = {
  database: Database;
  /** The media folder to replace, or undefined when the pictures live in a bucket. */
  mediaDir: string | undefined;
  progress?: (step: string) => void;
  /** This code's migrations (a test gives another folder). */
  migrations?: string;
};

/** A backup unpacked into a temporary folder, every file checked against the manifest. */
export type OpenedBackup = { manifest: Manifest; folder: string; dispose: () => Promise<void> };

/**
 * Unpacks a backup and checks it: a manifest of this format, every file it names present with its checksum, and
 * nothing else. Refuses (BackupRefused, in French) a file that is not a backup, is damaged or was altered.
 */
export async function openBackup(file: string): Promise<OpenedBackup> {
  const folder = await mkdtemp(join(tmpdir(), "shop-restore-"));
  const dispose = () => rm(folder, { recursive: true, force: true });
  try {
    try {
      // Only plain files and folders, never outside the folder (tar's own rule: no absolute or `..` paths).
      await tar.extract({
        file,
        cwd: folder,
        strict: true,
        filter: (_path, entry) => "type" in entry && (entry.type === "File" || entry.type === "Directory"),
      });
    } catch (error) {
      throw new BackupRefused(`Ce fichier n’est pas une sauvegarde lisible (${(error as Error).message})`);
    }
    let manifest: Manifest;
    try {
      manifest = JSON.parse(await readFile(join(folder, "manifest.json"), "utf8")) as Manifest;
    } catch {
      throw new BackupRefused(
        "Ce fichier n’est pas une sauvegarde de la boutique : il n’a pas de manifeste lisible",
      );
    }
    if (manifest.format !== 1 || typeof manifest.files !== "object") {
      throw new BackupRefused("Le manifeste de cette sauvegarde n’est pas d’un format connu");
    }
    const present = new Set((await filesUnder(folder)).filter((path) => path !== "manifest.json"));
    for (const [path, expected] of Object.entries(manifest.files)) {
      if (!present.has(path)) throw new BackupRefused(`La sauvegarde est incomplète : ${path} manque`);
      present.delete(path);
      if ((await sha256(join(folder, path))) !== expected.sha256) {
        throw new BackupRefused(
          `La sauvegarde est altérée : ${path} ne correspond pas à sa somme de contrôle`,
        );
      }
    }
    const extra = [...present][0];
    if (extra !== undefined)
      throw new BackupRefused(`La sauvegarde contient un fichier que son manifeste ne nomme pas : ${extra}`);
    const shipped = newestShippedMigration();
    if (manifest.migration.when > shipped.when) {
      throw new BackupRefused(
        `Cette sauvegarde vient d’une version plus récente (migration ${manifest.migration.tag}) : mettez la boutique à jour avant de la restaurer`,
      );
    }
    return { manifest, folder, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * Restores an opened backup into a database, whatever it holds: in one transaction its schemas are dropped, the
 * migrations are applied up to the backup's own, every table is filled again by COPY (the shop's own triggers
 * off, foreign keys checked) and every sequence set; after the commit the migrations the backup predates are
 * applied (an older backup is upgraded as a start would). Then the media folder is replaced by the backup's.
 * Returns what the database and the folder hold afterwards.
 */
export async function restoreBackup(
  { manifest, folder }: OpenedBackup,
  { database, mediaDir, progress, migrations = migrationsFolder }: RestoreOptions,
): Promise<Counts> {
  const shipped = readMigrationFiles({ migrationsFolder: migrations });
  if (!shipped.some((migration) => migration.folderMillis === manifest.migration.when)) {
    throw new BackupRefused(
      `La migration ${manifest.migration.tag} de cette sauvegarde n’est pas une migration de cette version`,
    );
  }
  const client = await database.pool.connect();
  let counts: Counts;
  try {
    await client.query("begin");
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
    await client.query("create schema drizzle");
    await client.query(
      "create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
    );
    for (const migration of shipped.filter(
      (candidate) => candidate.folderMillis <= manifest.migration.when,
    )) {
      for (const statement of migration.sql) await client.query(statement);
      await client.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)", [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    const current = new Set(await tablesInOrder(client));
    // The rows come back as they were: the shop's own triggers (change logs, notifications) must not write or
    // rewrite anything while the tables are filled. Foreign keys stay checked (the system's triggers).
    for (const table of current) await client.query(`alter table ${ident(table)} disable trigger user`);
    // What the migrations wrote (a first row, a default setting) is in the backup as the shop had it.
    if (current.size > 0)
      await client.query(`truncate ${[...current].map(ident).join(", ")} restart identity`);
    for (const table of manifest.tables) {
      if (!current.has(table.name))
        throw new BackupRefused(`La table ${table.name} de la sauvegarde n’existe pas à sa migration`);
      const copy = client.query(
        copyFrom(`copy ${ident(table.name)} (${table.columns.map(ident).join(", ")}) from stdin`),
      );
      await pipeline(createReadStream(join(folder, "database", `${table.name}.copy`)), copy);
      progress?.(`table ${table.name} : ${table.rows} lignes`);
    }
    for (const { name, value } of manifest.sequences) {
      await client.query(
        value === null
          ? "select setval($1::regclass, 1, false)"
          : "select setval($1::regclass, $2::bigint, true)",
        value === null ? [ident(name)] : [ident(name), value],
      );
    }
    for (const table of current) await client.query(`alter table ${ident(table)} enable trigger user`);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  if (manifest.migration.when < shipped.at(-1)!.folderMillis) {
    progress?.("migrations de cette version appliquées aux données restaurées");
    await applyMigrations(database.db, migrations);
  }
  const counter = await database.pool.connect();
  try {
    const pictures = manifest.media
      ? Object.keys(manifest.files).filter((path) => path.startsWith("media/")).length
      : 0;
    counts = await countsOf(counter, pictures);
  } finally {
    counter.release();
  }
  if (manifest.media && mediaDir !== undefined) {
    // The new folder is complete before the old one goes: a failure leaves one of them whole.
    const incoming = join(folder, "media");
    await mkdir(incoming, { recursive: true });
    await mkdir(dirname(mediaDir), { recursive: true });
    const previous = `${mediaDir}.before-restore`;
    await rm(previous, { recursive: true, force: true });
    await rename(mediaDir, previous).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    await rename(incoming, mediaDir).catch(async () => {
      // Another file system: copied instead.
      await tar.create({ file: join(folder, "media.tar"), cwd: incoming }, ["."]);
      await mkdir(mediaDir, { recursive: true });
      await tar.extract({ file: join(folder, "media.tar"), cwd: mediaDir });
    });
    await rm(previous, { recursive: true, force: true });
    counts.pictures = (await filesUnder(mediaDir)).length;
  }
  return counts;
}
