import { expect, test } from "@playwright/test";

// The spec allows the browser's console one message: the warning for an unknown announcement type (§8).
test("the browser's console stays quiet but for the unknown announcement warning, even without local storage", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (!message.text().startsWith("[annonces] type d’annonce inconnu")) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  // Storage refused, as in some private windows or with a full quota: the shop carries on without saying so.
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("Le quota est atteint", "QuotaExceededError");
    };
  });

  await page.goto("/");
  await page.getByRole("button", { name: "Cookies nécessaires seulement" }).click();
  await expect(page.getByRole("button", { name: "Cookies nécessaires seulement" })).toBeHidden();
  await page.getByRole("button", { name: /^Panier/ }).click();
  await expect(page.getByRole("dialog", { name: /^Votre panier/ })).toBeVisible();
  await page.getByRole("button", { name: "Fermer le panier" }).click();
  await page.getByRole("link", { name: "Mentions légales" }).click();
  await expect(page).toHaveURL(/\/help\/imprint$/);

  expect(messages).toEqual([]);
});
