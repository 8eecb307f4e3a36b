/**
 * The size guide beside the size choice: a labelled modal dialog with the table of the product's kind for the
 * sizes it is sold in, closed by Escape with the focus back on its button; and the returns line under the
 * add-to-cart button.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { declineCookies, getJson } from "./catalog-support";

type Summary = { id: number };
type Detail = { id: number; gender: string; articleType: string; variations: { colorNo: string; sizes: { size: string }[] }[] };

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

/** The first product of a filter (facet parameters of the API) whose first colour is sold in several sizes. */
async function findProduct(request: APIRequestContext, query: string): Promise<Detail> {
  const { products } = await getJson<{ products: Summary[] }>(request, `/api/products/filter?pageSize=24&${query}`);
  for (const { id } of products) {
    const detail = await getJson<Detail>(request, `/api/products/find/id/${id}`);
    if (detail.variations[0]!.sizes.length > 2) return detail;
  }
  throw new Error(`no product with several sizes for ${query}`);
}

/** Opens the guide from its button, checks it is a labelled modal that keeps the focus, and returns it. */
async function openGuide(page: Page) {
  const button = page.getByRole("button", { name: "Guide des tailles" });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Guide des tailles" });
  await expect(dialog).toBeVisible();
  // Tab goes round inside the dialog: the page behind is out of reach.
  for (let tab = 0; tab < 4; tab++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  return { button, dialog };
}

async function closeWithEscape(page: Page, button: ReturnType<Page["getByRole"]>, dialog: ReturnType<Page["getByRole"]>) {
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
}

test("a shoe page's guide gives the foot length of each EU size, halves included", async ({ page, request }) => {
  const shoe = await findProduct(request, "productDivision=Chaussures&ageGroup=Adultes");
  const sizes = shoe.variations[0]!.sizes.map((size) => size.size);
  await page.goto(`/produit/${shoe.id}?colorNo=${shoe.variations[0]!.colorNo}`);

  // The returns line sits under the add-to-cart button and links to the returns page.
  const returns = page.getByTestId("returns-note");
  await expect(returns).toContainText("Retour sous 14 jours, échange de taille gratuit");
  await expect(returns.getByRole("link", { name: "Retours et échanges" })).toHaveAttribute("href", "/help/retour");

  const { button, dialog } = await openGuide(page);
  const table = dialog.getByRole("table");
  await expect(table).toContainText("Chaussures : pointure EU et longueur du pied");
  await expect(table.getByRole("columnheader")).toHaveText(["Pointure EU", "Longueur du pied (cm)"]);
  await expect(table.getByRole("rowheader")).toHaveText(sizes);
  // EU size × 2/3 − 1.5 cm: 42 fits a 26.5 cm foot.
  const footLength = (size: string) => (Math.round((Number(size) * (2 / 3) - 1.5) * 10) / 10).toLocaleString("fr-FR");
  for (const size of sizes) {
    await expect(table.getByRole("row", { name: new RegExp(`^${size.replace(".", "\\.")} `) })).toContainText(footLength(size));
  }
  await closeWithEscape(page, button, dialog);
});

test("an apparel page's guide gives chest, waist and hip per size; a child's, by age", async ({ page, request }) => {
  const shirt = await findProduct(request, "productDivision=V%C3%AAtements&ageGroup=Adultes&gender=Homme");
  await page.goto(`/produit/${shirt.id}`);
  let { button, dialog } = await openGuide(page);
  let table = dialog.getByRole("table");
  await expect(table).toContainText("Vêtements homme et unisexe");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Taille",
    "Tour de poitrine (cm)",
    "Tour de taille (cm)",
    "Tour de hanches (cm)",
  ]);
  await expect(table.getByRole("rowheader")).toHaveText(shirt.variations[0]!.sizes.map((size) => size.size));
  await expect(table.getByRole("row", { name: /^M / })).toContainText("94–100");
  await closeWithEscape(page, button, dialog);

  const kids = await findProduct(request, "productDivision=V%C3%AAtements&ageGroup=Enfants");
  await page.goto(`/produit/${kids.id}`);
  ({ button, dialog } = await openGuide(page));
  table = dialog.getByRole("table");
  await expect(table.getByRole("columnheader").first()).toHaveText("Âge");
  await expect(table.getByRole("columnheader").nth(1)).toHaveText("Stature (cm)");
  await expect(table.getByRole("rowheader").first()).toHaveText(/^\d+ ans$/);
  await closeWithEscape(page, button, dialog);
});

test("the open size guide has no serious or critical axe violation", async ({ browser, request }, testInfo) => {
  const shoe = await findProduct(request, "productDivision=Chaussures");
  // AxeBuilder needs a page of a context made here, with the project's device settings.
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, locale, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, locale, baseURL });
  await declineCookies(context);
  const page = await context.newPage();
  await page.goto(`/produit/${shoe.id}`);
  await openGuide(page);
  const results = await new AxeBuilder({ page }).include("dialog").analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  await context.close();
});
