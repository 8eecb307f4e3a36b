import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { getJson, type CategoryNode } from "./catalog-support";

/** The page's own code: the build's scripts under /_next/static (its stylesheets still load). */
const PAGE_SCRIPTS = /\/_next\/static\/.*\.js(?:\?.*)?$/;

const consentDialog = (page: Page) => page.locator("#cookie-consent");
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("cookie_consent"));
/** Whether React has hydrated the button (it keeps the element's props on it). */
const hydrated = (page: Page, name: string) =>
  page
    .getByRole("button", { name })
    .evaluate((button) => Object.keys(button).some((key) => key.startsWith("__reactProps$")));

/** Every shopper page: home, a category, a product, search, cart, checkout and the Arabic home. */
async function shopperPages(request: APIRequestContext): Promise<string[]> {
  const tree = await getJson<CategoryNode[]>(request, "/api/categories/tree");
  const top = tree[0]!;
  const leaf = top.children[0] ?? top;
  const { products } = await getJson<{ products: { id: number }[] }>(request, "/api/products/filter?pageSize=1");
  return [
    "/",
    `/categorie/${top.slug}/${leaf.slug}`,
    `/produit/${products[0]!.id}`,
    "/search?query=chaussure",
    "/cart",
    "/checkout",
    "/ar",
  ];
}

test.describe("the consent overlay answers before the page's code", () => {
  test("with the page's scripts blocked, each button hides the overlay and writes the choice, on every page", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const paths = await shopperPages(request);
    const choices = ["yes", "no"];
    for (const path of paths) {
      for (const value of choices) {
        const context = await browser.newContext();
        const page = await context.newPage();
        let blocked = 0;
        await page.route(PAGE_SCRIPTS, (route) => {
          blocked += 1;
          return route.abort();
        });
        await page.goto(path);
        const dialog = consentDialog(page);
        await expect(dialog, path).toBeVisible();
        const button = dialog.locator(`[data-consent-choice="${value}"]`);
        await button.click();
        await expect(dialog, `${path} ${value}`).toBeHidden();
        expect(await stored(page), path).toBe(value);
        expect(blocked, `${path}: the page asked for its scripts`).toBeGreaterThan(0);
        // The next page, still without its code, opens without the overlay.
        await page.reload();
        await expect(dialog, path).toBeHidden();
        await context.close();
      }
    }
  });

  test("with the page's scripts 3 s late, a tap made before they run is kept: the overlay goes at once and stays gone", async ({
    page,
  }) => {
    await page.route(PAGE_SCRIPTS, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const dialog = consentDialog(page);
    await expect(dialog).toBeVisible();
    expect(await hydrated(page, "Accepter tous les cookies")).toBe(false);
    await dialog.getByRole("button", { name: "Accepter tous les cookies" }).click();
    await expect(dialog).toBeHidden();
    expect(await stored(page)).toBe("yes");

    // The code arrives and takes over: React drops the overlay it was sent with, and never shows it again.
    await expect
      .poll(() => page.evaluate(() => document.getElementById("cookie-consent") === null), { timeout: 20_000 })
      .toBe(true);
    expect(await stored(page)).toBe("yes");
    // The shop's code answers as usual: the footer's settings link shows the choice again, and React answers it.
    await page.getByRole("link", { name: "Paramètres des cookies" }).click();
    await expect(dialog).toBeVisible();
    expect(await hydrated(page, "Cookies nécessaires seulement")).toBe(true);
    await dialog.getByRole("button", { name: "Cookies nécessaires seulement" }).click();
    await expect(dialog).toBeHidden();
    expect(await stored(page)).toBe("no");
  });
});
