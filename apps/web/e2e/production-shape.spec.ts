import { expect, test } from "@playwright/test";
import { addToCart, fillCheckout, findSkus, uniqueShopper } from "./journey-support";

/**
 * The production shape (scripts/two-machines.mjs runs this file alone, as the project "production-shape", through
 * its nginx after one API and one storefront were killed): a shopper on a phone sees the consent overlay, answers
 * it, browses and orders, the build's files coming from nginx's disk compressed and kept for a year.
 */
test("a shopper orders through nginx on the survivors; the build's files are served compressed, kept a year", async ({
  page,
  request,
}) => {
  test.slow();
  const assets: { url: string; cacheControl: string; encoding: string }[] = [];
  page.on("response", (response) => {
    if (!response.url().includes("/_next/static/") || !response.url().endsWith(".js")) return;
    const headers = response.headers();
    assets.push({
      url: response.url(),
      cacheControl: headers["cache-control"] ?? "",
      encoding: headers["content-encoding"] ?? "",
    });
  });

  await page.goto("/");
  await page.getByRole("button", { name: "Accepter tous les cookies" }).click();
  await expect(page.locator("#cookie-consent")).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie_consent"))).toBe("yes");
  expect(assets.length, "the page's scripts").toBeGreaterThan(0);
  for (const asset of assets) {
    expect(asset.cacheControl, asset.url).toBe("public, max-age=31536000, immutable");
    expect(asset.encoding, asset.url).toBe("gzip");
  }

  const [sku] = await findSkus(request, 1);
  await page.goto(`/produit/${sku!.productId}`);
  await expect(page.getByRole("heading", { level: 1, name: sku!.title })).toBeVisible();
  await addToCart(page, sku!);
  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);
  const shopper = uniqueShopper();
  await fillCheckout(page, shopper);
  await page.getByRole("button", { name: "Valider la commande" }).click();
  await expect(page).toHaveURL(/\/order-confirmed\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Merci ${shopper.firstName} !`);
});
