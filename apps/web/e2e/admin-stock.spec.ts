import { expect, test } from "@playwright/test";
import { createOperator, signIn, STAFF_PASSWORD, stockOf } from "./admin-support";
import { findSkus } from "./journey-support";

test.describe.configure({ timeout: 90_000 });

test("staff find a SKU by its colour number, add received units in the stock dialog, and read the move in its history", async ({
  page,
  request,
}, testInfo) => {
  // Far down the catalogue: other journeys order the first SKUs at the same time.
  const skus = await findSkus(request, 22, 5);
  const sku = skus[testInfo.project.name === "phone" ? 21 : 20]!;
  const size = /^taille\b/i.test(sku.size) ? sku.size : `Taille ${sku.size}`;
  await signIn(page, await createOperator(`stock-${testInfo.project.name}`), STAFF_PASSWORD);

  await page.goto(`/gestion/stock?q=${sku.colorNo}`);
  await expect(page.getByRole("heading", { name: `Résultats pour « ${sku.colorNo} »` })).toBeVisible();
  const change = page.getByRole("button", { name: `Modifier le stock – ${sku.title}, ${size}`, exact: true });
  const row = page.getByRole("listitem").filter({ has: change });
  const before = await stockOf(request, sku);
  await change.click();

  const dialog = page.getByRole("dialog", { name: "Modifier le stock" });
  await expect(dialog).toContainText(`${before} en stock`);
  await dialog.getByLabel("Quantité").fill("2");
  await dialog.getByLabel("Motif").selectOption({ label: "Réception de marchandise" });
  await dialog.getByLabel("Note (facultative)").fill("Livraison fournisseur");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();

  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole("status")).toHaveText(`Stock enregistré : ${before + 2} unités.`);
  await expect.poll(() => stockOf(request, sku)).toBe(before + 2);
  await row.getByRole("link", { name: "Historique" }).click();
  const history = page.locator("section").filter({ hasText: "Mouvements de stock" });
  await expect(history.getByRole("row").nth(1)).toContainText("+2");
  await expect(history.getByRole("row").nth(1)).toContainText("Réception de marchandise");
  await expect(history.getByRole("row").nth(1)).toContainText("Nadia Belaid");
});
