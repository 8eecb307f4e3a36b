import { expect, test, type Page } from "@playwright/test";
import {
  addToCart,
  chooseOption,
  declineCookies,
  fillCheckout,
  findPlaces,
  findSkus,
  money,
  parseMoney,
  select,
  stopDeskRadio,
  stopDesksOf,
  uniqueShopper,
  type Place,
} from "./journey-support";

// Whole journeys through several pages on a shared 2-core machine: three times the default time-out.
test.beforeEach(async ({ context }) => {
  test.slow();
  await declineCookies(context);
});

/** Placing an order and paying lead to server-rendered pages: allow for a busy machine. */
const NAVIGATION = { timeout: 30_000 };

async function expectFee(page: Page, fee: number): Promise<void> {
  await expect(page.getByTestId("checkout-fee")).toHaveText(money(fee));
  const subtotal = parseMoney((await page.getByTestId("checkout-subtotal").textContent()) ?? "");
  await expect(page.getByTestId("checkout-total")).toHaveText(money(subtotal + fee));
}

async function choosePlace(page: Page, place: Place): Promise<void> {
  await chooseOption(page, "Wilaya", place.state);
  await chooseOption(page, "Commune", place.commune);
}

test("a guest orders cash on delivery at home; the fee follows the wilaya and the method", async ({ page, request }) => {
  const [first, second] = await findSkus(request, 2);
  const [placeA, placeB] = await findPlaces(request, 2);
  const shopper = uniqueShopper();
  await page.goto("/");
  await addToCart(page, first!);
  await addToCart(page, second!);

  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Paiement sécurisé" })).toBeVisible();
  await expect(page.getByTestId("checkout-line")).toHaveCount(2);
  // Spec defaults: home delivery, payment on delivery, conditions accepted.
  await expect(page.getByTestId("delivery-home-delivery")).toBeChecked();
  await expect(page.getByTestId("payment-on-delivery")).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /conditions générales de vente/ })).toBeChecked();
  // No wilaya yet: the commune select waits, and no commune list was asked for.
  await expect(select(page, "Commune")).toBeDisabled();

  await fillCheckout(page, shopper, placeA!);
  await expectFee(page, placeA!.home.price);
  await choosePlace(page, placeB!);
  await expectFee(page, placeB!.home.price);
  await page.getByText("Stop desk", { exact: true }).click();
  await expectFee(page, placeB!.stopDesk.price);
  await page.getByText("Livraison à domicile", { exact: true }).click();
  await expectFee(page, placeB!.home.price);

  // Changing the wilaya empties the commune.
  await chooseOption(page, "Wilaya", placeA!.state);
  await expect(select(page, "Commune")).toHaveValue("");
  await chooseOption(page, "Commune", placeA!.commune);
  await expectFee(page, placeA!.home.price);

  await page.getByRole("button", { name: "Valider la commande" }).click();
  await expect(page).toHaveURL(/\/order-confirmed\?id=[0-9a-f-]{36}$/, NAVIGATION);
  await expect(page.getByTestId("order-number")).toHaveText(/Commande n° \d+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Merci ${shopper.firstName} !`);
  await expect(page.getByText("Notre équipe vous appelle pour confirmer votre commande")).toBeVisible();
  await expect(page.getByText(`Livraison en ${placeA!.home.minDays}–${placeA!.home.maxDays} jours ouvrés`)).toBeVisible();
  const lines = page.getByTestId("order-line");
  await expect(lines.filter({ hasText: first!.title })).toHaveCount(1);
  await expect(lines.filter({ hasText: second!.title })).toHaveCount(1);
  await expect(page.getByTestId("order-delivery-method")).toHaveText("Livraison à domicile");
  await expect(page.getByTestId("order-address")).toContainText(placeA!.commune);
  await expect(page.getByTestId("order-payment-status")).toHaveText("Paiement à la livraison");
  await expect(page.getByTestId("order-fee")).toHaveText(money(placeA!.home.price));
  // The cart was turned into the order.
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "VOTRE PANIER D’ACHAT EST VIDE" })).toBeVisible();
});

test("after 'Valider la commande' the form stays on screen, pending, until the confirmation is ready", async ({
  page,
  request,
}) => {
  test.setTimeout(80_000);
  const [sku] = await findSkus(request, 1);
  const shopper = uniqueShopper();
  await page.goto("/");
  await addToCart(page, sku!);
  await page.goto("/checkout");
  await fillCheckout(page, shopper);

  // A slow network: the order call takes eleven seconds more, so the cart's background refetch (every 10 s) is
  // sent while it is on its way; that read is held until the order has answered, so it finds the cart already
  // emptied by the order. The confirmation page takes sixteen seconds, longer than the refetch interval again.
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let ordering: Promise<unknown> | null = null;
  let heldReads = 0;
  await page.route("**/api/cart", async (route) => {
    if (!ordering || route.request().method() !== "GET") return route.continue();
    heldReads++;
    await ordering;
    await pause(500);
    await route.continue().catch(() => undefined);
  });
  await page.route("**/api/guest-order/create", async (route) => (await pause(11_000), route.continue()));
  await page.route(/\/order-confirmed\?/, async (route) => (await pause(16_000), route.continue()));

  const submit = page.getByRole("button", { name: "Valider la commande" });
  ordering = page.waitForResponse("**/api/guest-order/create", { timeout: 30_000 });
  await submit.click();
  const form = page.getByRole("form", { name: "Paiement sécurisé" });
  await expect(form).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("button", { name: "Commande en cours…" })).toBeVisible();
  // The order is placed; while the confirmation loads the form, its summary and the cart badge stay.
  await expect(page.getByRole("button", { name: "Redirection vers votre commande…" })).toBeVisible(NAVIGATION);
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement sécurisé" })).toBeVisible();
  await expect(page.getByTestId("count-badge")).toBeVisible();
  expect(page.url()).toMatch(/\/checkout$/);
  // Once a refetch interval (and its answer) has gone by, the header still shows the cart as it was ordered.
  await page.waitForTimeout(12_000);
  expect(page.url()).toMatch(/\/checkout$/);
  expect(await page.getByTestId("count-badge").isVisible()).toBe(true);
  // The read sent while the order was on its way came back with the emptied cart, and was not shown.
  expect(heldReads).toBeGreaterThan(0);

  await expect(page).toHaveURL(/\/order-confirmed\?id=/, NAVIGATION);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Merci ${shopper.firstName} !`);
  // Now the cart is empty, and the header says so.
  await expect(page.getByTestId("count-badge")).toHaveCount(0);
});

test("a shopper who leaves the checkout before the confirmation arrives finds the ordered cart emptied", async ({
  page,
  request,
}) => {
  const [sku] = await findSkus(request, 1);
  await page.goto("/");
  await addToCart(page, sku!);
  await page.goto("/checkout");
  await fillCheckout(page, uniqueShopper());
  // The confirmation page never comes in time: the shopper goes back to the home page meanwhile.
  await page.route(/\/order-confirmed\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    await route.continue().catch(() => undefined);
  });

  await page.getByRole("button", { name: "Valider la commande" }).click();
  await expect(page.getByRole("button", { name: "Redirection vers votre commande…" })).toBeVisible(NAVIGATION);
  await expect(page.getByTestId("count-badge")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: /page d’accueil/ }).click();

  await expect(page).toHaveURL(/\/$/, NAVIGATION);
  // The order emptied the cart: the header learns it as the checkout goes, not at the next full page load.
  await expect(page.getByTestId("count-badge")).toHaveCount(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("a guest orders cash on delivery to a stop desk", async ({ page, request, browser }) => {
  const [sku] = await findSkus(request, 1);
  const [place] = await findPlaces(request, 1);
  const shopper = uniqueShopper();
  await page.goto("/");
  await addToCart(page, sku!, 2);

  await page.goto("/checkout");
  await fillCheckout(page, shopper, place!);
  await page.getByText("Stop desk", { exact: true }).click();
  await expectFee(page, place!.stopDesk.price);
  const [desk] = await stopDesksOf(request, place!.stateId);
  await stopDeskRadio(page, desk!).check();
  await page.getByRole("button", { name: "Valider la commande" }).click();

  await expect(page).toHaveURL(/\/order-confirmed\?id=/, NAVIGATION);
  await expect(page.getByTestId("order-number")).toHaveText(/Commande n° \d+/);
  await expect(page.getByTestId("order-line").filter({ hasText: sku!.title })).toContainText("Qté 2");
  await expect(page.getByTestId("order-delivery-method")).toContainText("Stop desk");
  await expect(page.getByTestId("order-stop-desk")).toContainText(desk!.name);
  await expect(page.getByTestId("order-fee")).toHaveText(money(place!.stopDesk.price));
  await expect(page.getByText(`Livraison en ${place!.stopDesk.minDays}–${place!.stopDesk.maxDays} jours ouvrés`)).toBeVisible();

  // The detail view of the same order.
  const id = new URL(page.url()).searchParams.get("id");
  await page.goto(`/order-confirmed/view?id=${id}`);
  await expect(page.getByTestId("order-number")).toHaveText(/Commande n° \d+/);
  await expect(page.getByTestId("order-status")).toHaveText("En attente de confirmation");
  await expect(page.getByTestId("order-address")).toContainText(shopper.address);

  // Anyone else holding the link sees the order, not the shopper's address, phone or e-mail.
  const elsewhere = await browser.newContext();
  try {
    await declineCookies(elsewhere);
    const stranger = await elsewhere.newPage();
    await stranger.goto(`/order-confirmed/view?id=${id}`);
    await expect(stranger.getByTestId("order-number")).toHaveText(/Commande n° \d+/);
    await expect(stranger.getByTestId("order-masked")).toBeVisible();
    const address = stranger.getByTestId("order-address");
    for (const secret of [shopper.address, shopper.phone, shopper.email]) await expect(address).not.toContainText(secret);
  } finally {
    await elsewhere.close();
  }
});

test("a card order paid on the test gateway shows as paid", async ({ page, request }) => {
  const [sku] = await findSkus(request, 1);
  const shopper = uniqueShopper();
  await page.goto("/");
  await addToCart(page, sku!);

  await page.goto("/checkout");
  await fillCheckout(page, shopper);
  // The browser tests' shop runs the test gateway (PAYMENTS=test): the checkout says no real payment is made.
  await expect(page.getByTestId("payment-test-mode")).toHaveText(/aucun paiement réel/);
  await page.getByText("Carte CIB", { exact: true }).click();
  await expect(page.getByTestId("payment-cib")).toBeChecked();
  await page.getByRole("button", { name: "Payer la commande" }).click();

  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\//, NAVIGATION);
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page).toHaveURL(/\/order-confirmed\?id=[0-9a-f-]{36}&payment=success/, NAVIGATION);
  await expect(page.getByTestId("order-payment-status")).toHaveText("Payée par carte");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Merci ${shopper.firstName} !`);
  await expect(page.getByTestId("payment-recovery")).toHaveCount(0);
});

test("a failed card payment switches to cash on delivery", async ({ page, request }) => {
  const [sku] = await findSkus(request, 1);
  const shopper = uniqueShopper();
  await page.goto("/");
  await addToCart(page, sku!);

  await page.goto("/checkout");
  await fillCheckout(page, shopper);
  await page.getByText("Carte Edahabia", { exact: true }).click();
  await page.getByRole("button", { name: "Payer la commande" }).click();

  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\//, NAVIGATION);
  await page.getByRole("button", { name: "Simuler un échec" }).click();
  await expect(page).toHaveURL(/\/order-confirmed\?id=[0-9a-f-]{36}&payment=failure/, NAVIGATION);
  const recovery = page.getByTestId("payment-recovery");
  await expect(recovery.getByRole("heading", { name: "Le paiement n’a pas abouti" })).toBeVisible();
  await expect(page.getByTestId("order-payment-status")).toHaveText("Paiement échoué");
  await expect(recovery.getByRole("button", { name: "Réessayer le paiement" })).toBeVisible();

  await recovery.getByRole("button", { name: "Payer à la livraison" }).click();
  await expect(page.getByTestId("payment-recovery")).toHaveCount(0);
  await expect(page.getByTestId("order-payment-status")).toHaveText("Paiement à la livraison");
  await expect(page.getByText("Notre équipe vous appelle pour confirmer votre commande")).toBeVisible();
});

test("a failed card payment can be tried again", async ({ page, request }) => {
  const [sku] = await findSkus(request, 1);
  await page.goto("/");
  await addToCart(page, sku!);
  await page.goto("/checkout");
  await fillCheckout(page, uniqueShopper());
  await page.getByText("Carte CIB", { exact: true }).click();
  await page.getByRole("button", { name: "Payer la commande" }).click();
  await page.getByRole("button", { name: "Simuler un échec" }).click();
  await page.getByRole("button", { name: "Réessayer le paiement" }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\//, NAVIGATION);
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page.getByTestId("order-payment-status")).toHaveText("Payée par carte");
});

test("an unknown order id shows a helpful not-found state", async ({ page }) => {
  await page.goto("/order-confirmed?id=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Commande introuvable" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continuer mes achats" })).toBeVisible();
  await page.goto("/order-confirmed/view?id=nope");
  await expect(page.getByRole("heading", { level: 1, name: "Commande introuvable" })).toBeVisible();
  await page.goto("/order-confirmed");
  await expect(page.getByRole("heading", { level: 1, name: "Commande introuvable" })).toBeVisible();
});

test("a wilaya without stop desk no longer offers it, says so, and keeps home delivery", async ({ page, request }) => {
  const prices = (await (await request.get("/api/states/prices")).json()) as {
    stateId: number;
    name: string;
    method: string;
    isAvailable: boolean;
  }[];
  const noStopDesk = prices.find((row) => row.method === "stopdesk-delivery" && !row.isAvailable);
  expect(noStopDesk, "some wilayas have no stop desk").toBeTruthy();
  const [sku] = await findSkus(request, 1);
  await page.goto("/");
  await addToCart(page, sku!);
  await page.goto("/checkout");
  await page.getByText("Stop desk", { exact: true }).click();
  await expect(page.getByTestId("delivery-stopdesk-delivery")).toBeChecked();

  await chooseOption(page, "Wilaya", noStopDesk!.name);
  await expect(page.getByTestId("delivery-stopdesk-delivery")).toHaveCount(0);
  await expect(page.getByTestId("delivery-stopdesk-delivery-unavailable")).toHaveText("Stop desk : Indisponible dans cette wilaya");
  await expect(page.getByTestId("delivery-home-delivery")).toBeChecked();
  const home = prices.find((row) => row.stateId === noStopDesk!.stateId && row.method === "home-delivery") as unknown as {
    price: number;
  };
  await expectFee(page, home.price);
});
