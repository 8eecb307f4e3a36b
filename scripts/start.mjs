// `npm start`: install if needed, build if the sources changed, then serve the API (with its database) and the web.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { demoShopSettings, demoStaffSettings } from "./demo-shop.mjs";
import {
  ensureInstalled,
  newestMtime,
  proxySecret,
  root,
  run,
  startChild,
  step,
  stopChild,
  waitForHttp,
  webServer,
} from "./lib.mjs";

const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "4000";
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${webPort}`;

ensureInstalled();

const stampFile = join(root, ".data", "build-stamp.json");
const sources = ["apps/api/src", "apps/api/drizzle", "apps/web", "packages/domain/src", "package-lock.json"];
// The build does not depend on where the API listens (the storefront reads API_URL when it starts), so only
// the sources decide whether to rebuild.
const wanted = { sources: newestMtime(sources) };
const built = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, "utf8")) : null;
const upToDate =
  built?.sources >= wanted.sources &&
  existsSync(join(root, "apps/api/dist/server.js")) &&
  existsSync(join(root, "apps/web/.next/BUILD_ID"));
if (upToDate) step("Construction à jour.");
else {
  step("Construction de l’API et du site…");
  run("npm", ["run", "build"]);
  mkdirSync(join(root, ".data"), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ ...wanted, sources: newestMtime(sources) }));
}

step(process.env.DATABASE_URL ? "Démarrage de l’API sur DATABASE_URL…" : "Démarrage de la base embarquée et de l’API…");
const env = {
  NODE_ENV: "production",
  API_PORT: apiPort,
  PUBLIC_URL: publicUrl,
  API_URL: apiUrl,
  PORT: webPort,
  PROXY_SECRET: proxySecret(),
  // The demo shop (embedded database) pays by card on the built-in test gateway; a shop on its own database
  // takes cards only with a Chargily key (or PAYMENTS=test set on purpose).
  PAYMENTS: process.env.PAYMENTS ?? (process.env.DATABASE_URL ? "off" : "test"),
  // The demo shows its API documentation; a shop on its own database publishes it only with API_DOCS=true.
  API_DOCS: process.env.API_DOCS ?? (process.env.DATABASE_URL ? "false" : "true"),
  // The demo shows a phone, social and corporate links; a shop on its own database shows only those it sets.
  ...(process.env.DATABASE_URL ? {} : demoShopSettings()),
  // The demo signs in to its back office with a documented owner unless STAFF_EMAIL and STAFF_PASSWORD are set.
  ...(process.env.DATABASE_URL ? {} : demoStaffSettings()),
  // Two malloc arenas instead of glibc's eight per core: the memory pictures are decoded in (uploads, the image
  // optimizer) is used again instead of piling up: the API holds about 270 MB after two rounds of
  // `bench:uploads` instead of 380 (decision 0064).
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
};
const api = startChild("api", process.execPath, ["apps/api/dist/server.js"], env);
let web;
let stopping = false;

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  step("Arrêt du site, de l’API et de la base…");
  await Promise.all([stopChild(web, "SIGTERM"), stopChild(api, "SIGINT", 30_000)]);
  process.exit(code);
}
process.on("SIGINT", () => void stopAll(0));
process.on("SIGTERM", () => void stopAll(0));
api.on("exit", (code) => {
  if (!stopping) {
    console.error(`L’API s’est arrêtée (code ${code}).`);
    void stopAll(1);
  }
});

try {
  await waitForHttp(`${apiUrl}/api/health`, { child: api, timeoutMs: 15 * 60_000 });
  step(`Démarrage du site sur le port ${webPort}…`);
  web = startChild("web", process.execPath, [webServer], env);
  web.on("exit", (code) => {
    if (!stopping) {
      console.error(`Le site s’est arrêté (code ${code}).`);
      void stopAll(1);
    }
  });
  await waitForHttp(`http://127.0.0.1:${webPort}/`, { child: web });
  const apiShown = env.API_DOCS === "true" ? `${apiUrl}/api/docs` : apiUrl;
  console.log(`\n✓ La boutique est ouverte : ${publicUrl}  (API : ${apiShown}) — Ctrl-C pour tout arrêter.`);
  const staffLogin = env.STAFF_PASSWORD && !process.env.STAFF_PASSWORD ? ` avec ${env.STAFF_EMAIL} / ${env.STAFF_PASSWORD}` : "";
  console.log(`✓ Espace de gestion : ${publicUrl}/gestion/connexion${staffLogin}\n`);
} catch (error) {
  console.error(`✗ ${error.message}`);
  await stopAll(1);
}
