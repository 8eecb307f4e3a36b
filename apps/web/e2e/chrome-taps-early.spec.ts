import { expect, test, type Page } from "@playwright/test";
import { messageFor } from "@shop/domain/messages-ar";
import { declineCookies, demoLike, findProduct, getJson, type ProductDetail } from "./catalog-support";

/** The page's own code: the build's scripts under /_next/static (its stylesheets still load). */
const PAGE_SCRIPTS = /\/_next\/static\/.*\.js(?:\?.*)?$/;

const cartButton = (page: Page) => page.locator("[data-cart-button]");
/** The product's buying form, its plain post's address. */
const buyingForm = (page: Page) => page.locator('form[action$="/cart/add"]');
const drawer = (page: Page) => page.getByRole("dialog", { name: /^Votre panier/ });
/** Whether React has hydrated the element (it keeps the element's props on it). */
const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")));

/**
 * The page's scripts held back until `release()`: they are late, and arrive only once the shopper has tapped, so
 * the tap is made while they are pending, whatever the machine's speed.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(PAGE_SCRIPTS, async (route) => {
    await released;
    await route.continue().catch(() => {}); // the page that asked may have gone
  });
  return release;
}

/**
 * The page's path, read as it is now. (`toHaveURL` with a predicate waits for the page's load event, which a page
 * whose scripts are still on their way has not had: the address itself is what the shopper sees.)
 */
const pathNow = (page: Page) => expect.poll(() => new URL(page.url()).pathname);

/** A demo product with a size in stock in its first colour, and that size. */
async function productInStock(request: Parameters<typeof getJson>[0]) {
  let inStock: { product: ProductDetail; colorNo: string; size: string } | undefined;
  await findProduct(request, (product) => {
    if (!demoLike(product)) return false;
    inStock = { product, colorNo: product.variations[0]!.colorNo, size: "" };
    return true;
  });
  const { product, colorNo } = inStock!;
  const { stock } = await getJson<{ stock: Record<string, number> }>(
    request,
    `/api/products/stock/${product.id}`,
  );
  const size = product.variations[0]!.sizes.find((candidate) => (stock[candidate.ean] ?? 0) > 0);
  expect(size, "a size in stock").toBeTruthy();
  return {
    product,
    colorNo,
    size: size!.size,
    path: `/produit/${product.id}?colorNo=${encodeURIComponent(colorNo)}`,
  };
}

test.describe("a tap before the page's code has run is not lost", () => {
  test.beforeEach(async ({ context }) => declineCookies(context));

  test("with the page's scripts blocked, the cart button opens the cart page, in French and in Arabic", async ({
    page,
    request,
  }) => {
    const { path } = await productInStock(request);
    await page.route(PAGE_SCRIPTS, (route) => route.abort());
    for (const [from, to] of [
      ["/", "/cart"],
      [path, "/cart"],
      ["/ar", "/ar/cart"],
    ] as const) {
      await page.goto(from);
      await cartButton(page).click();
      await expect(page, from).toHaveURL((url) => url.pathname === to);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("سلة مشترياتك فارغة");
    // On the cart page a form would only load it again: the button is the drawer's alone.
    await expect(cartButton(page)).toHaveAttribute("type", "button");
  });

  test("with the page's scripts blocked, « Ajouter au panier » adds the chosen size and opens the cart; without a size, the page asks for one", async ({
    page,
    request,
  }) => {
    const { product, colorNo, size, path } = await productInStock(request);
    await page.route(PAGE_SCRIPTS, (route) => route.abort());

    await page.goto(path);
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/produit/${product.id}` && url.searchParams.get("colorNo") === colorNo,
    );
    await expect(
      buyingForm(page).getByRole("alert").filter({ hasText: "Veuillez choisir votre taille" }),
    ).toBeVisible();

    await page.getByTestId("size-options").locator(`input[value="${size}"]`).check({ force: true });
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/cart");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre panier (1)");
    await expect(page.getByRole("main")).toContainText(product.title);
    const cart = await getJson<{ cartItems: { colorNo: string; size: string; quantity: number }[] }>(
      page.request,
      "/api/cart",
    );
    expect(
      cart.cartItems.map(({ colorNo: colour, size: chosen, quantity }) => ({ colour, chosen, quantity })),
    ).toEqual([{ colour: colorNo, chosen: size, quantity: 1 }]);

    // The Arabic page says it in Arabic.
    await page.goto(`/ar${path}`);
    await page.getByRole("button", { name: "أضف إلى السلة" }).click();
    await expect(
      buyingForm(page)
        .getByRole("alert")
        .filter({ hasText: messageFor("sizeRequired", "ar") }),
    ).toBeVisible();
  });

  test("with the page's scripts still on their way, the cart button opens the cart page, and the drawer once they run", async ({
    page,
    request,
  }) => {
    const { path } = await productInStock(request);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(await hydrated(page, "[data-cart-button]")).toBe(false);
    await cartButton(page).click();
    await pathNow(page).toBe("/cart");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("VOTRE PANIER D’ACHAT EST VIDE");

    release();
    await expect.poll(() => hydrated(page, "[data-cart-button]"), { timeout: 20_000 }).toBe(true);
    await cartButton(page).click();
    await expect(drawer(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/cart");
  });

  test("with the page's scripts still on their way, « Ajouter au panier » adds the chosen size", async ({
    page,
    request,
  }) => {
    const { product, size, path } = await productInStock(request);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(await hydrated(page, 'form[action$="/cart/add"]')).toBe(false);
    await page.getByTestId("size-options").locator(`input[value="${size}"]`).check({ force: true });
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await pathNow(page).toBe("/cart");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre panier (1)");
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre panier (1)");
    await expect(page.getByRole("main")).toContainText(product.title);
  });

  test("on a phone, with the page's scripts still on their way, the search button opens the search page, and the panel once they run", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const toggle = page.getByRole("button", { name: "Ouvrir la recherche" });
    expect(await hydrated(page, "[data-search-toggle]")).toBe(false);
    await toggle.click();
    await pathNow(page).toBe("/search");
    await expect(page.locator("#search-page-query")).toBeVisible();

    release();
    await expect.poll(() => hydrated(page, "[data-search-toggle]"), { timeout: 20_000 }).toBe(true);
    // On the search page the button is the panel's alone: a form would only load the same page again.
    await expect(toggle).toHaveAttribute("type", "button");
    await toggle.click();
    await expect(page.locator("#mobile-search").getByRole("combobox")).toBeFocused();
    expect(new URL(page.url()).pathname).toBe("/search");
  });

  test("a refusal in the product's address is said once, in the page's words only", async ({
    page,
    request,
  }) => {
    const { path } = await productInStock(request);
    await page.goto(`${path}&panier=sizeSoldOut`);
    await expect(
      buyingForm(page).getByRole("alert").filter({ hasText: "Cette taille est épuisée" }),
    ).toBeVisible();
    // Once the code runs, the address no longer carries it: a reload or a shared link does not say it again.
    await expect(page).toHaveURL((url) => !url.searchParams.has("panier") && url.searchParams.has("colorNo"));

    await page.goto(`${path}&panier=${encodeURIComponent("Appelez le 0550 00 00 00")}`);
    await expect(page.getByRole("button", { name: "Ajouter au panier" })).toBeVisible();
    await expect(page.getByText("Appelez le")).toHaveCount(0);
    await expect(buyingForm(page).getByRole("alert")).toHaveCount(0);
  });
});

test("the plain form's post from another site adds nothing and opens no session", async ({ request }) => {
  const { colorNo, size, path } = await productInStock(request);
  const answer = await request.post("/cart/add", {
    headers: { origin: "https://attaquant.example" },
    form: { productId: path.split("/")[2]!.split("?")[0]!, colorNo, size, quantity: "1" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(new URL(answer.headers()["location"]!, "http://shop").searchParams.get("panier")).toBe(
    "internalError",
  );
  expect(answer.headers()["set-cookie"]).toBeUndefined();
});
