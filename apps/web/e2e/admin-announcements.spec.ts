import { expect, test, type Page } from "@playwright/test";
import { OWNER, signIn } from "./admin-support";
import { declineCookies } from "./journey-support";

test.describe.configure({ timeout: 120_000 });

const LRI = "\u2066";
const PDI = "\u2069";

/** A word nobody else uses in this run, in Latin and in Arabic letters, to find this run's line in the bar. */
function uniqueWords() {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e3)}`.slice(-6);
  return {
    latin: `Sirocco${Array.from(digits, (digit) => "bcdfghjklm"[Number(digit)]).join("")}`,
    arabic: `سيروكو${Array.from(digits, (digit) => "ابتثجحخدذر"[Number(digit)]).join("")}`,
  };
}

/** The storefront's top bar line holding `word`, read again until it shows (a change is told within seconds). */
async function topBarLine(shopper: Page, path: string, word: string, region: string) {
  const line = shopper.getByRole("region", { name: region }).locator("p").filter({ hasText: word });
  await expect(async () => {
    await shopper.goto(path);
    await expect(line).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return line;
}

test("the owner announces a gift from 8 000 DA in French and Arabic, shoppers see it in the top bar with the number in order, then it is switched off and gone", async ({
  page,
  browser,
}, testInfo) => {
  const words = uniqueWords();
  const textFr = `Cadeau ${words.latin} dès 8 000 DA d’achat`;
  const textAr = `هدية ${words.arabic} ابتداءً من 8 000 دج`;
  await signIn(page, OWNER.email, OWNER.password);

  // The menu names the page (behind the menu button on a phone).
  await expect(page.locator('a[href="/gestion/annonces"]').first()).toContainText("Annonces");
  await page.goto("/gestion/annonces");
  await expect(page.getByRole("heading", { level: 1, name: "Annonces" })).toBeVisible();
  await page.getByRole("button", { name: "Nouvelle annonce" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle annonce" });
  await dialog.getByLabel("Texte en français").fill(textFr);
  await dialog.getByLabel("Texte en arabe").fill(textAr);

  // Colours too close are warned about as they are picked, with their ratio; darker text on the gold passes.
  await dialog.getByRole("textbox", { name: /^Fond\*?$/ }).fill("#ffffff");
  await dialog.getByRole("textbox", { name: /^Texte\*?$/ }).fill("#999999");
  await expect(dialog.getByText(/Contraste 2,8:1 · Contraste insuffisant/)).toBeVisible();
  await dialog.getByRole("textbox", { name: /^Fond\*?$/ }).fill("#f5c400");
  await dialog.getByRole("textbox", { name: /^Texte\*?$/ }).fill("#111111");
  await expect(dialog.getByText(/Contraste \d+,\d:1 · lisible/)).toBeVisible();
  await expect(dialog.getByLabel("Début (heure d’Alger)")).toHaveAttribute("type", "datetime-local");

  // The dialog's Arabic preview already keeps « 8 000 » in one isolate.
  const preview = dialog.locator('p[dir="rtl"]').filter({ hasText: words.arabic });
  expect(await preview.textContent()).toContain(`${LRI}8 000${PDI}`);
  await dialog.getByRole("button", { name: "Créer l’annonce" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Annonce créée." })).toBeVisible();
  const row = page.locator("li").filter({ hasText: words.latin });
  await expect(row.getByText("Affichée", { exact: true })).toBeVisible();

  // A shopper, elsewhere, sees it in the top bar in French and in Arabic, the number read in order.
  const shopperContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  await declineCookies(shopperContext);
  const shopper = await shopperContext.newPage();
  const french = await topBarLine(shopper, "/", words.latin, "Annonces");
  await expect(french).toHaveText(textFr);
  expect(await french.textContent()).not.toContain(LRI);
  const arabic = await topBarLine(shopper, "/ar", words.arabic, "إعلانات");
  const read = (await arabic.textContent()) ?? "";
  expect(read).toContain(`${LRI}8 000${PDI}`);
  expect(read.replaceAll(LRI, "").replaceAll(PDI, "")).toBe(textAr);

  // Switched off from the list: gone from the bar in both languages.
  await row.getByRole("switch", { name: /^Annonce active/ }).uncheck();
  await expect(page.getByRole("status").filter({ hasText: "désactivée." })).toBeVisible();
  await expect(row.getByText("Désactivée", { exact: true })).toBeVisible();
  for (const [path, word, region] of [
    ["/", words.latin, "Annonces"],
    ["/ar", words.arabic, "إعلانات"],
  ] as const) {
    await expect(async () => {
      await shopper.goto(path);
      await expect(shopper.getByText(word)).toHaveCount(0, { timeout: 1_000 });
      await expect(shopper.getByRole("region", { name: region }).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  }
  await shopperContext.close();

  // Deleted after a confirmation: the list no longer holds it.
  await row.getByRole("button", { name: /^Supprimer/ }).click();
  const confirm = page.getByRole("dialog", { name: "Supprimer l’annonce ?" });
  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Annonce supprimée." })).toBeVisible();
  await expect(page.locator("li").filter({ hasText: words.latin })).toHaveCount(0);
});
