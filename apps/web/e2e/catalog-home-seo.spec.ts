import { expect, test } from "@playwright/test";
import { declineCookies, getJson, type CategoryNode } from "./catalog-support";

type Offer = { minOrderAmount: number; giftVariation: { product: { title_fr: string } } };

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test("the home page has the campaign, the offers, the categories and product rails", async ({ page, request }) => {
  const { offers } = await getJson<{ offers: Offer[] }>(request, "/api/offers");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (offers[0]) {
    const amount = String(offers[0].minOrderAmount).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
    await expect(page.getByTestId("offers")).toContainText(`Dès DA ${amount} d’achat : ${offers[0].giftVariation.product.title_fr} offert`);
  }
  await expect(page.getByRole("region", { name: "Acheter par catégorie" })).toBeVisible();
  const newest = page.getByRole("region", { name: "Nouveautés" });
  await expect(newest.getByTestId("product-card").first()).toBeVisible();
  const promos = page.getByRole("region", { name: "Promotions" });
  if ((await promos.count()) > 0) {
    await expect(promos.getByTestId("product-card").first()).toContainText(/-\d+ %/);
    await expect(promos.getByRole("link", { name: "Tout voir : Promotions" })).toHaveAttribute("href", /^\/categorie\/[a-z0-9-]+\/[a-z0-9-]+$/);
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/?$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
});

test("robots.txt keeps private pages out and announces the sitemap index", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/account", "/checkout", "/cart", "/order-confirmed", "/api"]) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Allow: \/\n/);
  const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap-index\.xml$/);
});

test("the sitemaps list every category and every product", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemap\/\d+\.xml)<\/loc>/g)].map((match) => match[1]!);
  expect(files[0]).toBe("/sitemap/0.xml");

  const first = await (await request.get("/sitemap/0.xml")).text();
  const tree = await getJson<CategoryNode[]>(request, "/api/categories/tree");
  expect(first).toContain(`/categorie/${tree[0]!.slug}</loc>`);
  expect(first).toContain(`/categorie/${tree[0]!.slug}/${tree[0]!.children[0]!.slug}</loc>`);

  const { total } = await getJson<{ total: number }>(request, "/api/products/filter?pageSize=1");
  // Every product once in French (today's address) and once in Arabic (under /ar).
  let french = 0;
  let arabic = 0;
  for (const file of files.slice(1)) {
    const text = await (await request.get(file)).text();
    french += (text.match(/<loc>https?:\/\/[^/<]+\/produit\/\d+\?colorNo=\d+<\/loc>/g) ?? []).length;
    arabic += (text.match(/<loc>https?:\/\/[^/<]+\/ar\/produit\/\d+\?colorNo=\d+<\/loc>/g) ?? []).length;
  }
  expect(french).toBe(total);
  expect(arabic).toBe(total);
});
