import { expect, test } from "@playwright/test";
import { OWNER, signIn } from "./admin-support";
import { addToCart, declineCookies, fillCheckout, findPlaces, findSkus, money, parseMoney, uniqueShopper } from "./journey-support";

// Desktop only: the shop has one free-delivery setting, which two projects running at once would change under each other.
test.describe.configure({ timeout: 120_000 });

test("free delivery set in the back office shows in the cart and the checkout, for home delivery only, and the order is placed without a fee", async ({
  page,
  browser,
}, testInfo) => {
  const shopperContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  await declineCookies(shopperContext);
  const shopper = await shopperContext.newPage();
  // A cart far above every other journey's, so that no other run sees its delivery become free.
  const [sku] = await findSkus(shopper.request, 1, 10, (candidate) => candidate.price >= 5_000);
  const [place] = await findPlaces(shopper.request, 1);
  await shopper.goto("/");
  await addToCart(shopper, sku!, 10);
  const subtotal = sku!.price * 10;

  await signIn(page, OWNER.email, OWNER.password);
  await page.goto("/gestion/offres");
  const panel = page.locator("section").filter({ has: page.getByRole("heading", { name: "Livraison offerte" }) });
  await expect(panel).toContainText("Aucune livraison offerte pour l’instant.");
  await panel.getByLabel("Offerte dès (DA)").fill("0");
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(panel.getByText("Le montant doit être un nombre entier de dinars supérieur à 0, ou vide pour aucune livraison offerte")).toBeVisible();
  await panel.getByLabel("Offerte dès (DA)").fill(String(subtotal + 500));
  await panel.getByRole("radio", { name: "La livraison à domicile" }).check();
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Livraison offerte enregistrée." })).toBeVisible();
  await expect(panel).toContainText(`Livraison à domicile offerte dès ${money(subtotal + 500)}.`);

  const hint = shopper.getByTestId("free-delivery-progress");
  await expect(async () => {
    await shopper.goto("/cart");
    await expect(hint).toHaveText(`Plus que ${money(500)} pour la livraison offerte à domicile`, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // Lowered to the cart: reached; at checkout home delivery costs nothing, the stop desk its price.
  await panel.getByLabel("Offerte dès (DA)").fill(String(subtotal));
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(panel).toContainText(`Livraison à domicile offerte dès ${money(subtotal)}.`);
  await expect(async () => {
    await shopper.goto("/cart");
    await expect(hint).toHaveText("Livraison offerte à domicile", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await shopper.goto("/checkout");
  await fillCheckout(shopper, uniqueShopper(), place!);
  await expect(shopper.getByTestId("checkout-fee")).toHaveText("Gratuit");
  await expect(shopper.getByTestId("checkout-total")).toHaveText(money(parseMoney((await shopper.getByTestId("checkout-subtotal").textContent()) ?? "")));
  if (place!.stopDesk.isAvailable) {
    await shopper.getByText("Stop desk", { exact: true }).click();
    await expect(shopper.getByTestId("checkout-fee")).toHaveText(place!.stopDesk.price === 0 ? "Gratuit" : money(place!.stopDesk.price));
    await shopper.getByText("Livraison à domicile", { exact: true }).click();
  }
  await shopper.getByRole("button", { name: "Valider la commande" }).click();
  await expect(shopper).toHaveURL(/\/order-confirmed\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(shopper.getByTestId("order-fee")).toHaveText("Gratuit");
  await shopperContext.close();

  // None again, for the journeys after.
  await panel.getByLabel("Offerte dès (DA)").fill("");
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(panel).toContainText("Aucune livraison offerte pour l’instant.");
});
