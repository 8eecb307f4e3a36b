import { expect, test } from "@playwright/test";
import { changeByPercent } from "@shop/domain/catalogue";
import { createStaff, newVisitor, OWNER, signIn, STAFF_PASSWORD } from "./admin-support";

test.describe.configure({ timeout: 180_000 });

type StorefrontProduct = { price: number; variations: { sizes: { size: string; price: number }[] }[] };

/**
 * A catalogue manager lowers a category's prices by 10 %: the preview shows each size before → after, the apply
 * writes them, and the product's page shows the new price. The category and its product are the journey's own (made
 * by the owner through the API, left a draft), so the other journeys' prices and listings never move under them.
 */
test("a catalogue manager lowers a category's prices by 10 %, previews, applies, and shoppers see the new price", async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const owner = await newVisitor();
  expect((await owner.post("/api/admin/auth/login", { data: OWNER })).status()).toBe(200);
  // Under a second-level category, so that it never takes a place in the header's bar that other journeys read.
  const tree = (await (await owner.get("/api/admin/categories")).json()) as { categories: { id: number; slug: string }[] };
  const parentId = tree.categories.find((entry) => entry.slug === "homme-accessoires")!.id;
  const category = await owner.post("/api/admin/categories", {
    data: { titleFr: `Soldes ${stamp}`, titleAr: `تخفيضات ${Date.now()}`, parentId },
  });
  expect(category.status(), await category.text()).toBe(201);
  const { id: categoryId } = (await category.json()) as { id: number };
  const product = await owner.post("/api/admin/products", {
    data: {
      titleFr: `Maillot Remise ${stamp}`,
      categoryIds: [categoryId],
      primaryCategoryId: categoryId,
      facets: { gender: "Homme", ageGroup: "Adultes", articleType: "Maillot", division: "Vêtements", activity: "Football" },
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const created = (await product.json()) as { id: number; revision: number };
  const colour = await owner.post(`/api/admin/products/${created.id}/colours`, {
    data: { colorNo: `7${String(Date.now()).slice(-9)}`, nameFr: "Vert", hex: "#1a7f37", searchColor: "Vert", sizes: ["M", "L"], price: 6990, revision: created.revision },
  });
  expect(colour.status(), await colour.text()).toBe(201);
  const editor = (await colour.json()) as {
    revision: number;
    colours: { id: number; colorNo: string; nameFr: string; nameAr: string; hex: string; searchColor: string; skus: Record<string, unknown>[] }[];
  };
  const [green] = editor.colours;
  const stocked = await owner.put(`/api/admin/colours/${green!.id}`, {
    data: { ...green, revision: editor.revision, skus: green!.skus.map((sku) => ({ ...sku, sku: "", stock: 2 })) },
  });
  expect(stocked.status(), await stocked.text()).toBe(200);
  // The product stays a draft: other journeys read the newest published products, and this one has no photo. The
  // staff's preview shows it as shoppers would see it once published.
  const preview = async () =>
    (await (await owner.get(`/api/admin/products/${created.id}/preview`)).json()) as StorefrontProduct;
  const before = await preview();
  const prices = before.variations.flatMap((variation) => variation.sizes.map((size) => size.price));
  expect(prices.length).toBe(2);
  const lowered = changeByPercent(before.price, -10);
  const digits = (amount: number) => new RegExp(amount.toLocaleString("fr-FR").replace(/\s/g, "\\s?"));

  // The manager: products list → « Modifier les prix en groupe ».
  const email = await createStaff(`prix-${testInfo.project.name}`, "catalogue");
  await signIn(page, email, STAFF_PASSWORD, "Produits");
  await page.goto("/gestion/produits");
  await page.getByRole("link", { name: "Modifier les prix en groupe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Modifier les prix en groupe" })).toBeVisible();
  await page.getByRole("radio", { name: "Catégorie" }).check();
  await page.getByRole("combobox", { name: "Catégorie" }).selectOption({ value: String(categoryId) });
  await page.getByRole("radio", { name: "Augmenter ou baisser (%)" }).check();
  await page.getByLabel("Pourcentage").fill("-10");
  await page.getByRole("button", { name: "Prévisualiser" }).click();

  // The preview: both sizes before → after, nothing written yet.
  const status = page.getByRole("status").filter({ hasText: "articles choisis" });
  await expect(status).toContainText("2 articles choisis · 2 modifiés (1 produit)");
  const rows = page.getByRole("row").filter({ hasText: `Maillot Remise ${stamp}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(digits(lowered));
  expect((await preview()).price).toBe(before.price);

  await page.getByRole("button", { name: "Appliquer à 2 articles" }).click();
  await expect(page.getByText("Prix modifiés")).toBeVisible();
  await expect(page.getByText("2 articles modifiés dans 1 produit.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Voir le journal des prix" })).toHaveAttribute("href", "/gestion/prix");

  // The storefront follows: the product's page (the staff's preview of it) shows the lowered price.
  expect((await preview()).price).toBe(lowered);
  await owner.dispose();
  await expect(async () => {
    await page.goto(`/produit/${created.id}?apercu=1`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Maillot Remise ${stamp}`);
    await expect(page.locator("main")).toContainText(digits(lowered), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});
