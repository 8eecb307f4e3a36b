import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import type { FeeGrid } from "@shop/domain/contract/admin-delivery";
import { OWNER, signIn } from "./admin-support";
import { addToCart, chooseOption, declineCookies, findSkus, money, originOf, type Sku } from "./journey-support";

test.describe.configure({ timeout: 180_000 });

/**
 * Each project changes a wilaya of its own, far from those the checkout journeys pick (the first ones with distinct
 * fees, and the first without a stop desk), and puts its fees back at the end.
 */
const WILAYA_OF: Record<string, number> = { desktop: 57, phone: 58 };

/** A shopper of their own (their own cookies and cart), with one article in the cart. */
async function shopperAt(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number } | null, sku: Sku) {
  const context = await browser.newContext({ baseURL, viewport: viewport ?? undefined });
  await declineCookies(context);
  const page = await context.newPage();
  await page.goto("/");
  await addToCart(page, sku);
  return page;
}

async function openCheckout(shopper: Page, stateName: string) {
  await shopper.goto("/checkout");
  await chooseOption(shopper, "Wilaya", stateName);
}

test("a fee set in the grid shows in checkout; a method made unavailable leaves it with its message; a closed stop desk is no longer offered", async ({
  page,
  browser,
}, testInfo) => {
  const stateId = WILAYA_OF[testInfo.project.name] ?? 57;
  await signIn(page, OWNER.email, OWNER.password);
  const before = ((await (await page.request.get("/api/admin/delivery/fees")).json()) as FeeGrid).rows.find((row) => row.stateId === stateId)!;
  const name = before.name;
  const [sku] = await findSkus(page.request, 1);
  const shopper = await shopperAt(browser, testInfo.project.use.baseURL, page.viewportSize(), sku!);
  const agency = `Agence Parcours ${Date.now().toString(36)}`;

  try {
    // The menu names the page (behind the menu button on a phone).
    await expect(page.locator('a[href="/gestion/livraison"]').first()).toContainText("Livraison");
    await page.goto("/gestion/livraison");
    await expect(page.getByRole("heading", { level: 1, name: "Livraison" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Frais par wilaya" }).getByRole("row")).toHaveCount(59);

    // The wilaya found by the filter, ticked, and its home delivery set.
    await page.getByLabel("Rechercher une wilaya").fill(name);
    await expect(page.getByRole("table", { name: "Frais par wilaya" }).getByRole("row")).toHaveCount(2);
    await page.getByRole("checkbox", { name: `Sélectionner ${name}` }).check();
    const form = page.getByRole("form", { name: "Modifier la sélection" });
    await form.getByLabel("Mode de livraison").selectOption({ label: "À domicile" });
    await form.locator("label", { hasText: "Prix" }).first().click();
    await form.getByLabel("Prix (DA)").fill("777");
    await form.getByLabel("Délai min. (jours)").fill("2");
    await form.getByLabel("Délai max. (jours)").fill("3");
    await form.getByRole("button", { name: "Appliquer à 1 wilaya" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Frais enregistrés pour 1 wilaya." })).toBeVisible();
    await expect(page.getByTestId(`fee-row-${stateId}`)).toContainText(money(777));

    // The shopper's checkout charges it, with its delay.
    await openCheckout(shopper, name);
    await expect(shopper.getByTestId("checkout-fee")).toHaveText(money(777));
    await expect(shopper.getByTestId("delivery-home-delivery").locator("xpath=..")).toContainText("2–3 jours ouvrés");

    // The stop desk made unavailable: no longer a choice at checkout, which says why.
    await page.getByRole("checkbox", { name: `Sélectionner ${name}` }).check();
    await form.getByLabel("Mode de livraison").selectOption({ label: "Stop desk" });
    await form.locator("label", { hasText: "Indisponible" }).click();
    await expect(form.getByText(/n’est plus proposé au paiement/)).toBeVisible();
    await form.getByRole("button", { name: "Appliquer à 1 wilaya" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Frais enregistrés pour 1 wilaya." })).toBeVisible();
    await expect(page.getByTestId(`fee-row-${stateId}`)).toContainText("Indisponible");

    await openCheckout(shopper, name);
    await expect(shopper.getByTestId("delivery-home-delivery")).toBeVisible();
    await expect(shopper.getByTestId("delivery-stopdesk-delivery")).toHaveCount(0);
    await expect(shopper.getByTestId("delivery-stopdesk-delivery-unavailable")).toHaveText("Stop desk : Indisponible dans cette wilaya");
    // And in Arabic.
    await shopper.goto("/ar/checkout");
    await shopper.getByRole("combobox", { name: "الولاية", exact: true }).selectOption(String(stateId));
    await expect(shopper.getByTestId("delivery-stopdesk-delivery-unavailable")).toHaveText("الاستلام من المكتب: غير متوفر في هذه الولاية");
    await expect(shopper.getByTestId("delivery-stopdesk-delivery")).toHaveCount(0);

    // Offered again, and a new agency created there: the shopper can pick it.
    await page.getByRole("checkbox", { name: `Sélectionner ${name}` }).check();
    await form.getByLabel("Mode de livraison").selectOption({ label: "Stop desk" });
    await form.locator("label", { hasText: "Prix" }).first().click();
    await form.getByLabel("Prix (DA)").fill("555");
    await form.getByRole("button", { name: "Appliquer à 1 wilaya" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Frais enregistrés pour 1 wilaya." })).toBeVisible();

    await page.getByRole("button", { name: "Nouvelle agence" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouvelle agence" });
    await dialog.getByRole("combobox", { name: /^Wilaya/ }).selectOption(String(stateId));
    const commune = dialog.getByRole("combobox", { name: /^Commune/ });
    await expect(commune.locator("option").nth(1)).toBeAttached();
    await commune.selectOption({ index: 1 });
    await dialog.getByLabel(/^Nom en français/).fill(agency);
    await dialog.getByLabel(/^Adresse en français/).fill("12, rue des Palmiers");
    await dialog.getByLabel(/^Horaires en français/).fill("Samedi au jeudi, 8 h – 17 h");
    await dialog.getByLabel(/^Transporteur/).fill("ZR Express");
    await dialog.getByRole("button", { name: "Créer l’agence" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: `${agency} est créée` })).toBeVisible();

    await openCheckout(shopper, name);
    await shopper.getByText("Stop desk", { exact: true }).click();
    await expect(shopper.getByTestId("checkout-fee")).toHaveText(money(555));
    const list = shopper.getByRole("group", { name: "Agence de retrait" });
    await expect(list).toContainText(agency);

    // Closed: the shopper's next checkout no longer offers it.
    await page.getByRole("button", { name: `Fermer ${agency}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `${agency} est fermée` })).toBeVisible();
    await openCheckout(shopper, name);
    await shopper.getByText("Stop desk", { exact: true }).click();
    await expect(list.getByRole("radio").first()).toBeVisible();
    await expect(list).not.toContainText(agency);
  } finally {
    // The wilaya's fees as they were, for the next run.
    const cell = (method: string, value: FeeGrid["rows"][number]["home"]) => ({
      stateId,
      method,
      mode: value.mode,
      price: value.mode === "price" ? value.price : null,
      minDays: value.minDays,
      maxDays: value.maxDays,
    });
    await page.request.put("/api/admin/delivery/fees", {
      headers: { origin: originOf(page) },
      data: { fees: [cell("home-delivery", before.home), cell("stopdesk-delivery", before.stopDesk)] },
    });
    await shopper.context().close();
  }
});

/** axe on the page as it stands: no serious or critical violation. */
async function expectNoSeriousViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), state).toEqual([]);
}

test("the delivery page reads well to a screen reader: the grid, a selection's form, the agency form", async ({ browser }, testInfo) => {
  // AxeBuilder needs a page of a context made here, with the project's device settings.
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
  const page = await context.newPage();
  try {
    await signIn(page, OWNER.email, OWNER.password);
    await page.goto("/gestion/livraison");
    await expect(page.getByRole("heading", { level: 1, name: "Livraison" })).toBeVisible();
    await expectNoSeriousViolations(page, "grid");
    await page.getByRole("checkbox", { name: "Sélectionner Blida" }).check();
    await expect(page.getByRole("form", { name: "Modifier la sélection" })).toBeVisible();
    await expectNoSeriousViolations(page, "selection");
    await page.getByRole("button", { name: "Nouvelle agence" }).click();
    await expect(page.getByRole("dialog", { name: "Nouvelle agence" })).toBeVisible();
    await expectNoSeriousViolations(page, "agency form");
    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Nouvelle agence" })).toBeFocused();
  } finally {
    await context.close();
  }
});
