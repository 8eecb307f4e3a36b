// `npm run bench:import`: a 10,000-row catalogue file (2,500 new products of four sizes, no pictures) sent to the
// API over HTTP on a fresh database of 1,000 products: the preview's time, the import's time (confirmed to done),
// and the storefront's drawn reads (bench:api's mix) measured without an import, then while it runs, with their
// p99. BENCH_DATABASE_URL or TEST_DATABASE_URL for a PostgreSQL server, otherwise the embedded one of bench:api.
import { STAFF_COOKIE } from "@shop/domain/constants";
import type { ImportPreview, ImportStatus } from "@shop/domain/contract/admin-catalogue-files";
import { fork } from "node:child_process";
import { once } from "node:events";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { connect } from "../src/db/client.js";
import { applyMigrations } from "../src/db/migrate.js";
import { repoRoot } from "../src/lib/paths.js";
import { createStaffUser } from "../src/modules/staff/staff-users.js";
import { seedDemo } from "../src/seed/seed-demo.js";
import { seedGeography } from "../src/seed/seed-geography.js";
import type { BenchServers } from "./api-server.js";
import { startBenchServer } from "./bench-database.js";
import { measure, printTable } from "./measure.js";
import { categoryFacets, drawMix, openShopperCarts, searchPrefixes, type TrafficSources } from "./traffic.js";

/** BENCH_IMPORT_PRODUCTS=25000 makes the largest file the import takes (100,000 rows). */
const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 2_500);
const SIZES = ["S", "M", "L", "XL"];
const CATALOGUE = 1_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ORIGIN = "http://localhost:3000";
const PASSWORD = "Banc-Essai-2025!";
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function catalogueFile(slug: string, raise = 0): string {
  const header = ["handle", "status", "title_fr", "title_ar", "description_fr", "categories", "color_no", "color_fr", "color_hex", "size", "ean", "sku", "price", "promo_price", "stock", "active", "images", "facet:gender", "facet:ageGroup", "facet:articleType", "facet:division", "facet:activity"];
  const lines = [header.join(";")];
  for (let p = 0; p < PRODUCTS; p++)
    for (const size of SIZES)
      lines.push(
        [`banc-import-${p}`, "published", `Maillot Banc ${p}`, `قميص ${p}`, "Un maillot du banc d’essai.", slug, String(8_000_000_000 + p), "Noir", "#111111", size, "", `BANC-${p}-${size}`, String(2_000 + (p % 50) * 100 + raise), p % 4 === 0 ? "1500" : "", String(p % 7), "1", "", "Homme", "Adultes", "Maillot", "Vêtements", "Football"].join(";"),
      );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

const { serverUrl, stop } = await startBenchServer();
const name = "shop_bench_import";
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = connect(url.toString(), 4);
let child: ReturnType<typeof fork> | undefined;
try {
  console.log(`Catalogue de ${CATALOGUE} produits…`);
  await applyMigrations(database.db);
  await seedGeography(database.db);
  await seedDemo(database.db, { products: CATALOGUE, seed: 42, images: false, mediaDir: join(repoRoot, ".data", "media"), log: () => {} });
  const email = "banc.import@boutique.test";
  await createStaffUser(database.db, { email, name: "Banc d’essai", role: "catalogue", password: PASSWORD });
  const slug = (await database.pool.query<{ slug: string }>("select slug from categories where depth = 3 order by id limit 1")).rows[0]!.slug;

  child = fork(fileURLToPath(new URL("./api-server.ts", import.meta.url)), [url.toString(), ""], { execArgv: ["--import", "tsx"] });
  const [servers] = (await once(child, "message")) as [BenchServers];
  child.send("warm");
  await once(child, "message");
  const api = servers.appUrl;
  const login = await fetch(`${api}/api/admin/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = /shop_staff=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie?.startsWith(`${STAFF_COOKIE}=`)) throw new Error(`staff login: ${login.status}`);
  const headers = { origin: ORIGIN, cookie };

  const file = catalogueFile(slug);
  const form = new FormData();
  form.append("file", new Blob([file], { type: "text/csv" }), "catalogue.csv");
  let started = performance.now();
  const previewReply = await fetch(`${api}/api/admin/catalogue/imports`, { method: "POST", headers, body: form });
  const preview = (await previewReply.json()) as ImportPreview;
  const previewMs = performance.now() - started;
  if (previewReply.status !== 201 || preview.errors.length > 0) throw new Error(`preview: ${previewReply.status} ${JSON.stringify(preview).slice(0, 500)}`);

  const { rows: ids } = await database.pool.query<{ id: number }>("select id from products where is_published order by id");
  const sources: TrafficSources = {
    productIds: ids.map(({ id }) => id),
    prefixes: await searchPrefixes(database.db),
    categories: await categoryFacets(api),
    carts: await openShopperCarts(database.db, api, ORIGIN, 200),
  };
  const calm = await measure({ name: "mix, warm, no import", url: api, draw: drawMix(sources, 7), notFoundExpected: true }, SECONDS);
  // The same file previewed again while shoppers read: the preview's checks run in the API's process too.
  const previewing = (async () => {
    const body = new FormData();
    body.append("file", new Blob([file], { type: "text/csv" }), "catalogue.csv");
    const begun = performance.now();
    await (await fetch(`${api}/api/admin/catalogue/imports`, { method: "POST", headers, body })).json();
    return performance.now() - begun;
  })();
  const duringPreview = await measure({ name: "mix, warm, during a preview", url: api, draw: drawMix(sources, 7), notFoundExpected: true }, SECONDS);
  const previewUnderTrafficMs = await previewing;

  started = performance.now();
  const confirm = await fetch(`${api}/api/admin/catalogue/imports/${preview.id}/confirm`, { method: "POST", headers });
  if (confirm.status !== 202) throw new Error(`confirm: ${confirm.status} ${await confirm.text()}`);
  let doneMs = 0;
  let final: ImportStatus | undefined;
  const watch = (async () => {
    for (;;) {
      const status = (await (await fetch(`${api}/api/admin/catalogue/imports/${preview.id}`, { headers })).json()) as ImportStatus;
      if (status.status === "done" || status.status === "failed") {
        doneMs = performance.now() - started;
        final = status;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const busySeconds = Number(process.env.BENCH_BUSY_SECONDS ?? SECONDS);
  const busy = await measure({ name: "mix, warm, during the import", url: api, draw: drawMix(sources, 7), notFoundExpected: true }, busySeconds);
  const busyEndedMs = performance.now() - started;
  await watch;
  if (final?.status !== "done") throw new Error(`import ${final?.status}: ${final?.failure}`);
  const imported = (await database.pool.query<{ n: number }>("select count(*)::int as n from products where handle like 'banc-import-%'")).rows[0]!.n;

  // Then the same file again with every price raised by 100 DA: every size updated, the editor's path
  // (BENCH_IMPORT_UPDATE=0 leaves it out).
  const timeUpdates = process.env.BENCH_IMPORT_UPDATE !== "0";
  const again = new FormData();
  again.append("file", new Blob([catalogueFile(slug, 100)], { type: "text/csv" }), "catalogue.csv");
  let updateLine = "";
  if (timeUpdates) {
    started = performance.now();
    const updateReply = await fetch(`${api}/api/admin/catalogue/imports`, { method: "POST", headers, body: again });
    const updatePreview = (await updateReply.json()) as ImportPreview;
    const updatePreviewMs = performance.now() - started;
    if (updatePreview.update !== PRODUCTS * SIZES.length) throw new Error(`update preview: ${JSON.stringify(updatePreview).slice(0, 300)}`);
    started = performance.now();
    await fetch(`${api}/api/admin/catalogue/imports/${updatePreview.id}/confirm`, { method: "POST", headers });
    let updated: ImportStatus;
    for (;;) {
      updated = (await (await fetch(`${api}/api/admin/catalogue/imports/${updatePreview.id}`, { headers })).json()) as ImportStatus;
      if (updated.status === "done" || updated.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (updated.status !== "done") throw new Error(`update import: ${updated.failure}`);
    updateLine = `  le même fichier, chaque prix +100 DA (${updatePreview.update.toLocaleString("fr-FR")} tailles modifiées) : aperçu ${seconds(updatePreviewMs)}, import ${seconds(performance.now() - started)}`;
  }

  console.log(`\nImport d’un fichier de ${(PRODUCTS * SIZES.length).toLocaleString("fr-FR")} lignes (${PRODUCTS.toLocaleString("fr-FR")} produits, sans photo), ${(file.length / 1024 / 1024).toFixed(1)} Mo, sur un catalogue de ${CATALOGUE} produits`);
  console.log(`  aperçu (envoi, lecture, vérification, comparaison) : ${seconds(previewMs)}   [objectif ≤ 15 s]`);
  console.log(`  import (confirmation → terminé, une transaction)    : ${seconds(doneMs)}   [objectif ≤ 60 s]  ${imported} produits créés`);
  console.log(`  mesure « pendant » : ${busySeconds} s (après 1 s de chauffe), l’import en cours jusqu’à ${seconds(Math.min(doneMs, busyEndedMs))} après la confirmation`);
  if (updateLine) console.log(updateLine);
  console.log(`  aperçu pendant les lectures de la vitrine : ${seconds(previewUnderTrafficMs)} (mesure de ${SECONDS} s après 1 s de chauffe)`);
  printTable("Lectures tirées de la vitrine (bench:api), p99 sans import, pendant un aperçu, pendant l’import", [duringPreview, busy], calm);
  console.log(`  charge de la machine (1 min) : ${loadavg()[0]!.toFixed(2)}`);
} finally {
  if (child) {
    child.send("stop");
    await once(child, "exit");
  }
  await database.pool.end();
  await stop();
}
