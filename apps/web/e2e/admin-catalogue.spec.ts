import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { createStaff, signIn, STAFF_PASSWORD } from "./admin-support";
import { declineCookies, fillCheckout, uniqueShopper } from "./journey-support";

test.describe.configure({ timeout: 240_000 });

/** A word nobody else uses in this run, in Latin and in Arabic letters (search finds the product by it). */
function uniqueWords() {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e3)}`.slice(-7);
  return {
    latin: `Simoun${Array.from(digits, (digit) => "bcdfghjklm"[Number(digit)]).join("")}`,
    arabic: `سيمون${Array.from(digits, (digit) => "ابتثجحخدذر"[Number(digit)]).join("")}`,
    colorNo: `8${digits.slice(-6)}`,
  };
}

/** A real photo-sized picture, drawn here: a gradient the server turns upright, strips and writes as WebP. */
async function picture(hex: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1100, channels: 3, background: hex } })
    .composite([{ input: Buffer.from(`<svg width="900" height="1100"><circle cx="450" cy="550" r="300" fill="#ffffff" fill-opacity="0.4"/></svg>`) }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Adds a colour and its four sizes through the editor's dialog. */
async function addColour(page: Page, colour: { colorNo: string; name: string; family: string; price: number }) {
  await page.getByRole("button", { name: "Ajouter une couleur" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Ajouter une couleur" });
  await dialog.getByLabel("N° de couleur").fill(colour.colorNo);
  await dialog.getByLabel("Nom (français)").fill(colour.name);
  await dialog.getByLabel("Famille de couleur (filtre Couleur)").fill(colour.family);
  await dialog.getByText("Saisir les tailles").click();
  await dialog.getByLabel("Tailles, séparées par des virgules ou des espaces").fill("S M L XL");
  await dialog.getByLabel("Prix de toutes les tailles (DA)").fill(String(colour.price));
  await dialog.getByRole("button", { name: "Créer la couleur et ses tailles" }).click();
  await expect(dialog).toHaveCount(0);
  return page.getByRole("region", { name: new RegExp(`^Couleur ${colour.name}`) });
}

test("a catalogue manager creates a product from nothing, a shopper finds it in French and Arabic and orders it, then the manager archives it", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const words = uniqueWords();
  const title = `Veste ${words.latin} ${testInfo.project.name}`;
  const email = await createStaff(`catalogue-${testInfo.project.name}`, "catalogue");
  await signIn(page, email, STAFF_PASSWORD, "Produits");

  // The product's sheet: French and Arabic, categories, the storefront's filters.
  await page.getByRole("link", { name: "Nouveau produit" }).click();
  await page.getByLabel("Titre (français)").fill(title);
  await page.getByLabel("Titre (arabe)").fill(`سترة ${words.arabic}`);
  await page.getByLabel("Description (français)").fill("Une veste coupe-vent légère pour courir par tous les temps.");
  await page.getByRole("checkbox", { name: /Homme.*Vêtements.*Vestes/ }).check();
  await page.getByRole("radio", { name: /Homme.*Vêtements.*Vestes/ }).check();
  await page.getByLabel(/^Pour\*?$/).fill("Homme");
  await page.getByLabel(/^Âge\*?$/).fill("Adultes");
  await page.getByLabel(/^Type de Produit\*?$/).fill("Veste");
  await page.getByLabel(/^Catégorie\*?$/).fill("Vêtements");
  await page.getByLabel(/^Activité\*?$/).fill("Running");
  await page.getByRole("button", { name: "Créer le produit" }).click();
  await expect(page).toHaveURL(/\/gestion\/produits\/\d+$/, { timeout: 30_000 });
  const productId = Number(new URL(page.url()).pathname.split("/").pop());

  // Two colours × four sizes, stock on each size of the first, a promo with an end date on all of them.
  const black = await addColour(page, { colorNo: words.colorNo, name: "Noir", family: "Noir", price: 8990 });
  const blue = await addColour(page, { colorNo: String(Number(words.colorNo) + 1), name: "Bleu", family: "Bleu", price: 8990 });
  for (const size of ["S", "M", "L", "XL"]) {
    await expect(black.getByLabel(`EAN – taille ${size}`)).toHaveValue(/^2\d{12}$/);
    await black.getByLabel(`Stock – taille ${size}`).fill("6");
  }
  await black.getByRole("button", { name: "Promo sur toutes les tailles" }).click();
  await black.getByLabel("Prix promo (DA)").fill("7490");
  await black.getByLabel("Fin (heure d’Alger, facultative)").fill("2031-06-30T23:00");
  await black.getByRole("button", { name: "Appliquer à toutes les tailles" }).click();
  await black.getByRole("button", { name: "Enregistrer la couleur" }).click();
  await expect(black.getByRole("status").filter({ hasText: "Couleur Noir enregistrée." })).toBeVisible();
  await expect(blue.getByLabel("Stock – taille M")).toHaveValue("0");

  // Two pictures, uploaded one by one with their progress; the first is the card's.
  await black.getByLabel("Choisir des photos").setInputFiles([
    { name: "veste-face.jpg", mimeType: "image/jpeg", buffer: await picture("#1d1d1f") },
    { name: "veste-dos.jpg", mimeType: "image/jpeg", buffer: await picture("#2b2b30") },
  ]);
  await expect(black.getByRole("button", { name: /^Photo 1 sur 2 – Photo principale \(carte\)/ })).toBeVisible({ timeout: 30_000 });
  await expect(black.getByRole("button", { name: /^Photo 2 sur 2/ })).toBeVisible();

  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("Publié", { exact: true }).first()).toBeVisible();

  // A shopper, elsewhere, finds it by search and in its category, in French and in Arabic.
  const shopperContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  await declineCookies(shopperContext);
  const shopper = await shopperContext.newPage();
  const card = (where: Page) => where.locator(`a[href*="/produit/${productId}"]`).first();
  await expect(async () => {
    await shopper.goto(`/search?query=${encodeURIComponent(words.latin)}`);
    await expect(card(shopper)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await shopper.goto(`/ar/search?query=${encodeURIComponent(words.arabic)}`);
  await expect(card(shopper)).toBeVisible();
  await shopper.goto(`/categorie/homme/homme-vetements/homme-vetements-vestes?sort=newest`);
  await expect(card(shopper)).toBeVisible();
  await shopper.goto(`/ar/categorie/homme/homme-vetements/homme-vetements-vestes?sort=newest`);
  await expect(card(shopper)).toBeVisible();
  await shopper.goto(`/ar/produit/${productId}`);
  await expect(shopper.getByRole("heading", { level: 1 })).toContainText(words.arabic);

  // The promo price is what the cart charges; the order goes through.
  const added = await shopper.request.patch("/api/cart/update", {
    data: { colorNo: words.colorNo, size: "M", quantity: 1 },
    headers: { origin: new URL(shopper.url()).origin },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const person = uniqueShopper();
  await shopper.goto("/checkout");
  await expect(shopper.getByTestId("checkout-line").filter({ hasText: title })).toHaveCount(1);
  await fillCheckout(shopper, person);
  await shopper.getByRole("button", { name: "Valider la commande" }).click();
  await expect(shopper).toHaveURL(/\/order-confirmed\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(shopper.getByTestId("order-line").filter({ hasText: title })).toContainText(/7\s?490/);

  // Archived: the product's address leads to its category, in both languages.
  await page.getByRole("button", { name: "Archiver" }).click();
  await page.getByRole("dialog", { name: "Archiver ce produit ?" }).getByRole("button", { name: "Archiver le produit" }).click();
  await expect(page.getByText("Archivé", { exact: true }).first()).toBeVisible();
  await expect(async () => {
    await shopper.goto(`/produit/${productId}`);
    expect(new URL(shopper.url()).pathname).toBe("/categorie/homme/homme-vetements/homme-vetements-vestes");
  }).toPass({ timeout: 20_000 });
  await shopper.goto(`/ar/produit/${productId}`);
  expect(new URL(shopper.url()).pathname).toBe("/ar/categorie/homme/homme-vetements/homme-vetements-vestes");
  await shopperContext.close();
});

test("an operator reads the catalogue but cannot change it", async ({ page }, testInfo) => {
  const email = await createStaff(`lecteur-${testInfo.project.name}`, "operator");
  await signIn(page, email, STAFF_PASSWORD);
  await page.goto("/gestion/produits");
  await expect(page.getByRole("heading", { level: 1, name: "Produits" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nouveau produit" })).toHaveCount(0);
  await page.goto("/gestion/produits/nouveau");
  await expect(page.getByRole("heading", { name: "Accès réservé au catalogue" })).toBeVisible();
  const refused = await page.request.post("/api/admin/products", {
    data: {},
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
});
