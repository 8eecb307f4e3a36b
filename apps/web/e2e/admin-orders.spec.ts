import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { createOperator, placeOrder, signIn, STAFF_PASSWORD, stockOf, uniquePhone } from "./admin-support";
import { findSkus, money } from "./journey-support";

test.describe.configure({ timeout: 120_000 });

test("an operator finds an order by phone, logs a call, confirms, edits, ships by CSV and delivers it; a cancelled order gives its units back", async ({
  page,
  request,
}, testInfo) => {
  // Other journeys (and this one on the other project) order the first SKUs at the same time: each project takes
  // its own pair further down, so the stock read here moves only with this journey's orders.
  const skus = await findSkus(request, 12, 8);
  const first = testInfo.project.name === "phone" ? 10 : 8;
  const [sku, other] = skus.slice(first, first + 2);
  const phone = uniquePhone();
  const orderId = await placeOrder([{ sku: sku!, quantity: 1 }], phone);
  const stockBefore = await stockOf(request, other!);
  const cancelledId = await placeOrder([{ sku: other!, quantity: 2 }], phone);
  expect(await stockOf(request, other!)).toBe(stockBefore - 2);

  await signIn(page, await createOperator(testInfo.project.name), STAFF_PASSWORD);

  // Find the order by the customer's phone.
  await page.goto("/gestion/commandes");
  await page.getByRole("searchbox").fill(phone);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${phone}`));
  await expect(page.getByText("2 résultats")).toBeVisible();
  await page.goto(`/gestion/commandes/${orderId}`);
  await expect(page.getByText("À confirmer").first()).toBeVisible();
  const number = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").replace(/\D/g, "");

  // A call nobody answered, with its note.
  await page.getByRole("button", { name: "Pas de réponse" }).click();
  await page.getByLabel("Note sur l’appel").fill("Messagerie, rappeler après 17 h");
  await page.getByRole("button", { name: "Pas de réponse" }).last().click();
  await expect(page.getByRole("status").filter({ hasText: "Appel sans réponse enregistré." })).toBeVisible();
  await expect(page.getByText("1 / 3 appels sans réponse")).toBeVisible();
  await expect(page.getByText("Messagerie, rappeler après 17 h")).toBeVisible();

  await page.getByRole("button", { name: "Confirmer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Commande confirmée." })).toBeVisible();
  await expect(page.getByText("Confirmée").first()).toBeVisible();

  // Two units instead of one: the shop reprices the order.
  await page.getByRole("button", { name: "Modifier la commande" }).click();
  await page.getByLabel(/^Quantité – /).first().fill("2");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Commande modifiée et recalculée." })).toBeVisible();
  await expect(page.getByText(`2 × ${money(sku!.price)}`)).toBeVisible();

  // Courier hand-off: the export lists the order; the courier's file of tracking numbers ships it.
  await page.goto("/gestion/expeditions");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger le CSV" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv).toContain("Référence commande");
  expect(csv).toContain(number);
  const tracking = `YAL-${number}`;
  await page.getByLabel("Fichier CSV des numéros de suivi").setInputFiles({
    name: "suivi.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Référence commande;Numéro de suivi;Transporteur\n${number};${tracking};Yalidine\n`),
  });
  await page.getByRole("button", { name: "Marquer expédiées" }).click();
  await expect(page.getByText("1 commande expédiée, 0 ligne refusée")).toBeVisible();

  await page.goto(`/gestion/commandes/${orderId}`);
  await expect(page.getByText(tracking, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Marquer livrée" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Commande livrée." })).toBeVisible();
  await expect(page.getByText("Livrée").first()).toBeVisible();

  // The other order is cancelled with a reason: its two units are back in the storefront's stock call.
  await page.goto(`/gestion/commandes/${cancelledId}`);
  await page.getByRole("button", { name: "Annuler" }).click();
  await page.getByLabel("Motif").selectOption("customer-cancelled");
  await page.getByRole("button", { name: "Annuler" }).last().click();
  await expect(page.getByRole("status").filter({ hasText: "Commande annulée, articles remis en stock." })).toBeVisible();
  await expect.poll(() => stockOf(request, other!)).toBe(stockBefore);
});
