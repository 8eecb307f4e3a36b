import { expect, test } from "@playwright/test";
import { OWNER, signIn } from "./admin-support";
import { declineCookies } from "./journey-support";

// Desktop only: the shop has one phone, which two projects running at once would change under each other.
test.describe.configure({ timeout: 120_000 });

test("the owner changes the shop's phone: the storefront's footer shows the new number within seconds", async ({ page, browser }, testInfo) => {
  const phone = "0660 44 55 66";
  await signIn(page, OWNER.email, OWNER.password);
  await page.goto("/gestion/boutique");
  await expect(page.getByRole("heading", { level: 1, name: "Coordonnées de la boutique" })).toBeVisible();
  const field = page.getByLabel("Téléphone");
  // The demo's number (README, « Configuration »), copied from the environment at the API's first start.
  await expect(field).toHaveValue("+213 550 00 00 00");
  const before = await field.inputValue();

  // A number outside the rule is refused under its field.
  await field.fill("0123");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Numéro de téléphone invalide (10 chiffres : 05, 06, 07 ou 09, ou +213)")).toBeVisible();

  await field.fill(phone);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Coordonnées enregistrées" })).toBeVisible();

  const shopperContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  await declineCookies(shopperContext);
  const shopper = await shopperContext.newPage();
  const footerPhone = shopper.getByTestId("footer-contact").getByRole("link", { name: phone });
  await expect(async () => {
    await shopper.goto("/");
    await expect(footerPhone).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(footerPhone).toHaveAttribute("href", `tel:${phone.replaceAll(" ", "")}`);
  await shopperContext.close();

  // Put back as it was, for the journeys after.
  await field.fill(before);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Coordonnées enregistrées" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Téléphone")).toHaveValue(before);
  await expect(page.locator("section").filter({ hasText: "Dernières modifications" }).first()).toContainText("téléphone : 0660 44 55 66 → +213 550 00 00 00");
});
