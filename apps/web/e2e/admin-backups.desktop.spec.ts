import { expect, test } from "@playwright/test";
import { createOperator, OWNER, signIn, STAFF_PASSWORD } from "./admin-support";

test.describe.configure({ timeout: 180_000 });

test("the owner takes a backup from the back office, sees it succeed with its counts, and downloads it; an operator is refused", async ({
  page,
  browser,
}) => {
  await signIn(page, OWNER.email, OWNER.password);
  await page.goto("/gestion/sauvegardes");
  await expect(page.getByRole("heading", { level: 1, name: "Sauvegardes" })).toBeVisible();
  await expect(page.getByText("Chaque fichier est gardé 14 jours")).toBeVisible();

  const before = await page.getByRole("link", { name: /^Télécharger la sauvegarde du / }).count();
  await page.getByRole("button", { name: "Sauvegarder maintenant" }).click();
  // Written in the background, the list read again until it is there.
  const downloads = page.getByRole("link", { name: /^Télécharger la sauvegarde du / });
  await expect(async () => {
    await page.reload();
    expect(await downloads.count()).toBeGreaterThan(before);
  }).toPass({ timeout: 120_000 });
  const newest = page.getByRole("listitem").filter({ has: downloads.first() }).first();
  await expect(newest).toContainText("Demandée");
  await expect(newest).toContainText("Réussie");
  await expect(newest).toContainText(/\d+ commandes · \d+ clients · \d+ produits · \d+ images/);

  const [download] = await Promise.all([page.waitForEvent("download"), downloads.first().click()]);
  expect(download.suggestedFilename()).toMatch(/^shop-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/);

  // The whole shop is in a backup: operators have no entry in the menu, and the page refuses them.
  const email = await createOperator("Sauvegardes");
  const context = await browser.newContext();
  const operator = await context.newPage();
  await signIn(operator, email, STAFF_PASSWORD);
  await expect(operator.locator('a[href="/gestion/sauvegardes"]')).toHaveCount(0);
  await operator.goto("/gestion/sauvegardes");
  await expect(operator.getByText("403")).toBeVisible();
  const refused = await operator.request.get("/api/admin/backups");
  expect(refused.status()).toBe(403);
  await context.close();
});
