import { expect, test, type Page } from "@playwright/test";
import { addToCart, decideConsent, findInStockSizes } from "./chrome-support";

type Cart = { cartItems: { id: number; title: string; quantity: number }[]; quantity: number | null; totalPrice: number };

const drawer = (page: Page) => page.getByRole("dialog", { name: /^Votre panier/ });

async function cartFromApi(page: Page): Promise<Cart | null> {
  const response = await page.request.get("/api/cart");
  return response.status() === 404 ? null : ((await response.json()) as Cart);
}

test.beforeEach(async ({ context }) => decideConsent(context));

test("an empty cart shows the empty state and a sign-in prompt; Escape closes and focus returns", async ({ page }) => {
  await page.goto("/coming-soon");
  const button = page.locator("[data-cart-button]");
  await button.click();
  const panel = drawer(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Votre panier (0)" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "VOTRE PANIER D’ACHAT EST VIDE" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/account/login");
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test("lines, totals and links; quantity change, delete and the empty state", async ({ page }) => {
  test.setTimeout(60_000);
  const [first, second] = await findInStockSizes(page.request, 2);
  if (!first || !second) throw new Error("two in-stock sizes needed");
  await page.goto("/coming-soon");
  await addToCart(page, first, 1);
  await addToCart(page, second, 2);
  await page.reload();

  const button = page.locator("[data-cart-button]");
  await expect(button).toHaveAccessibleName("Panier (3 articles)");
  await expect(button.getByTestId("count-badge")).toHaveText("3");
  await button.click();
  const panel = drawer(page);
  await expect(panel.getByRole("heading", { name: "Votre panier (3)" })).toBeVisible();

  // Lines come sorted by id: the first added first.
  const lines = panel.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(first.title);
  await expect(lines.nth(1)).toContainText(second.title);
  const line = lines.nth(1);
  await expect(line.getByRole("link", { name: second.title })).toHaveAttribute(
    "href",
    `/produit/${second.productId}?colorNo=${second.colorNo}`,
  );
  for (const label of ["Couleur", "Taille", "Numéro de style", "En réserve"]) await expect(line).toContainText(label);
  await expect(line).toContainText(second.colorNo);
  await expect(line.locator("img").first()).toHaveAttribute("width", "294");
  const quantity = line.getByLabel("Qté");
  await expect(quantity).toHaveValue("2");

  await expect(panel.getByText("Frais de livraison")).toBeVisible();
  await expect(panel.getByText("Calculés au paiement")).toBeVisible();
  await expect(panel.getByText("Article(s) Total")).toBeVisible();
  const total = (await cartFromApi(page))?.totalPrice ?? 0;
  await expect(panel.getByTestId("cart-total")).toHaveText(new RegExp(`^DA ${total.toLocaleString("fr-FR").replace(/\s/g, " ")}`));
  await expect(panel.getByRole("link", { name: "Paiement sécurisé" })).toHaveAttribute("href", "/checkout");
  await expect(panel.getByRole("link", { name: "Voir le panier" })).toHaveAttribute("href", "/cart");

  // Quantity change: the select sends mode "set" and the drawer shows the new cart.
  const update = page.waitForRequest((request) => request.url().endsWith("/api/cart/update") && request.method() === "PATCH");
  await quantity.selectOption("3");
  expect((await update).postDataJSON()).toMatchObject({ colorNo: second.colorNo, size: second.size, quantity: 3, mode: "set" });
  await expect(panel.getByRole("heading", { name: "Votre panier (4)" })).toBeVisible();
  await expect(button.getByTestId("count-badge")).toHaveText("4");

  // Delete sets the quantity to 0.
  await lines.nth(0).getByRole("button", { name: `Supprimer ${first.title} du panier` }).click();
  await expect(lines).toHaveCount(1);
  await expect(panel.getByRole("heading", { name: "Votre panier (3)" })).toBeVisible();
  await lines.first().getByRole("button", { name: `Supprimer ${second.title} du panier` }).click();
  await expect(panel.getByRole("heading", { name: "VOTRE PANIER D’ACHAT EST VIDE" })).toBeVisible();
  await expect(button.getByTestId("count-badge")).toHaveCount(0);
  expect((await cartFromApi(page))?.cartItems ?? []).toHaveLength(0);
});

test("the close icon and the links close the drawer", async ({ page }) => {
  const [pick] = await findInStockSizes(page.request, 1);
  if (!pick) throw new Error("an in-stock size is needed");
  await page.goto("/coming-soon");
  await addToCart(page, pick, 1);
  await page.reload();
  const button = page.locator("[data-cart-button]");

  await button.click();
  await drawer(page).getByRole("button", { name: "Fermer le panier" }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await drawer(page).getByRole("link", { name: "Voir le panier" }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/cart$/);
});

test("focus stays inside the open drawer", async ({ page }) => {
  await page.goto("/coming-soon");
  await page.locator("[data-cart-button]").click();
  const panel = drawer(page);
  await expect(panel).toBeVisible();
  for (let index = 0; index < 8; index += 1) {
    await page.keyboard.press(index % 3 === 2 ? "Shift+Tab" : "Tab");
    expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
});

test("the drawer is full width on phones, 25rem at md and 33.125rem at lg", async ({ page }) => {
  await page.goto("/coming-soon");
  for (const [width, expected] of [
    [390, 390],
    [800, 400],
    [1300, 530],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.locator("[data-cart-button]").click();
    await expect(drawer(page)).toBeVisible();
    expect(Math.round((await drawer(page).boundingBox())?.width ?? 0)).toBe(expected);
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
  }
});

test("when the drawer's code cannot be downloaded, the drawer says so and « Réessayer » brings it; the page stays", async ({
  page,
}) => {
  await page.goto("/coming-soon");
  await page.waitForLoadState("networkidle");
  // The network is cut after the page loaded: no chunk of code comes any more.
  let refused = 0;
  await page.route("**/_next/static/chunks/**", async (route) => (refused++, route.abort("internetdisconnected")));

  const button = page.locator("[data-cart-button]");
  await button.click();
  const panel = drawer(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Votre panier (0)" })).toBeVisible();
  await expect(panel.getByRole("alert")).toHaveText(/Cette partie de la page n’a pas pu être chargée\./);
  expect(refused).toBeGreaterThan(0);
  // The page behind it is still the shop's, not its error page.
  await expect(page.getByRole("heading", { name: "Oups, la boutique fait une pause" })).toHaveCount(0);
  await expect(page.getByRole("banner")).toBeAttached();

  // The network is back: « Réessayer » downloads the drawer's contents.
  await page.unroute("**/_next/static/chunks/**");
  await panel.getByRole("button", { name: "Réessayer" }).click();
  await expect(panel.getByRole("heading", { name: "VOTRE PANIER D’ACHAT EST VIDE" })).toBeVisible();
  await expect(panel.getByRole("alert")).toHaveCount(0);
});
