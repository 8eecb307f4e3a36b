import { expect, test } from "@playwright/test";
import { createOperator, signIn, STAFF_PASSWORD, uniquePhone } from "./admin-support";

test.describe.configure({ timeout: 90_000 });

test("staff block a number with a reason from the blocklist page, read who blocked it, and unblock it", async ({ page }, testInfo) => {
  const phone = uniquePhone();
  await signIn(page, await createOperator(`liste-${testInfo.project.name}`), STAFF_PASSWORD);
  await page.goto("/gestion/clients");
  await expect(page.getByRole("heading", { level: 1, name: "Numéros bloqués" })).toBeVisible();
  await expect(page).toHaveTitle(/^Numéros bloqués – /);

  // The phone rules of checkout apply.
  await page.getByRole("textbox", { name: "Téléphone" }).fill("12345");
  await page.getByRole("button", { name: "Bloquer le numéro" }).click();
  await expect(page.getByRole("textbox", { name: "Téléphone" })).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("textbox", { name: "Téléphone" }).fill(phone);
  await page.getByRole("textbox", { name: "Motif (facultatif)" }).fill("Trois colis refusés");
  await page.getByRole("button", { name: "Bloquer le numéro" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Numéro bloqué." })).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: phone });
  await expect(row).toContainText("Trois colis refusés");
  await expect(row).toContainText("Bloqué par Nadia Belaid");
  await expect(row.getByRole("link", { name: "Ses commandes" })).toHaveAttribute("href", `/gestion/commandes?q=${phone}`);

  await row.getByRole("button", { name: `Débloquer ${phone}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Numéro ${phone} débloqué.` })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: phone })).toHaveCount(0);
});
