// `npm run seed -- --products N [--seed S] [--no-images] [--media-dir DIR]`: seeds the demo catalogue into
// DATABASE_URL, or into the embedded database that `npm start` uses.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig, loadDatabaseSettings } from "../config.js";
import { prepareDatabase } from "../database-setup.js";
import { repoRoot } from "../paths.js";
import { seedDemo } from "./seed-demo.js";
import { seedGeography } from "./seed-geography.js";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "400" },
    seed: { type: "string", default: "42" },
    "no-images": { type: "boolean", default: false },
    // Default: MEDIA_DIR of the API's configuration.
    "media-dir": { type: "string" },
  },
});

const products = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(products) || products < 1 || !Number.isInteger(seed)) {
  console.error("Usage : npm run seed -- --products N [--seed S] [--no-images]");
  process.exit(2);
}

const log = (line: string) => console.log(line);
const prepared = await prepareDatabase({ ...loadDatabaseSettings(), log });
const config = loadConfig(process.env, { DATABASE_URL: prepared.url });
try {
  const geography = await seedGeography(prepared.database.db);
  log(`Géographie : ${geography.states} wilayas, ${geography.communes} communes.`);
  const started = Date.now();
  const result = await seedDemo(prepared.database.db, {
    products,
    seed,
    images: !values["no-images"],
    mediaDir: resolve(repoRoot, values["media-dir"] ?? config.MEDIA_DIR),
    log,
  });
  log(
    `Catalogue : ${result.products} produits, ${result.variations} variations, ${result.skus} tailles, ` +
      `${result.images} images en ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await prepared.close();
}
