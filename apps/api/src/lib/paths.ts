import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The API package folder, found from this file whether it runs from `src/` or from the `dist/` bundle. */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "drizzle", "meta", "_journal.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Dossier des migrations introuvable");
    dir = parent;
  }
  return dir;
}

export const apiRoot = findApiRoot();
export const migrationsFolder = join(apiRoot, "drizzle");
export const repoRoot = resolve(apiRoot, "..", "..");
