import { expect, test } from "@playwright/test";
import {
  addToCart,
  declineCookies,
  fillCheckout,
  findSkus,
  signUp,
  stopDeskRadio,
  stopDesksOf,
  textbox,
  uniqueShopper,
  type Shopper,
} from "./journey-support";

// Whole journeys through several pages on a shared 2-core machine: three times the default time-out.
test.beforeEach(async ({ context }) => {
  test.slow();
  await declineCookies(context);
});

/** Placing an order ends on a server-rendered page: allow for a busy machine. */
const NAVIGATION = { timeout: 30_000 };

/** « 0512345678 » as people write it from abroad: « +213 512 34 56 78 ». */
const international = (phone: string) =>
  `+213 ${phone.slice(1, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;

test("a guest types the phone as +213 … and orders: the shop keeps the 10-digit number", async ({
  page,
  request,
}) => {
  const [sku] = await findSkus(request, 1);
  const shopper: Shopper = uniqueShopper();
  await page.goto("/");
  await addToCart(page, sku!);

  await page.goto("/checkout");
  await fillCheckout(page, { ...shopper, phone: international(shopper.phone) });
  await expect(textbox(page, "Téléphone")).toHaveValue(international(shopper.phone));
  await page.getByRole("button", { name: "Valider la commande" }).click();

  await expect(page).toHaveURL(/\/order-confirmed\?id=/, NAVIGATION);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Merci ${shopper.firstName} !`);
  await expect(page.getByText(`nous appelons le ${shopper.phone}.`)).toBeVisible();
  await expect(page.getByTestId("order-address")).toContainText(shopper.phone);
});

test("a customer picks the stop desk's agency; it shows on the confirmation, the detail and in the account", async ({
  page,
  request,
}) => {
  const [sku] = await findSkus(request, 1);
  const desks = await stopDesksOf(request, 16);
  expect(desks.length, "Alger has several agencies").toBeGreaterThan(1);
  const desk = desks[1]!;
  const shopper = uniqueShopper();
  await page.goto("/");
  await signUp(page, shopper);
  await addToCart(page, sku!);

  // The agencies' code is not part of the checkout's first load: it comes once a wilaya is chosen.
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(response.text().then((text) => ({ url: response.url(), text }), () => ({ url: response.url(), text: "" })));
  });
  await page.goto("/checkout");
  await page.waitForLoadState("networkidle");
  const agencyCode = async () => (await Promise.all(scripts)).filter(({ text }) => text.includes("stop-desk-help")).map(({ url }) => url);
  expect(await agencyCode()).toEqual([]);
  await fillCheckout(page, shopper);
  // Home delivery asks for no agency.
  await expect(page.getByTestId("stop-desks")).toHaveCount(0);
  await page.getByText("Stop desk", { exact: true }).click();

  // Alger's open agencies, each with its address and opening hours.
  const list = page.getByRole("group", { name: "Agence de retrait" });
  await expect(list.getByRole("radio")).toHaveCount(desks.length);
  for (const agency of desks) {
    await expect(list).toContainText(agency.name);
    await expect(list).toContainText(agency.address);
    await expect(list).toContainText(agency.openingHours);
  }
  // One must be chosen.
  await page.getByRole("button", { name: "Valider la commande" }).click();
  await expect(page.getByText("Choisissez l’agence où retirer votre colis")).toBeVisible();
  expect(page.url()).toMatch(/\/checkout$/);

  await stopDeskRadio(page, desk).check();
  await expect(page.getByText("Choisissez l’agence où retirer votre colis")).toHaveCount(0);
  // Buttons take one click per second (spec §9): a person does not click again that fast.
  await page.waitForTimeout(1_100);
  await page.getByRole("button", { name: "Valider la commande" }).click();

  await expect(page).toHaveURL(/\/order-confirmed\?id=/, NAVIGATION);
  const number = (await page.getByTestId("order-number").textContent()) ?? "";
  const agency = page.getByTestId("order-stop-desk");
  await expect(agency).toContainText(desk.name);
  await expect(agency).toContainText(desk.address);
  await expect(agency).toContainText(desk.openingHours);
  await expect(page.getByText(`vous le retirez à « ${desk.name} »`)).toBeVisible();

  const id = new URL(page.url()).searchParams.get("id");
  await page.goto(`/order-confirmed/view?id=${id}`);
  await expect(page.getByTestId("order-stop-desk")).toContainText(desk.name);

  await page.goto("/account");
  const order = page.getByTestId("order-history-item").filter({ hasText: number.replace("Commande ", "") });
  await expect(order).toHaveCount(1, NAVIGATION);
  await expect(order.getByTestId("order-history-delivery")).toContainText(`Stop desk · ${desk.name}`);
  await expect(order.getByTestId("order-history-delivery")).toContainText(desk.address);
});
