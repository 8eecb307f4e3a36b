// Screenshots of every back-office page at phone (390 px) and desktop (1366 px) widths, for a look before a
// release. The shop must be running (`npm start`); a member of staff signs in with STAFF_EMAIL/STAFF_PASSWORD.
//   BASE_URL=http://127.0.0.1:3000 STAFF_EMAIL=… STAFF_PASSWORD=… node scripts/screenshots-admin.mjs [folder]
// The PNGs go to .data/screenshots-admin (or the folder given); they are never committed.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../apps/web/scripts/chromium.mjs";
import { root } from "./lib.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const email = process.env.STAFF_EMAIL;
const password = process.env.STAFF_PASSWORD;
if (!email || !password) {
  console.error("STAFF_EMAIL et STAFF_PASSWORD sont nécessaires pour se connecter à l’espace de gestion.");
  process.exit(1);
}
const folder = process.argv[2] ?? join(root, ".data", "screenshots-admin");
mkdirSync(folder, { recursive: true });

const widths = [
  { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { name, ...options } of widths) {
    const context = await browser.newContext({ ...options, locale: "fr-FR", baseURL: base });
    const page = await context.newPage();
    const shoot = async (file, path) => {
      if (path) await page.goto(path, { waitUntil: "networkidle" });
      await page.screenshot({ path: join(folder, `${file}-${name}.png`), fullPage: true });
      console.log(`✓ ${file}-${name}.png`);
    };
    await shoot("connexion", "/gestion/connexion");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(/\/gestion$/);
    await shoot("tableau-de-bord", "/gestion");
    await shoot("commandes", "/gestion/commandes");
    await page.getByText("Filtres", { exact: true }).click();
    await shoot("commandes-filtres");
    await shoot("commandes-a-confirmer", "/gestion/commandes?status=pending-confirmation");
    // One order in each state the staff work on: to confirm (with the delivery form open), confirmed, shipped.
    for (const [file, status] of [
      ["commande-a-confirmer", "pending-confirmation"],
      ["commande-confirmee", "confirmed"],
      ["commande-expediee", "shipped"],
    ]) {
      await page.goto(`/gestion/commandes?status=${status}`, { waitUntil: "networkidle" });
      const href = await page.locator('a[href^="/gestion/commandes/"]').first().getAttribute("href");
      if (!href) continue;
      await shoot(file, href);
      if (status === "pending-confirmation") {
        await page.getByRole("button", { name: "Modifier la livraison" }).click();
        await page.getByRole("dialog").getByRole("combobox", { name: "Commune", exact: true }).locator("option").nth(1).waitFor({ state: "attached" });
        await page.screenshot({ path: join(folder, `commande-livraison-${name}.png`) });
        console.log(`✓ commande-livraison-${name}.png`);
        await page.keyboard.press("Escape");
      }
    }
    await shoot("expeditions", "/gestion/expeditions");
    await shoot("stock-faible", "/gestion/stock");
    await shoot("stock-recherche", "/gestion/stock?q=casbah");
    await page.getByRole("button", { name: /^Modifier le stock/ }).first().click();
    await shoot("stock-modifier");
    await shoot("categories", "/gestion/categories");
    const order = await page.locator('a[href^="/gestion/categories?produits="]').nth(6).getAttribute("href");
    await page.getByRole("button", { name: /^Modifier / }).nth(4).click();
    await shoot("categorie-modifier");
    await page.keyboard.press("Escape");
    if (order) await shoot("categorie-ordre-produits", order);
    await shoot("clients-bloques", "/gestion/clients");
    await shoot("messages", "/gestion/messages");
    await shoot("equipe", "/gestion/equipe");
    await shoot("introuvable", "/gestion/nimporte-quoi");
    await context.close();
  }
} finally {
  await browser.close();
}
