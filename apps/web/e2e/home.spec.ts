import { expect, test, type Locator } from "@playwright/test";

type CategoryNode = { slug: string; title: string; isClickable: boolean };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether every <img> inside the locator has finished loading with real pixels. */
async function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

test("the home page shows the categories and the newest products with their images", async ({ page, request }) => {
  const treeResponse = await request.get("/api/categories/tree");
  expect(treeResponse.ok()).toBe(true);
  const topLevel = ((await treeResponse.json()) as CategoryNode[]).filter((node) => node.isClickable);
  expect(topLevel.length).toBeGreaterThan(0);

  await page.goto("/");

  await expect(page).toHaveTitle(/\| Vêtements, chaussures et accessoires$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

  const categories = page.getByRole("region", { name: "Acheter par catégorie" });
  for (const category of topLevel) {
    const tile = categories.getByRole("link", { name: new RegExp(`^${escapeRegExp(category.title)}\\b`) });
    await expect(tile).toBeVisible();
    await expect(tile).toHaveAttribute("href", `/categorie/${category.slug}`);
  }

  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);

  const firstCard = cards.first();
  await expect(firstCard.getByRole("link")).toHaveAttribute("href", /^\/produit\/\d+\?colorNo=\w+/);
  await expect(firstCard).toContainText(/DA \d/);

  const image = firstCard.locator("img").first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => imageLoaded(image), { message: "the product image should load" }).toBe(true);
  // Served by the Next.js image optimizer, which fetched it from the API through the /media forwarding of proxy.ts.
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain("/_next/image?url=%2Fmedia%2F");
});
