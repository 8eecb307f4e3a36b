import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsFolder } from "../lib/paths.js";
import type { Db } from "./client.js";

/** Applies the committed SQL migrations that the database has not seen yet. */
export async function applyMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}

/** The migrations this code ships (its journal), and the newest: its tag and the date Drizzle records for it. */
export function newestShippedMigration(): { tag: string; when: number; entries: { tag: string; when: number }[] } {
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
