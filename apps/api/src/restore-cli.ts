// `npm run restore -- FILE [--yes]`: puts a backup back into DATABASE_URL, or into the embedded database that
// `npm start` uses (stop the shop first), after checking every checksum and asking for a confirmation.
import { createInterface } from "node:readline/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig, loadDatabaseSettings } from "./config.js";
import { prepareDatabase } from "./db/database-setup.js";
import { MigrationFailed } from "./db/migrate.js";
import { repoRoot } from "./lib/paths.js";
import { BackupRefused, openBackup, restoreBackup } from "./modules/backup/backup-file.js";

const { values, positionals } = parseArgs({
  options: { yes: { type: "boolean", default: false } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error("Usage : npm run restore -- FICHIER [--yes]");
  process.exit(2);
}

const log = (line: string) => console.log(line);
let opened;
try {
  // npm runs the script in the API's folder; the path is the one typed where the command was.
  opened = await openBackup(resolve(process.env.INIT_CWD ?? process.cwd(), file));
} catch (error) {
  console.error(`✗ ${error instanceof BackupRefused ? error.message : String(error)}`);
  process.exit(1);
}
const { manifest } = opened;
const settings = loadDatabaseSettings();
const target = settings.databaseUrl
  ? `la base ${new URL(settings.databaseUrl).host}${new URL(settings.databaseUrl).pathname}`
  : `la base embarquée (${settings.dataDir})`;
log(
  `Sauvegarde du ${manifest.createdAt} (version ${manifest.version}, migration ${manifest.migration.tag}), sommes de contrôle vérifiées.`,
);
if (!values.yes) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(
    `Tout ce que contient ${target} sera remplacé, images comprises. Taper « oui » pour continuer : `,
  );
  prompt.close();
  if (answer.trim().toLowerCase() !== "oui") {
    log("Rien n’a été changé.");
    await opened.dispose();
    process.exit(1);
  }
}
// The restore drops the schema and applies the migrations itself, up to the backup's then past it.
const prepared = await prepareDatabase({ ...settings, log: () => undefined, migrate: false });
const config = loadConfig(process.env, { DATABASE_URL: prepared.url });
try {
  const restored = await restoreBackup(opened, {
    database: prepared.database,
    mediaDir: config.MEDIA_S3_BUCKET ? undefined : resolve(repoRoot, config.MEDIA_DIR),
    progress: (step) => log(`  ${step}`),
  });
  log("Restaurée :");
  log("                 sauvegarde   restauré");
  const names = {
    orders: "commandes",
    customers: "clients",
    products: "produits",
    pictures: "images",
  } as const;
  let differs = false;
  for (const key of Object.keys(names) as (keyof typeof names)[]) {
    const mark = manifest.counts[key] === restored[key] ? "" : "  ✗";
    differs ||= mark !== "";
    log(
      `  ${names[key].padEnd(13)} ${String(manifest.counts[key]).padStart(10)} ${String(restored[key]).padStart(10)}${mark}`,
    );
  }
  if (differs) process.exitCode = 1;
} catch (error) {
  if (error instanceof MigrationFailed) {
    console.error(
      `✗ Les données sont restaurées telles que la sauvegarde les a prises, mais ${error.message}`,
    );
  } else {
    console.error(
      `✗ Restauration annulée, rien n’a été changé dans la base : ${error instanceof BackupRefused ? error.message : String(error)}`,
    );
  }
  process.exitCode = 1;
} finally {
  await opened.dispose();
  await prepared.close();
}
