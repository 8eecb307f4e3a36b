import { expect, test } from "@playwright/test";
import { declineCookies, getJson, type FilterPage } from "./catalog-support";

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test("a product page ends with « Vous aimerez aussi »: four cards or more, each linking to another product", async ({
  page,
  request,
}) => {
  // A shoe: the most common kind, so its category has neighbours in any seeded catalogue.
  const shoes = await getJson<FilterPage>(request, "/api/products/filter?query=chaussure&sort=newest&pageSize=1");
  const id = shoes.products[0]!.id;
  const related = await getJson<{ products: { id: number; title: string }[] }>(request, `/api/products/related/${id}`);
  expect(related.products.length).toBeGreaterThanOrEqual(4);

  await page.goto(`/produit/${id}`);
  const rail = page.getByRole("region", { name: "Vous aimerez aussi" });
  await rail.scrollIntoViewIfNeeded();
  const cards = rail.getByTestId("product-card");
  await expect(cards).toHaveCount(related.products.length);
  await expect(cards.first()).toContainText(related.products[0]!.title);
  const links = await cards.getByRole("link").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  expect(links).toHaveLength(related.products.length);
  for (const href of links) {
    expect(href).toMatch(/^\/produit\/\d+\?colorNo=\w+$/);
    expect(href.startsWith(`/produit/${id}?`)).toBe(false);
  }

  await cards.nth(1).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/produit/${related.products[1]!.id}\\?colorNo=`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(related.products[1]!.title);
});
