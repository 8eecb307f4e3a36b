// `npm run backup [-- --out FILE]`: one file holding the database and the media folder, with its manifest, in
// BACKUP_DIR (.data/backups) unless told; from DATABASE_URL, or the embedded database that `npm start` uses.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig, loadDatabaseSettings } from "./config.js";
import { prepareDatabase } from "./db/database-setup.js";
import { apiRoot, repoRoot } from "./lib/paths.js";
import { BackupRefused, writeBackup } from "./modules/backup/backup-file.js";
import { backupFileName, describeCounts } from "./modules/backup/backup-names.js";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const log = (line: string) => console.log(line);
// The database as it is: a backup taken before an upgrade holds the schema of the version that made it.
const prepared = await prepareDatabase({ ...loadDatabaseSettings(), log: () => undefined, migrate: false });
const config = loadConfig(process.env, { DATABASE_URL: prepared.url });
// npm runs the script in the API's folder; --out is a path typed where the command was.
const file = values.out
  ? resolve(process.env.INIT_CWD ?? process.cwd(), values.out)
  : join(resolve(repoRoot, config.BACKUP_DIR), backupFileName(new Date()));
const version = (JSON.parse(readFileSync(join(apiRoot, "package.json"), "utf8")) as { version: string })
  .version;
try {
  const started = Date.now();
  const manifest = await writeBackup({
    pool: prepared.database.pool,
    mediaDir: config.MEDIA_S3_BUCKET ? undefined : resolve(repoRoot, config.MEDIA_DIR),
    file,
    version,
    progress: (step) => log(`  ${step}`),
  });
  log(`Sauvegarde écrite : ${file} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  log(`  ${describeCounts(manifest.counts)} ; migration ${manifest.migration.tag}`);
  if (!manifest.media)
    log("  Les images sont dans le bucket (MEDIA_S3_*), qui garde ses propres copies : elles n’y sont pas.");
} catch (error) {
  console.error(`✗ ${error instanceof BackupRefused ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await prepared.close();
}
