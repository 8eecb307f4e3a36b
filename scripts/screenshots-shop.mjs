// Screenshots of every shopper page in one language at phone (390 px) and desktop (1366 px) widths, for a look
// before a release (Arabic by default: nothing clipped, nothing pointing the wrong way, numbers kept whole).
// The shop must be running (`npm start`); the script creates a shopper account and places one cash-on-delivery
// order on it.
//   BASE_URL=http://127.0.0.1:3000 node scripts/screenshots-shop.mjs [ar|fr] [folder]
// The PNGs go to .data/screenshots-<language> (or the folder given); they are never committed.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../apps/web/scripts/chromium.mjs";
import { root } from "./lib.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const language = process.argv[2] ?? "ar";
const prefix = language === "fr" ? "" : `/${language}`;
const folder = process.argv[3] ?? join(root, ".data", `screenshots-${language}`);
mkdirSync(folder, { recursive: true });

const widths = [
  { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
];

async function json(request, path, options, method = "post") {
  const response = options ? await request[method](path, options) : await request.get(path);
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A category with children and a product of it with a size in stock, read from the API. */
async function findCatalogue(request) {
  const tree = await json(request, "/api/categories/tree");
  const category = tree[0].children.find((child) => child.isClickable) ?? tree[0];
  const listing = await json(request, `/api/products/filter?category=${category.slug}&pageSize=12`);
  const product = listing.products[0];
  const stock = (await json(request, `/api/products/stock/${product.id}`)).stock;
  const detail = await json(request, `/api/products/find/id/${product.id}`);
  for (const variation of detail.variations) {
    const size = variation.sizes.find((candidate) => (stock[candidate.ean] ?? 0) > 2);
    if (size) return { category, product: detail, colorNo: variation.colorNo, size: size.size };
  }
  throw new Error(`No size in stock for product ${product.id}`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { name, ...options } of widths) {
    const context = await browser.newContext({ ...options, locale: language === "ar" ? "ar-DZ" : "fr-FR", baseURL: base });
    await context.addInitScript(() => window.localStorage.setItem("cookie_consent", "no"));
    const page = await context.newPage();
    const origin = { origin: new URL(base).origin };
    const shoot = async (file, path) => {
      if (path) await page.goto(`${prefix}${path}`, { waitUntil: "networkidle" });
      await page.screenshot({ path: join(folder, `${file}-${name}.png`), fullPage: true });
      console.log(`✓ ${file}-${name}.png`);
      // TILES=1 also cuts the page into screen-high pictures, readable one by one.
      if (!process.env.TILES) return;
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const { width, height: screen } = options.viewport;
      for (let top = 0, tile = 1; top < height; top += screen, tile++) {
        const clip = { x: 0, y: top, width, height: Math.min(screen, height - top) };
        await page.screenshot({ path: join(folder, `${file}-${name}-${tile}.png`), fullPage: true, clip });
      }
    };
    const { category, product, colorNo, size } = await findCatalogue(page.request);

    await shoot("accueil", "/");
    if (name === "phone") {
      // The menu drawer, which opens from the start side (the right in Arabic).
      await page.locator("header button[aria-expanded]").first().click();
      await page.waitForTimeout(600);
      await page.screenshot({ path: join(folder, `menu-${name}.png`) });
      console.log(`✓ menu-${name}.png`);
      await page.keyboard.press("Escape");
    }
    await page.goto(`${prefix}/categorie/${category.slug}`, { waitUntil: "networkidle" });
    await shoot("categorie");
    if (name === "phone") {
      await page.locator("main button[aria-haspopup=dialog]").first().click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(folder, `categorie-filtres-${name}.png`) });
      console.log(`✓ categorie-filtres-${name}.png`);
    }
    await shoot("produit", `/produit/${product.id}?colorNo=${encodeURIComponent(colorNo)}`);
    await shoot("recherche", "/search?q=running");
    await shoot("recherche-vide", "/search?q=zzqxw");
    await shoot("panier-vide", "/cart");
    await shoot("connexion", "/account/login");
    await shoot("introuvable", "/nimporte-quoi");
    for (const help of ["faq", "delivery", "retour", "cgv", "data-privacy", "imprint", "account"]) {
      await shoot(`aide-${help}`, `/help/${help}`);
    }
    await shoot("contact", "/contact-us");

    await json(page.request, "/api/cart/update", { data: { colorNo, size, quantity: 2, mode: "set" }, headers: origin }, "patch");
    await shoot("panier", "/cart");
    await page.goto(`${prefix}/checkout`, { waitUntil: "networkidle" });
    await page.locator("form button[type=submit]").last().click();
    await page.waitForTimeout(800);
    await shoot("paiement-erreurs");

    const stamp = `${Date.now()}`.slice(-8);
    await json(page.request, "/api/users/sign-up", {
      data: { email: `captures.${stamp}.${name}@exemple.dz`, firstName: "Amine", lastName: "Benali", password: "Rafale#2025sport" },
      headers: origin,
    });
    await json(page.request, "/api/wishlist/update", { data: { colorNo, action: "add" }, headers: origin }, "patch");
    const order = await json(page.request, "/api/guest-order/create", {
      data: {
        acceptPolicy: true,
        address: `${Number(stamp.slice(-3)) + 1} rue Didouche Mourad`,
        address2: "",
        country: "Algeria",
        deliveryMethodOptions: { type: "home-delivery" },
        firstName: "Amine",
        lastName: "Benali",
        paymentMethodOptions: { type: "on-delivery" },
        phoneNumber: `05${stamp}`,
        postalCode: "",
        state: 16,
        stateCommuneId: 554,
      },
      headers: { ...origin, "idempotency-key": `captures-${stamp}-${name}` },
    });
    await shoot("commande-confirmee", `/order-confirmed?id=${order.id}`);
    await shoot("commande", `/order-confirmed/view?id=${order.id}`);
    await shoot("compte", "/account");
    await shoot("adresse", "/account/addresses/add-address");
    await shoot("favoris", "/account/wishlist");
    await shoot("profil", "/account/edit-profile");
    await context.close();
  }
} finally {
  await browser.close();
}
