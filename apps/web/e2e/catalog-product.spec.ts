import { expect, test } from "@playwright/test";
import { declineCookies, demoLike, escapeRegExp, findProduct, getJson, money, type FilterPage, type ProductDetail } from "./catalog-support";

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

/** The newest product of the demo catalogue's kind (several photos in every colour, an Arabic title). */
async function firstProduct(request: Parameters<typeof getJson>[0]) {
  return findProduct(request, demoLike);
}

test("the product page shows the first colour without colorNo, its price, sizes, details and delivery", async ({ page, request }) => {
  const product = await firstProduct(request);
  const first = product.variations[0]!;
  await page.goto(`/produit/${product.id}`);

  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  await expect(page.getByRole("link", { name: `Couleur ${first.colorName}`, exact: true })).toHaveAttribute("aria-current", "true");
  const size = first.sizes[0]!;
  await expect(page.getByText(money(size.promoPrice ?? size.price)).first()).toBeVisible();
  await expect(page.getByRole("group", { name: /Taille/ })).toBeVisible();
  await expect(page.getByTestId("size-options").locator("label")).toHaveCount(first.sizes.length);
  await expect(page.getByText("Livraison à domicile ou en point relais dans les 58 wilayas — paiement à la livraison")).toBeVisible();
  await expect(page.getByRole("link", { name: "En savoir plus sur la livraison" })).toHaveAttribute("href", "/help/delivery");
  await expect(page.getByRole("heading", { name: "Caractéristiques" })).toBeVisible();
  await expect(page.locator("dl dt").first()).toHaveText("Type de Produit");

  // Canonical URL and structured data name the colour shown.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/produit/${product.id}\\?colorNo=${first.colorNo}$`));
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item["@type"] === "Product");
  expect(data).toMatchObject({ name: product.title, sku: expect.any(String), brand: { "@type": "Brand" } });
  expect((data!.offers as Record<string, unknown>[])[0]).toMatchObject({
    priceCurrency: "DZD",
    gtin13: size.ean,
    price: size.promoPrice ?? size.price,
    availability: expect.stringMatching(/^https:\/\/schema.org\/(InStock|OutOfStock)$/),
  });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\//);
});

test("the gallery switches photos with its thumbnails and the arrow keys", async ({ page, request }) => {
  const product = await firstProduct(request);
  const images = product.variations[0]!.images;
  expect(images.length, "every colour has several photos").toBeGreaterThan(1);
  await page.goto(`/produit/${product.id}`);
  const gallery = page.getByRole("region", { name: "Photos du produit" });
  const thumb2 = gallery.getByRole("button", { name: `Afficher la photo 2 sur ${images.length}` });
  await thumb2.click();
  await expect(thumb2).toHaveAttribute("aria-pressed", "true");
  await expect(gallery.locator("img").first()).toHaveAttribute("alt", /photo 2$/);
  await page.keyboard.press("ArrowRight");
  await expect(gallery.locator("img").first()).toHaveAttribute("alt", images.length > 2 ? /photo 3$/ : /photo 1$/);
});

test("the page's scripts carry no product texts: the photos come rendered, the form's texts with the page", async ({ page, request }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  const product = await firstProduct(request);
  await page.goto(`/produit/${product.id}`);
  const gallery = page.getByRole("region", { name: "Photos du produit" });
  await expect(gallery.getByRole("button", { name: "Photo suivante" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ajouter aux favoris" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const code = (await Promise.all(scripts)).join("\n");
  // The gallery's and the form's texts, in French and in Arabic, and the image optimizer's addresses.
  const texts = ["Afficher la photo", "Photo suivante", "Ajouter aux favoris", "Guide des tailles", "عرض الصورة", "دليل المقاسات", "/_next/image?url="];
  expect(texts.filter((text) => code.includes(text))).toEqual([]);
  // The gallery still switches photos, and the largest photo the optimizer offers is 1920 px wide.
  await gallery.getByRole("button", { name: "Photo suivante" }).click();
  await expect(gallery.locator("img").first()).toHaveAttribute("alt", /photo 2$/);
  const widths = (await gallery.locator("img").first().getAttribute("srcset"))!.split(", ").map((candidate) => Number(candidate.split(" ")[1]!.slice(0, -1)));
  expect(Math.max(...widths)).toBe(1920);
});

test("sold-out sizes are disabled and marked; the wishlist toggle works for a guest", async ({ page, request }) => {
  // A product with a sold-out size in its first colour, if the catalogue has one.
  const list = await getJson<FilterPage>(request, "/api/products/filter?pageSize=60");
  let found: { product: ProductDetail; size: string } | null = null;
  for (const item of list.products) {
    const product = await getJson<ProductDetail>(request, `/api/products/find/id/${item.id}`);
    const { stock } = await getJson<{ stock: Record<string, number> }>(request, `/api/products/stock/${item.id}`);
    const soldOut = product.variations[0]!.sizes.find((size) => (stock[size.ean] ?? 0) <= 0);
    if (soldOut) {
      found = { product, size: soldOut.size };
      break;
    }
  }
  expect(found, "the demo catalogue has sold-out sizes").toBeTruthy();
  await page.goto(`/produit/${found!.product.id}`);
  const option = page.getByTestId("size-options").getByRole("radio", { name: new RegExp(`^${escapeRegExp(found!.size)}`) });
  await expect(option).toBeDisabled();
  await expect(page.getByTestId("size-options").getByText("Épuisé").first()).toBeVisible();

  const heart = page.getByRole("button", { name: "Ajouter aux favoris" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const saved = page.waitForResponse((response) => response.url().includes("/api/wishlist/update") && response.ok());
  await heart.click();
  await saved;
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  const wishlist = (await (await page.request.get("/api/wishlist")).json()) as { wishlistItems: { colorNo: string }[] };
  expect(wishlist.wishlistItems.map((item) => item.colorNo)).toContain(found!.product.variations[0]!.colorNo);
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
});

test("an API refusal (a size sold out meanwhile) shows under the button", async ({ page, request }) => {
  const list = await getJson<FilterPage>(request, "/api/products/filter?pageSize=60");
  let found: { product: ProductDetail; size: string } | null = null;
  for (const item of list.products) {
    const product = await getJson<ProductDetail>(request, `/api/products/find/id/${item.id}`);
    const { stock } = await getJson<{ stock: Record<string, number> }>(request, `/api/products/stock/${item.id}`);
    const soldOut = product.variations[0]!.sizes.find((size) => (stock[size.ean] ?? 0) <= 0);
    if (soldOut) {
      found = { product, size: soldOut.size };
      break;
    }
  }
  expect(found, "the demo catalogue has sold-out sizes").toBeTruthy();
  // The page believes every size is in stock (as if it sold out after the page loaded): the API says no.
  await page.route("**/api/products/stock/**", (route) =>
    route.fulfill({
      json: { stock: Object.fromEntries(found!.product.variations.flatMap((v) => v.sizes.map((s) => [s.ean, 5]))) },
    }),
  );
  await page.goto(`/produit/${found!.product.id}`);
  await page.getByTestId("size-options").locator("label").filter({ hasText: new RegExp(`^${escapeRegExp(found!.size)}$`) }).click();
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page.getByTestId("add-to-cart-error")).toHaveText("Cette taille est épuisée");
  await expect(page.getByRole("dialog", { name: /panier/i })).toBeHidden();
});

test("a linked variation is offered as « Complétez l’ensemble »", async ({ page, request }) => {
  const list = await getJson<FilterPage>(request, "/api/products/filter?pageSize=60");
  let target: ProductDetail | null = null;
  for (const item of list.products) {
    const product = await getJson<ProductDetail>(request, `/api/products/find/id/${item.id}`);
    if (product.variations[0]!.linkedVariations.length > 0) {
      target = product;
      break;
    }
  }
  expect(target, "the demo catalogue has ensembles").toBeTruthy();
  await page.goto(`/produit/${target!.id}`);
  const ensemble = page.getByRole("region", { name: /Complétez l’ensemble/ });
  await expect(ensemble).toBeVisible();
  await expect(ensemble.getByTestId("ensemble-link").first()).toHaveAttribute("href", /^\/produit\/\d+\?colorNo=\d+$/);
});

test("an unknown or malformed product id is a 404", async ({ page }) => {
  expect((await page.goto("/produit/2147483000"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Cette page est introuvable" })).toBeVisible();
  expect((await page.goto("/produit/abc"))?.status()).toBe(404);
  expect((await page.goto("/produit/12abc"))?.status()).toBe(404);
});

test("an unknown colorNo falls back to the first colour", async ({ page, request }) => {
  const product = await firstProduct(request);
  await page.goto(`/produit/${product.id}?colorNo=0000000`);
  await expect(page.getByRole("link", { name: `Couleur ${product.variations[0]!.colorName}`, exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
});
