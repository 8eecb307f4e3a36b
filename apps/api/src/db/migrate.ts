import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsFolder } from "../lib/paths.js";
import type { Db } from "./client.js";

/** A start stopped by a migration that failed: which one, PostgreSQL's reason, and that nothing was applied. */
export class MigrationFailed extends Error {
  constructor(
    readonly tag: string | undefined,
    readonly reason: string,
    options: { cause: unknown },
  ) {
    super(
      `La mise à jour de la base de données a échoué${tag ? ` à la migration ${tag}` : ""} : ${reason}. ` +
        "Aucune migration n’a été appliquée, la base est restée telle qu’elle était : corrigez la cause, puis relancez.",
      options,
    );
    this.name = "MigrationFailed";
  }
}

/**
 * Applies the committed SQL migrations that the database has not seen yet, all of them in one transaction (Drizzle's
 * migrator): one that fails leaves the schema and the data as they were, and stops the start with MigrationFailed.
 */
export async function applyMigrations(db: Db, folder = migrationsFolder): Promise<void> {
  try {
    await migrate(db, { migrationsFolder: folder });
  } catch (error) {
    const query = (error as { query?: unknown }).query;
    const cause = (error as { cause?: unknown }).cause;
    const reason =
      cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
    const failing =
      typeof query === "string"
        ? readMigrationFiles({ migrationsFolder: folder }).find((migration) => migration.sql.includes(query))
        : undefined;
    const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string; when: number }[];
    };
    const tag = failing
      ? journal.entries.find((entry) => entry.when === failing.folderMillis)?.tag
      : undefined;
    throw new MigrationFailed(tag, reason, { cause: error });
  }
}

/** The migrations this code ships (its journal), and the newest: its tag and the date Drizzle records for it. */
export function newestShippedMigration(): {
  tag: string;
  when: number;
  entries: { tag: string; when: number }[];
} {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const newest = journal.entries.at(-1);
  if (!newest) throw new Error("Le journal des migrations est vide");
  return { tag: newest.tag, when: newest.when, entries: journal.entries };
}

/**
 * Whether the database has every migration this code ships: Drizzle records each applied migration with its
 * journal date, so the newest recorded must be the newest shipped. Undefined when it has; else the missing tag.
 */
export async function missingMigration(db: Db): Promise<string | undefined> {
  const newest = newestShippedMigration();
  const applied = await db
    .execute<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    )
    .catch(() => ({ rows: [{ newest: null }] }));
  const recorded = applied.rows[0]?.newest;
  return recorded !== null && recorded !== undefined && Number(recorded) >= newest.when
    ? undefined
    : newest.tag;
}
