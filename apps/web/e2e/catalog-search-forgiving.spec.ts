import { expect, test, type Page } from "@playwright/test";
import { declineCookies, facetOption, getJson, isPhone, type FilterPage } from "./catalog-support";

type SearchPage = { paginatedProducts: { total: number } };
type Popular = { queries: string[]; categories: { slug: string; title: string }[] };

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

const cardTitles = (page: Page) => page.getByTestId("product-card").getByRole("heading").allTextContents();

/** On a phone, the facets and the sort are in the 'Filtrer et trier' dialog, applied by 'Voir N produits'. */
async function openFilters(page: Page) {
  await page.getByRole("button", { name: /Filtrer et trier/ }).click();
  const dialog = page.getByRole("dialog", { name: "Filtrer et trier" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("'chausure', a usual typo, finds the shoes 'chaussure' finds", async ({ page, request }) => {
  const right = await getJson<SearchPage>(request, "/api/products/search?query=chaussure&pageSize=1");
  expect(right.paginatedProducts.total).toBeGreaterThan(1);
  await page.goto("/search?query=chausure");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Résultats pour « chausure »");
  await expect(page.getByTestId("product-count")).toHaveText(`${right.paginatedProducts.total} produits`);
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain("Chaussures");
  await expect(page.getByRole("list", { name: "Catégories" }).getByRole("link").first()).toContainText("Chaussures");
});

test("sorting the results by price reorders them and keeps the query in the address", async ({ page, request }) => {
  const api = (sort: string) =>
    getJson<FilterPage>(request, `/api/products/filter?query=chausure&sort=${sort}&pageSize=24`).then((list) =>
      list.products.map((product) => product.title),
    );
  const [relevance, cheapestFirst] = await Promise.all([api("relevance"), api("price-asc")]);
  expect(cheapestFirst, "price order differs from relevance").not.toEqual(relevance);

  await page.goto("/search?query=chausure");
  await expect.poll(() => cardTitles(page)).toEqual(relevance);
  if (isPhone(page)) {
    const dialog = await openFilters(page);
    await dialog.getByRole("radio", { name: "Prix croissant" }).check();
    await dialog.getByRole("button", { name: /^Voir \d+ produits?$/ }).click();
  } else {
    await page.getByLabel("Trier par").selectOption("price-asc");
  }
  await expect(page).toHaveURL(/\/search\?query=chausure&sort=price-asc$/);
  await expect.poll(() => cardTitles(page)).toEqual(cheapestFirst);
  await page.goBack();
  await expect.poll(() => cardTitles(page)).toEqual(relevance);
});

test("a facet narrows the results to the count it announced", async ({ page, request }) => {
  const all = await getJson<FilterPage>(request, "/api/products/filter?query=chaussure&pageSize=1");
  const gender = all.facets.find((facet) => facet.key === "gender")!;
  const value = gender.values.find((candidate) => candidate.count < all.total)!;
  expect(value, "a gender that leaves out some shoes").toBeDefined();

  await page.goto("/search?query=chaussure");
  await expect(page.getByTestId("product-count")).toHaveText(`${all.total} produits`);
  if (isPhone(page)) {
    const dialog = await openFilters(page);
    await facetOption(dialog, value.value).click();
    await dialog.getByRole("button", { name: `Voir ${value.count} produit${value.count > 1 ? "s" : ""}` }).click();
  } else {
    await facetOption(page.getByRole("complementary", { name: "Filtres" }), value.value).click();
  }
  await expect(page).toHaveURL(`/search?query=chaussure&gender=${encodeURIComponent(value.value)}`);
  await expect(page.getByTestId("product-count")).toHaveText(`${value.count} produit${value.count > 1 ? "s" : ""}`);
  await expect(page.getByTestId("product-card")).toHaveCount(Math.min(value.count, 24));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Résultats pour « chaussure »");
});

test("the empty search panel offers popular searches and categories, chosen with the keyboard", async ({ page, request }) => {
  const popular = await getJson<Popular>(request, "/api/products/popular-searches");
  expect(popular.queries.length).toBeGreaterThan(0);
  await page.goto("/coming-soon");
  const toggle = page.getByRole("button", { name: "Ouvrir la recherche" });
  if (await toggle.isVisible()) await toggle.click();
  const box = page.getByRole("combobox", { name: "Rechercher un produit" }).locator("visible=true");
  await box.focus();

  const list = page.getByRole("listbox", { name: "Suggestions de recherche" });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const queries = list.getByRole("group", { name: "Recherches populaires" }).getByRole("option");
  await expect(queries).toHaveText(popular.queries);
  const categories = list.getByRole("group", { name: "Catégories" }).getByRole("option");
  await expect(categories).toHaveText(popular.categories.map((category) => category.title));
  await expect(categories.first()).toHaveAttribute("href", `/categorie/${popular.categories[0]!.slug}`);

  // The arrows walk through the options (the last one wraps to the first); Escape closes, Enter opens one.
  await box.press("ArrowDown");
  await expect(queries.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await queries.first().getAttribute("id"))!);
  await box.press("ArrowUp");
  await expect(categories.last()).toHaveAttribute("aria-selected", "true");
  await box.press("Escape");
  await expect(list).toBeHidden();
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  await expect(queries.nth(1)).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(`/search?${new URLSearchParams({ query: popular.queries[1]! })}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Résultats pour « ${popular.queries[1]} »`);
  await expect(page.getByTestId("product-card").first()).toBeVisible();
});
