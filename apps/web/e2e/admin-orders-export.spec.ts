import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { createOperator, placeOrder, signIn, STAFF_PASSWORD, uniquePhone } from "./admin-support";
import { findSkus } from "./journey-support";

const algiersToday = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Algiers",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

test("an operator exports the month's orders for the accountant; a period that is not one is refused beside its day", async ({
  page,
  request,
}, testInfo) => {
  const skus = await findSkus(request, 16, 5);
  const sku = skus[testInfo.project.name === "phone" ? 15 : 14]!;
  const phone = uniquePhone();
  await placeOrder([{ sku, quantity: 1 }], phone);
  await signIn(page, await createOperator(`export-${testInfo.project.name}`), STAFF_PASSWORD);
  await page.goto("/gestion/commandes");

  const form = page.getByRole("form", { name: "Export pour la comptabilité" });
  const from = form.getByLabel("Du");
  const to = form.getByLabel("Au");
  // This month so far, in Algiers' days.
  const today = algiersToday();
  await expect(from).toHaveValue(`${today.slice(0, 8)}01`);
  await expect(to).toHaveValue(today);

  const width = testInfo.project.name === "phone" ? 390 : 1366;
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/fetch-commandes-export-${width}.png`, fullPage: true });

  // The end before the start: said beside the end's day, nothing downloaded.
  await from.fill(today);
  await to.fill("2020-01-01");
  await form.getByRole("button", { name: "Exporter en CSV" }).click();
  const message = "Le dernier jour doit suivre le premier (ou être le même)";
  await expect(to).toHaveAccessibleDescription(message);
  await expect(form.locator(`#${await to.getAttribute("aria-describedby")}`)).toBeVisible();
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toBeFocused();
  await expect(form.getByRole("status")).toHaveText(message);
  await page.screenshot({ path: `/tmp/fetch-commandes-export-error-${width}.png`, fullPage: true });

  await to.fill(today);
  const download = page.waitForEvent("download");
  await form.getByRole("button", { name: "Exporter en CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`commandes-${today}-au-${today}.csv`);
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv.startsWith("\uFEFFN° de commande;Date de commande;")).toBe(true);
  const line = csv.split("\r\n").find((row) => row.includes(phone));
  expect(line).toContain("Samir Haddad");
  expect(line).toContain("À confirmer");
  await expect(to).not.toHaveAttribute("aria-invalid");
  await expect(form.getByRole("status")).toHaveText("Le fichier se télécharge.");
  await expect(page).toHaveURL(/\/gestion\/commandes$/);
});
