import { expect, test, type Page } from "@playwright/test";
import { decideConsent } from "./chrome-support";

/** The search box of the current screen: in the header on large screens, in the phone panel otherwise. */
async function openSearch(page: Page) {
  const toggle = page.getByRole("button", { name: "Ouvrir la recherche" });
  if (await toggle.isVisible()) await toggle.click();
  const box = page.getByRole("combobox", { name: "Rechercher un produit" }).locator("visible=true");
  await expect(box).toBeVisible();
  return box;
}

function countSearchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/products/search")) calls.push(new URL(request.url()).searchParams.get("query") ?? "");
  });
  return calls;
}

test.beforeEach(async ({ context }) => decideConsent(context));

test("the placeholder names the brand and a one-character query sends no request", async ({ page }) => {
  const calls = countSearchCalls(page);
  await page.goto("/coming-soon");
  const box = await openSearch(page);
  await expect(box).toHaveAttribute("placeholder", /^Rechercher sur \S+/);
  await box.click();
  await box.pressSequentially("c");
  await page.waitForTimeout(900);
  expect(calls).toEqual([]);
  await expect(page.getByRole("listbox")).toHaveCount(0);

  await box.pressSequentially("h");
  await expect.poll(() => calls).toEqual(["ch"]);
});

test("suggestions show at most 5 products (70×70) and the categories, and hide on blur", async ({ page }) => {
  // Ask the API for more products than the box needs, to prove the box itself keeps 5.
  await page.route("**/api/products/search?**", async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("pageSize", "12");
    await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
  });
  await page.goto("/coming-soon");
  const box = await openSearch(page);
  await box.click();
  await box.pressSequentially("chaussure");

  const list = page.getByRole("listbox", { name: "Suggestions de recherche" });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const products = list.getByRole("group", { name: "Produits suggérés" }).getByRole("option");
  await expect(products).toHaveCount(5);
  await expect(products.first()).toHaveAttribute("href", /^\/produit\/\d+\?colorNo=\w+/);
  const image = products.first().locator("img");
  await expect(image).toHaveAttribute("width", "70");
  await expect(image).toHaveAttribute("height", "70");
  const categories = list.getByRole("group", { name: "Catégories" }).getByRole("option");
  await expect(categories.first()).toHaveAttribute("href", /^\/categorie\/[a-z0-9-]+$/);

  await box.blur();
  await expect(list).toHaveCount(0);
  await box.focus();
  await expect(list).toBeVisible();
});

test("Enter searches, tracks nothing without consent, clears and blurs; Enter on nothing does nothing", async ({ page }) => {
  await page.goto("/coming-soon");
  const box = await openSearch(page);
  await box.click();
  await box.press("Enter");
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/coming-soon$/);

  await box.fill("  ");
  await box.press("Enter");
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/coming-soon$/);

  await box.fill("running");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?query=running$/);
  expect(await page.evaluate(() => "dataLayer" in window || "fbq" in window)).toBe(false);
  if (await page.getByRole("button", { name: "Ouvrir la recherche" }).isVisible()) {
    // Phones: the search panel closed with the navigation, and opens again empty.
    await expect(page.locator("#mobile-search")).toBeHidden();
    await expect(await openSearch(page)).toHaveValue("");
  } else {
    await expect(box).toHaveValue("");
    await expect(box).not.toBeFocused();
  }
});

test("arrow keys move through the suggestions, Enter opens one, Escape closes the list", async ({ page }) => {
  await page.goto("/coming-soon");
  const box = await openSearch(page);
  await box.click();
  await box.pressSequentially("chaussure");
  const list = page.getByRole("listbox", { name: "Suggestions de recherche" });
  await expect(list).toBeVisible();

  await box.press("ArrowDown");
  const options = list.getByRole("option");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id")) ?? "");
  await box.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowUp");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");

  await box.press("Escape");
  await expect(list).toHaveCount(0);
  await expect(box).toHaveAttribute("aria-expanded", "false");

  await box.press("ArrowDown");
  await expect(list).toBeVisible();
  const href = (await options.first().getAttribute("href")) ?? "";
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, "\\?")}$`));
  await expect(page.getByRole("listbox")).toHaveCount(0);
});

test("the clear button empties the box and keeps the focus in it", async ({ page }) => {
  await page.goto("/coming-soon");
  const box = await openSearch(page);
  await box.click();
  await box.pressSequentially("sac");
  await page.getByRole("button", { name: "Effacer la recherche" }).locator("visible=true").click();
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
});
