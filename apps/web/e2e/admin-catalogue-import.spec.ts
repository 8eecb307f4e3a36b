import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { picture } from "../../api/test/support/pictures";
import { zipOf } from "../../api/test/support/zip";
import { createStaff, newVisitor, OWNER, signIn, STAFF_PASSWORD } from "./admin-support";

test.describe.configure({ timeout: 180_000 });

type StorefrontProduct = { price: number; variations: { colorName: string; sizes: { size: string; price: number }[] }[] };

/** Cells of the shop's own file (`;`, quotes doubled, no line break inside a cell in these journeys' products). */
const parse = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const cells: string[] = [];
      let cell = "";
      let quoted = false;
      for (let i = 0; i < line.length; i += 1) {
        const char = line[i]!;
        if (quoted) {
          if (char === '"' && line[i + 1] === '"') {
            cell += '"';
            i += 1;
          } else if (char === '"') quoted = false;
          else cell += char;
        } else if (char === '"') quoted = true;
        else if (char === ";") {
          cells.push(cell);
          cell = "";
        } else cell += char;
      }
      cells.push(cell);
      return cells;
    });
const write = (rows: string[][]) =>
  `\uFEFF${rows.map((row) => row.map((cell) => (/[;"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(";")).join("\r\n")}\r\n`;

/** The owner makes a draft product of the journey's own (two sizes at 6,990 DA) through the API. */
async function ownProduct(owner: APIRequestContext, stamp: string) {
  const tree = (await (await owner.get("/api/admin/categories")).json()) as { categories: { id: number; slug: string }[] };
  const categoryId = tree.categories.find((entry) => entry.slug === "homme-accessoires")!.id;
  const product = await owner.post("/api/admin/products", {
    data: {
      titleFr: `Sac Fichier ${stamp}`,
      categoryIds: [categoryId],
      primaryCategoryId: categoryId,
      facets: { gender: "Homme", ageGroup: "Adultes", articleType: "Sac", division: "Accessoires", activity: "Training" },
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const created = (await product.json()) as { id: number; revision: number; handle: string };
  const colour = await owner.post(`/api/admin/products/${created.id}/colours`, {
    data: { colorNo: `6${String(Date.now()).slice(-9)}`, nameFr: "Noir", hex: "#111111", searchColor: "Noir", sizes: ["M", "L"], price: 6990, revision: created.revision },
  });
  expect(colour.status(), await colour.text()).toBe(201);
  const preview = async () => (await (await owner.get(`/api/admin/products/${created.id}/preview`)).json()) as StorefrontProduct;
  return { ...created, preview };
}

async function openImportPage(page: Page, label: string) {
  const email = await createStaff(`import-${label}`, "catalogue");
  await signIn(page, email, STAFF_PASSWORD, "Produits");
  await page.goto("/gestion/produits");
  await page.getByRole("link", { name: "Importer / exporter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Importer et exporter le catalogue" })).toBeVisible();
}

async function exportedRows(page: Page): Promise<string[][]> {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger le catalogue (CSV)" }).click();
  return parse(await readFile((await (await download).path())!, "utf8"));
}

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByLabel("Fichier du catalogue").setInputFiles({ name, mimeType, buffer });
  await page.getByRole("button", { name: "Prévisualiser" }).click();
  await expect(page.getByRole("heading", { name: "Aperçu de l’import" })).toBeVisible();
}

test("a catalogue manager exports, changes a price and adds a colour in the file, previews, imports, and shoppers see both", async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const width = testInfo.project.name === "phone" ? 390 : 1366;
  const owner = await newVisitor();
  expect((await owner.post("/api/admin/auth/login", { data: OWNER })).status()).toBe(200);
  const product = await ownProduct(owner, stamp);
  await openImportPage(page, testInfo.project.name);
  await page.screenshot({ path: `/tmp/import-page-${width}.png`, fullPage: true });

  const rows = await exportedRows(page);
  const header = rows[0]!;
  const at = (column: string) => header.indexOf(column);
  const mine = rows.filter((row) => row[at("handle")] === product.handle);
  expect(mine).toHaveLength(2);
  mine[0]![at("price")] = "5990";
  const added = [...mine[1]!];
  added[at("color_no")] = `5${String(Date.now()).slice(-9)}`;
  added[at("color_fr")] = "Rouge vif";
  added[at("color_hex")] = "#d0021b";
  added[at("size")] = "M";
  added[at("ean")] = "";
  added[at("sku")] = "";
  added[at("price")] = "7490";
  added[at("stock")] = "4";
  added[at("images")] = "";
  await upload(page, "catalogue.csv", "text/csv", Buffer.from(write([header, ...mine, added])));

  const counts = page.getByRole("list", { name: "Aperçu de l’import" });
  await expect(counts).toContainText("1ligne à créer");
  await expect(counts).toContainText("1ligne modifiée");
  await expect(counts).toContainText("0erreur");
  expect((await product.preview()).price).toBe(6990);
  await page.screenshot({ path: `/tmp/import-preview-${width}.png`, fullPage: true });

  await page.getByRole("button", { name: "Lancer l’import (2 lignes)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import terminé" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("2 lignes appliquées")).toBeVisible();
  await page.screenshot({ path: `/tmp/import-done-${width}.png`, fullPage: true });

  // The storefront follows: the product's page (the staff's preview of it) shows the new price and the new colour.
  const after = await product.preview();
  expect(after.price).toBe(5990);
  expect(after.variations.map((variation) => variation.colorName)).toEqual(["Noir", "Rouge vif"]);
});

test("a file with three bad rows lists them by line and column, and nothing changes", async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const width = testInfo.project.name === "phone" ? 390 : 1366;
  const owner = await newVisitor();
  expect((await owner.post("/api/admin/auth/login", { data: OWNER })).status()).toBe(200);
  const product = await ownProduct(owner, stamp);
  await openImportPage(page, `erreurs-${testInfo.project.name}`);
  const rows = await exportedRows(page);
  const header = rows[0]!;
  const at = (column: string) => header.indexOf(column);
  const mine = rows.filter((row) => row[at("handle")] === product.handle);
  const third = [...mine[1]!];
  third[at("size")] = "";
  third[at("ean")] = "";
  third[at("sku")] = "";
  mine[0]![at("price")] = "douze";
  mine[1]![at("stock")] = "-3";
  await upload(page, "erreurs.csv", "text/csv", Buffer.from(write([header, ...mine, third])));

  // Line 1 is the header: the product's rows are lines 2 to 4.
  await expect(page.getByRole("row", { name: /^2 price Le prix doit être un nombre entier de dinars/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /^3 stock Le stock doit être un nombre entier positif ou nul/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /^4 size La taille est obligatoire/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Aperçu de l’import" })).toContainText("3erreurs");
  await expect(page.getByRole("button", { name: /Lancer l’import/ })).toHaveCount(0);
  await page.screenshot({ path: `/tmp/import-errors-${width}.png`, fullPage: true });
  const still = await product.preview();
  expect(still.price).toBe(6990);
  expect(still.variations.flatMap((variation) => variation.sizes.map((size) => size.size))).toEqual(["M", "L"]);
});

test("a Shopify export of two products with colour and size options, in a ZIP with its pictures, imports and both are found by search", async ({ page }, testInfo) => {
  const word = `zephyrine${testInfo.project.name === "phone" ? "p" : "d"}${Date.now().toString(36)}`;
  await openImportPage(page, `shopify-${testInfo.project.name}`);
  const shopify = [
    "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Barcode,Image Src,Image Position,Status",
    `maillot-${word},Maillot ${word},<p>Maillot <b>respirant</b></p>,Rafale,homme-accessoires,,TRUE,Couleur,Rouge,Taille,M,MR-${word}-M,4,3500.00,4200.00,,https://cdn.shopify.com/files/${word}-rouge.jpg?v=1,1,active`,
    `maillot-${word},,,,,,,,Rouge,,L,MR-${word}-L,2,3500.00,4200.00,,,,`,
    `maillot-${word},,,,,,,,Bleu,,M,MB-${word}-M,3,3500.00,,,https://cdn.shopify.com/files/${word}-bleu.jpg,2,`,
    `short-${word},Short ${word},Un short léger,Rafale,homme-accessoires,,TRUE,Color,Noir,Size,S,SN-${word}-S,9,2500.00,,,https://cdn.shopify.com/files/${word}-short.png,1,active`,
    `short-${word},,,,,,,,Noir,,M,SN-${word}-M,1,2500.00,,,,,`,
  ].join("\n");
  const zip = zipOf([
    { name: "products_export_1.csv", data: shopify },
    { name: `images/${word}-rouge.jpg`, data: await picture("jpeg", 600, 800) },
    { name: `images/${word}-bleu.jpg`, data: await picture("jpeg", 600, 800) },
    { name: `images/${word}-short.png`, data: await picture("png", 600, 600) },
  ]);
  await upload(page, "shopify.zip", "application/zip", zip);
  await expect(page.getByRole("list", { name: "Aperçu de l’import" })).toContainText("5lignes à créer");
  await page.getByRole("button", { name: "Lancer l’import (5 lignes)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import terminé" })).toBeVisible({ timeout: 60_000 });

  // Published as Shopify said, with their pictures: the storefront's search in French finds both.
  await expect(async () => {
    await page.goto(`/search?query=${encodeURIComponent(word)}`);
    await expect(page.getByTestId("product-card")).toHaveCount(2, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("product-card").filter({ hasText: `Maillot ${word}` })).toBeVisible();
  await expect(page.getByTestId("product-card").filter({ hasText: `Short ${word}` })).toBeVisible();
});

test("an operator exports the catalogue but is offered no import", async ({ page }, testInfo) => {
  const email = await createStaff(`export-${testInfo.project.name}`, "operator");
  await signIn(page, email, STAFF_PASSWORD);
  await page.goto("/gestion/produits");
  await page.getByRole("link", { name: "Exporter le catalogue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Exporter" })).toBeVisible();
  await expect(page.getByLabel("Fichier du catalogue")).toHaveCount(0);
  const rows = await exportedRows(page);
  expect(rows[0]!.slice(0, 3)).toEqual(["handle", "status", "title_fr"]);
  expect(rows.length).toBeGreaterThan(100);
});
