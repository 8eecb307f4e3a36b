import { migrate } from "drizzle-orm/node-postgres/migrator";
import { migrationsFolder } from "../lib/paths.js";
import type { Db } from "./client.js";

/** Applies the committed SQL migrations that the database has not seen yet. */
export async function applyMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
