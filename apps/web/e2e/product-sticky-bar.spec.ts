/**
 * On a phone the add-to-cart button sits below the gallery: once it scrolls away, a bar keeps the price, the size
 * and the button at the bottom of the screen.
 */
import { expect, test } from "@playwright/test";
import { declineCookies } from "./catalog-support";
import { findInStockSizes } from "./chrome-support";

test.beforeEach(async ({ context }) => declineCookies(context));

test("a phone keeps add-to-cart within reach once the form scrolls away", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The bar's code is downloaded when it first shows.
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  const barCodeLoaded = async () => (await Promise.all(scripts)).some((text) => text.includes('"sticky-add-to-cart"'));
  const [pick] = await findInStockSizes(page.request, 1);
  await page.goto(`/produit/${pick!.productId}?colorNo=${pick!.colorNo}`);
  const bar = page.getByTestId("sticky-add-to-cart");
  await expect(page.getByRole("button", { name: "Ajouter au panier" })).toHaveCount(1);
  await expect(bar).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(await barCodeLoaded()).toBe(false);

  await page.mouse.wheel(0, 2_500);
  await expect(bar).toBeVisible();
  expect(await barCodeLoaded()).toBe(true);
  await expect(bar).toContainText("DA");
  await expect(bar).toContainText("Choisissez une taille");
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);

  // No size yet: the bar takes the shopper back to the sizes, which say what is missing.
  await bar.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page.getByText("Veuillez choisir votre taille")).toBeInViewport();
  await page.getByTestId("size-options").getByText(pick!.size, { exact: true }).click();

  await page.mouse.wheel(0, 2_500);
  await expect(bar).toContainText(`Taille ${pick!.size}`);
  await bar.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page.getByRole("dialog", { name: /^Votre panier/ })).toBeVisible();
});
