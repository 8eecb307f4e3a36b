import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { addToCart, declineCookies, findSkus, originOf, signUp, uniqueShopper } from "./journey-support";

/** axe on the journey's pages: no serious or critical violation (AxeBuilder needs a page from a new context). */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
    new URL(page.url()).pathname,
  ).toEqual([]);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, baseURL: test.info().project.use.baseURL });
  await declineCookies(context);
  return context.newPage();
}

// axe takes several seconds per page on the shared 2-core machine.
test.beforeEach(() => test.slow());

test("login and registration: no serious axe violation", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/account/login");
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto("/account/login?action=register");
  await expect(page.getByRole("button", { name: "Créer mon compte" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.context().close();
});

test("cart (empty and filled) and checkout (also showing errors): no serious axe violation", async ({ browser, request }) => {
  const [sku] = await findSkus(request, 1);
  const page = await newPage(browser);
  await page.goto("/cart");
  await expect(page.getByTestId("empty-cart")).toBeVisible();
  await expectNoSeriousViolations(page);

  await addToCart(page, sku!);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expectNoSeriousViolations(page);

  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Valider la commande" }).click();
  await expect(page.getByText("Sélectionnez votre wilaya")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.context().close();
});

test("order confirmation, order view and account: no serious axe violation", async ({ browser, request }) => {
  const [sku] = await findSkus(request, 1);
  const page = await newPage(browser);
  const shopper = uniqueShopper();
  await page.goto("/account/login");
  await signUp(page, shopper);
  await addToCart(page, sku!);
  const order = await page.request.post("/api/guest-order/create", {
    data: {
      acceptPolicy: true,
      address: shopper.address,
      address2: "",
      country: "Algeria",
      deliveryMethodOptions: { type: "home-delivery" },
      firstName: shopper.firstName,
      lastName: "Benali",
      paymentMethodOptions: { type: "on-delivery" },
      phoneNumber: shopper.phone,
      postalCode: "",
      state: 16,
      stateCommuneId: 554,
    },
    headers: { origin: originOf(page), "idempotency-key": `axe-${Date.now()}` },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id } = (await order.json()) as { id: string };

  await page.goto(`/order-confirmed?id=${id}`);
  await expect(page.getByTestId("order-number")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto(`/order-confirmed/view?id=${id}`);
  await expect(page.getByTestId("order-number")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto("/account");
  await expect(page.getByTestId("order-history-item")).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await page.context().close();
});
