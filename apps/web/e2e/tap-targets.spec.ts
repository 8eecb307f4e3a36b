/**
 * What a thumb meets on a phone: buttons inside the screen, controls at least 44 × 44 px, and disclosure icons
 * that do not read as "remove". Checked at both widths the journeys run (the rules hold on a desktop too).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { categoryPagePath, declineCookies, findBigCategory } from "./catalog-support";
import { addToCart, findInStockSizes } from "./chrome-support";

test.beforeEach(async ({ context }) => declineCookies(context));

async function expectTapTarget(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, "the target is on screen").not.toBeNull();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

async function expectInsideViewport(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const { width } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test("the filter dialog's buttons stay inside a 390 px screen; sections open with a chevron", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { slug } = await findBigCategory(request, 2);
  await page.goto(await categoryPagePath(request, slug));
  await page.getByRole("button", { name: /Filtrer et trier/ }).click();
  const dialog = page.getByRole("dialog", { name: "Filtrer et trier" });
  await expect(dialog).toBeVisible();
  const apply = dialog.getByRole("button", { name: /^Voir \d+ produits?$/i });
  await expectInsideViewport(page, apply);
  await expectInsideViewport(page, dialog.getByRole("button", { name: /Effacer|Tout effacer/i }));
  const section = dialog.locator("details summary").first();
  await expect(section.getByTestId("facet-chevron")).toBeVisible();
  await expect(section).not.toContainText(/[+×]/);
});

test("the cart drawer's quantity and 'Supprimer' are finger-sized", async ({ page }) => {
  const [pick] = await findInStockSizes(page.request, 1);
  await page.goto("/coming-soon");
  await addToCart(page, pick!, 1);
  await page.reload();
  await page.locator("[data-cart-button]").click();
  const panel = page.getByRole("dialog", { name: /^Votre panier/ });
  const line = panel.getByTestId("cart-line").first();
  await expect(line).toBeVisible();
  await expectTapTarget(line.getByRole("combobox"));
  await expectTapTarget(line.getByRole("button", { name: /^Supprimer / }));
});

test("the product page's breadcrumb links are finger-sized", async ({ page }) => {
  const [pick] = await findInStockSizes(page.request, 1);
  await page.goto(`/produit/${pick!.productId}`);
  const links = page.getByRole("navigation", { name: /fil d’ariane|Fil d’Ariane/i }).getByRole("link");
  expect(await links.count()).toBeGreaterThan(1);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
});
