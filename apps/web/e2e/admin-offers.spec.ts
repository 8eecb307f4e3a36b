import { expect, test, type Page } from "@playwright/test";
import { OWNER, signIn } from "./admin-support";
import { addToCart, declineCookies, findSkus, money } from "./journey-support";

test.describe.configure({ timeout: 120_000 });

type PublicOffer = { minOrderAmount: number; giftInStock: boolean; giftVariation: { product: { title_fr: string } } };

/** A word nobody else uses in this run, to find this run's offer in the list. */
const uniqueWord = () => `Mistral${Date.now().toString(36)}`;

/** The cart page's nudge, read again until it says `text` (the cart is read from the API each time). */
async function expectNudge(shopper: Page, text: string) {
  await expect(async () => {
    await shopper.goto("/cart");
    await expect(shopper.getByTestId("offer-progress")).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test("the owner creates an offer with a gift picked from the catalogue, then moves its threshold: the shopper's cart nudge follows at once", async ({
  page,
  browser,
}, testInfo) => {
  const word = uniqueWord();
  // A cart above every demo offer, so this offer is the next one for it alone: the phone's run sits higher still,
  // so the two projects' offers never stand between each other's cart and threshold.
  const floor = testInfo.project.name === "phone" ? 40_000 : 26_000;
  const shopperContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  await declineCookies(shopperContext);
  const shopper = await shopperContext.newPage();
  const [sku] = await findSkus(shopper.request, 1, 10, (candidate) => candidate.price >= 4_500);
  const quantity = Math.ceil(floor / sku!.price);
  await shopper.goto("/");
  await addToCart(shopper, sku!, quantity);
  const subtotal = sku!.price * quantity;

  const { offers } = (await (await shopper.request.get("/api/offers")).json()) as { offers: PublicOffer[] };
  const giftTitle = offers.find((offer) => offer.giftInStock)!.giftVariation.product.title_fr;

  await signIn(page, OWNER.email, OWNER.password);
  await expect(page.locator('a[href="/gestion/offres"]').first()).toContainText("Offres");
  await page.goto("/gestion/offres");
  await expect(page.getByRole("heading", { level: 1, name: "Offres" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Livraison offerte" })).toBeVisible();
  await page.getByRole("button", { name: "Nouvelle offre" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle offre" });
  await dialog.getByLabel("Titre en français").fill(`Cadeau ${word}`);
  await dialog.getByLabel("Seuil du panier (DA)").fill(String(subtotal + 3_000));

  // Saved without a gift: refused under the picker, nothing created.
  await dialog.getByRole("button", { name: "Créer l’offre" }).click();
  await expect(dialog.getByText("Choisissez la taille offerte")).toBeVisible();

  // The gift is found by its title, and chosen from the keyboard.
  await dialog.getByRole("searchbox", { name: "Rechercher un article" }).fill(giftTitle);
  await dialog.getByRole("searchbox", { name: "Rechercher un article" }).press("Enter");
  const choices = dialog.getByRole("radiogroup", { name: "Rechercher un article" });
  await expect(choices.getByRole("radio").first()).toBeVisible();
  // A size in stock: the cart's nudge leaves out an offer whose gift is sold out (other journeys' orders take gifts).
  const first = choices
    .locator("label")
    .filter({ hasNotText: /\b0 en stock/ })
    .getByRole("radio", { disabled: false })
    .first();
  await first.focus();
  await page.keyboard.press("Space");
  await expect(first).toBeChecked();
  await dialog.getByRole("button", { name: "Créer l’offre" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Offre créée." })).toBeVisible();
  const row = page.locator("li").filter({ hasText: word });
  await expect(row.getByText("En cours", { exact: true })).toBeVisible();
  await expect(row).toContainText(`Dès ${money(subtotal + 3_000)}`);

  await expectNudge(shopper, `Plus que ${money(3_000)} pour`);

  // The threshold moves: the same cart is now 1 200 DA away.
  await row.getByRole("button", { name: `Modifier l’offre « Cadeau ${word} »` }).click();
  const edit = page.getByRole("dialog", { name: "Modifier l’offre" });
  await edit.getByLabel("Seuil du panier (DA)").fill(String(subtotal + 1_200));
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText(`Dès ${money(subtotal + 1_200)}`);
  await expectNudge(shopper, `Plus que ${money(1_200)} pour`);
  await expect(page.getByRole("region", { name: "Dernières modifications" }).or(page.locator("section").filter({ hasText: "Dernières modifications" })).first()).toContainText("seuil");

  // Deleted: the cart has no next offer any more (it is above every other one).
  await row.getByRole("button", { name: `Supprimer l’offre « Cadeau ${word} »` }).click();
  await page.getByRole("dialog", { name: "Supprimer l’offre ?" }).getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Offre supprimée." })).toBeVisible();
  await expect(async () => {
    await shopper.goto("/cart");
    await expect(shopper.getByTestId("offer-progress")).not.toContainText(`Cadeau ${word}`, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await shopperContext.close();
});
