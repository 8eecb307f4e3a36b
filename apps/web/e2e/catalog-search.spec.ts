import { expect, test } from "@playwright/test";
import { declineCookies, demoLike, findProduct, getJson } from "./catalog-support";

type SearchResponse = {
  paginatedProducts: { items: { id: number; title: string; titleAr: string }[]; total: number };
  categories: { slug: string; title: string }[];
};

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test("a partial French word finds products and categories; the next page loads on scroll", async ({ page, request }) => {
  const api = await getJson<SearchResponse>(request, "/api/products/search?query=chau");
  expect(api.paginatedProducts.total).toBeGreaterThan(0);
  await page.goto("/search?query=chau");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Résultats pour « chau »");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await expect(page.getByTestId("product-card").first()).toContainText(api.paginatedProducts.items[0]!.title);
  if (api.categories.length > 0) {
    await expect(page.getByRole("list", { name: "Catégories" }).getByRole("link").first()).toHaveAttribute("href", /^\/categorie\//);
  }
  // A query with results is indexable, under its canonical address.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/search\?query=chau$/);
  if (api.paginatedProducts.total > 24) {
    await page.getByText(/Vous avez vu/).scrollIntoViewIfNeeded();
    await expect(page.getByTestId("product-card")).toHaveCount(Math.min(api.paginatedProducts.total, 48));
  }
});

test("an Arabic word from a product's title finds that product", async ({ page, request }) => {
  const product = await findProduct(request, demoLike);
  const word = product.titleAr.split(/\s+/).find((part) => /^[\u0600-\u06FF]{3,}$/.test(part))!;
  await page.goto(`/search?query=${encodeURIComponent(word)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Résultats pour « ${word} »`);
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  const api = await getJson<SearchResponse>(request, `/api/products/search?query=${encodeURIComponent(word)}`);
  expect(api.paginatedProducts.total).toBeGreaterThan(0);
  await expect(page.getByTestId("product-card").first()).toContainText(api.paginatedProducts.items[0]!.title);
});

test("no result suggests categories; an empty query offers popular categories", async ({ page }) => {
  await page.goto("/search?query=zzqxw");
  await expect(page.getByRole("heading", { name: "Aucun résultat pour « zzqxw »" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page.getByRole("list", { name: "Catégories populaires" }).getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/categorie\//,
  );

  await page.goto("/search");
  await expect(page.getByRole("heading", { name: "Que recherchez-vous ?" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page.getByRole("list", { name: "Catégories populaires" }).getByRole("link").first()).toBeVisible();
  const form = page.getByRole("search", { name: "Rechercher un produit" });
  await form.getByRole("searchbox").fill("chau");
  await form.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/\/search\?query=chau$/);
});
