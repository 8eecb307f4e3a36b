import { expect, test, type Page } from "@playwright/test";
import { createOperator, placeOrder, signIn, STAFF_PASSWORD, uniquePhone } from "./admin-support";
import { chooseOption, findPlaces, findSkus, money, parseMoney, stopDesksOf } from "./journey-support";

test.describe.configure({ timeout: 120_000 });

/** A figure of the order's totals, by its label (« Sous-total », « Livraison », « Total à encaisser »). */
async function figure(page: Page, label: string): Promise<number> {
  const row = page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
  return parseMoney((await row.locator("dd").textContent()) ?? "");
}

test("before shipping, staff move an order from home delivery in Alger to a stop desk in another wilaya: fee and total follow", async ({
  page,
  request,
}, testInfo) => {
  const skus = await findSkus(request, 16, 4);
  const sku = skus[testInfo.project.name === "phone" ? 15 : 14]!;
  const [place] = (await findPlaces(request, 2)).filter((item) => item.stateId !== 16);
  expect(place, "a wilaya other than Alger with both delivery methods").toBeDefined();
  const desks = await stopDesksOf(request, place!.stateId);
  expect(desks.length, `${place!.state} has an agency`).toBeGreaterThan(0);
  const desk = desks[0]!;
  const orderId = await placeOrder([{ sku, quantity: 1 }], uniquePhone());

  await signIn(page, await createOperator(`livraison-${testInfo.project.name}`), STAFF_PASSWORD);
  await page.goto(`/gestion/commandes/${orderId}`);
  await expect(page.getByText("Livraison à domicile")).toBeVisible();
  const subtotal = await figure(page, "Sous-total");

  await page.getByRole("button", { name: "Modifier la livraison" }).click();
  const dialog = page.getByRole("dialog", { name: "Modifier la livraison" });
  await expect(dialog).toBeVisible();
  // The order's place is filled in; an address cleared is refused with checkout's message.
  await expect(dialog.getByRole("combobox", { name: "Wilaya", exact: true })).toHaveValue("16");
  await dialog.getByRole("textbox", { name: "Adresse", exact: true }).fill("");
  await dialog.getByRole("button", { name: "Enregistrer la livraison" }).click();
  await expect(dialog.getByText("L'adresse de livraison est obligatoire")).toBeVisible();

  await chooseOption(page, "Wilaya", place!.state);
  await chooseOption(page, "Commune", place!.commune);
  // Each method shows its fee for the wilaya chosen.
  await expect(dialog.getByRole("radio", { name: /Stop desk/ })).toBeEnabled();
  await dialog.getByText("Stop desk", { exact: true }).click();
  await expect(dialog.getByText(money(place!.stopDesk.price)).first()).toBeVisible();
  await dialog.getByRole("radio", { name: desk.address }).check();
  await dialog.getByRole("textbox", { name: "Adresse", exact: true }).fill("5 boulevard de la Soummam");
  await dialog.getByRole("button", { name: "Enregistrer la livraison" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Livraison modifiée : frais et total recalculés." })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Retrait au stop desk")).toBeVisible();
  const address = page.locator("address");
  await expect(address).toContainText(desk.name);
  await expect(address).toContainText(`${String(place!.stateId).padStart(2, "0")} – ${place!.state}`);
  await expect(address).toContainText(place!.commune);
  await expect.poll(() => figure(page, "Livraison")).toBe(place!.stopDesk.price);
  expect(await figure(page, "Sous-total")).toBe(subtotal);
  expect(await figure(page, "Total à encaisser")).toBe(subtotal + place!.stopDesk.price);
  await expect(page.getByText("Livraison en stop desk : 5 boulevard de la Soummam")).toBeVisible();
});
