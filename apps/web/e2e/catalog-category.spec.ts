import { expect, test } from "@playwright/test";
import {
  categoryPagePath,
  declineCookies,
  facetOption,
  findBigCategory,
  findSizeAndColour,
  getJson,
  isPhone,
  type CategoryDetail,
} from "./catalog-support";

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test("the category page has a breadcrumb, a title, a sort select and server-rendered cards", async ({ page, request }) => {
  const { slug, total } = await findBigCategory(request, 1);
  const detail = await getJson<CategoryDetail>(request, `/api/categories/slug/${slug}`);
  const path = await categoryPagePath(request, slug);
  await page.goto(path);

  const breadcrumb = page.getByRole("navigation", { name: "Fil d’Ariane" });
  await expect(breadcrumb.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByRole("link", { name: detail.title })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: detail.title })).toBeVisible();
  await expect(page.getByTestId("product-count")).toHaveText(`${total} produits`);
  const card = page.getByTestId("product-card").first();
  await expect(card).toContainText(/DA \d/);
  await expect(card).toContainText(/\d couleurs?/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  if (!isPhone(page)) {
    await expect(page.getByLabel("Trier par")).toHaveValue("relevance");
    await expect(page.getByLabel("Trier par").locator("option")).toHaveText(["Pertinence", "Nouveautés", "Prix croissant", "Prix décroissant"]);
  }
});

test("a path of the wrong parents redirects to the category's own path, an unknown slug is a 404", async ({ page, request }) => {
  const { slug } = await findBigCategory(request, 1);
  const path = await categoryPagePath(request, slug);
  await page.goto(`/categorie/${slug}?sort=newest`);
  await expect(page).toHaveURL(`${path}?sort=newest`);

  const response = await page.goto("/categorie/cette-categorie-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Cette page est introuvable" })).toBeVisible();
  expect((await page.goto("/categorie/a/b/c/d"))?.status()).toBe(404);
});

test("the filter column's code is downloaded where the column shows: on a phone, only with the filters' dialog", async ({
  page,
  request,
}) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  // The facet groups' code (their chevron) and the applied filters' chips (their style), by what they hold.
  const loaded = async (marker: string) => (await Promise.all(scripts)).some((text) => text.includes(marker));
  const { slug } = await findBigCategory(request, 2);
  await page.goto(await categoryPagePath(request, slug));
  const column = page.getByRole("complementary", { name: "Filtres" });
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await loaded("pe-3 ps-3.5")).toBe(false);

  if (isPhone(page)) {
    await expect(column).toBeHidden();
    expect(await loaded('"facet-chevron"')).toBe(false);
    await page.getByRole("button", { name: "Filtrer et trier" }).click();
    const dialog = page.getByRole("dialog", { name: "Filtrer et trier" });
    await expect(dialog.getByTestId("facet-chevron").first()).toBeVisible();
  } else {
    // From the server, the column holds a placeholder; the groups replace it once their code is there.
    const html = await (await request.get(await categoryPagePath(request, slug))).text();
    expect(html).toContain('data-testid="facets-skeleton"');
    await expect(column.getByTestId("facet-chevron").first()).toBeVisible();
    await expect(column.getByTestId("facets-skeleton")).toHaveCount(0);
  }
  expect(await loaded('"facet-chevron"')).toBe(true);
});

test("infinite scroll loads the next page as the end of the list comes near", async ({ page, request }) => {
  // The scripts the page downloads: the first page's cards come rendered from the server, the cards' code
  // only when more cards are needed.
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  const cardCodeLoaded = async () => (await Promise.all(scripts)).some((text) => text.includes('"product-card"'));
  const { slug, total } = await findBigCategory(request, 30);
  await page.goto(await categoryPagePath(request, slug));
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(24);
  await expect(page.getByText(`Vous avez vu 24 produits sur ${total}`)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await cardCodeLoaded()).toBe(false);

  // Scrolling to the end of the list loads page 2 (pageOffset=1) without a click, into the same list.
  const next = page.waitForRequest((req) => req.url().includes("/api/products/filter") && req.url().includes("pageOffset=1"));
  await page.getByText(/Vous avez vu/).scrollIntoViewIfNeeded();
  await next;
  const shown = Math.min(total, 48);
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(shown);
  expect(await cardCodeLoaded()).toBe(true);
  const grid = page.getByRole("list").filter({ has: cards.first() });
  await expect(grid.getByRole("listitem")).toHaveCount(shown);
  // A card of the second page reads like one of the first: its product's link, its price.
  for (const card of [cards.first(), cards.nth(shown - 1)]) {
    await expect(card.getByRole("link").first()).toHaveAttribute("href", /^\/produit\/\d+/);
    await expect(card).toContainText(/DA \d/);
  }
});

test("without IntersectionObserver, the 'Voir plus de produits' button loads the next page", async ({ page, context, request }) => {
  await context.addInitScript(() => {
    Reflect.deleteProperty(window, "IntersectionObserver");
  });
  const { slug, total } = await findBigCategory(request, 30);
  await page.goto(await categoryPagePath(request, slug));
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(24);
  await page.getByRole("button", { name: "Voir plus de produits" }).click();
  await expect(cards).toHaveCount(Math.min(total, 48));
  await expect(page.getByText(`Vous avez vu ${Math.min(total, 48)} produits sur ${total}`)).toBeVisible();
});

test("sorting and filters live in the URL; back undoes them; no match shows the empty state", async ({ page, request }) => {
  const { slug, total } = await findBigCategory(request, 2);
  const path = await categoryPagePath(request, slug);
  await page.goto(path);

  if (!isPhone(page)) {
    await page.getByLabel("Trier par").selectOption("price-asc");
    await expect(page).toHaveURL(`${path}?sort=price-asc`);
    const cheapest = await getJson<{ products: { title: string }[] }>(
      request,
      `/api/products/filter?category=${slug}&sort=price-asc&pageSize=1`,
    );
    await expect(page.getByTestId("product-card").first()).toContainText(cheapest.products[0]!.title);
    await page.goBack();
    await expect(page).toHaveURL(path);
    await expect(page.getByLabel("Trier par")).toHaveValue("relevance");
  }

  // A price no product reaches: the empty state, and its button clears the filters.
  await page.goto(`${path}?minPrice=99999999`);
  await expect(page.getByText("Aucun produit ne correspond à vos filtres")).toBeVisible();
  await page.getByRole("button", { name: "Effacer les filtres" }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByTestId("product-count")).toHaveText(`${total} produits`);
  await expect(page.getByTestId("product-card").first()).toBeVisible();
});

test.describe("on a phone-sized screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the phone's filter dialog closes with Escape and clears its draft", async ({ page, request }) => {
  const { slug } = await findBigCategory(request, 2);
  await page.goto(await categoryPagePath(request, slug));
  const open = page.getByRole("button", { name: /Filtrer et trier/ });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Filtrer et trier" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Pertinence" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  });
});

test.describe("on a desktop-sized screen", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("a page is prefetched when the shopper points at its link or reaches it with the keyboard, not when it scrolls into view", async ({ page, request }) => {
  const prefetched: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.searchParams.has("_rsc") || req.headers()["rsc"] === "1") prefetched.push(url.pathname);
  });
  const { slug } = await findBigCategory(request, 2);
  await page.goto(await categoryPagePath(request, slug));
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);

  const links = page.getByTestId("product-card").getByRole("link");
  const pointed = new URL((await links.first().getAttribute("href"))!, page.url()).pathname;
  await links.first().hover();
  await expect.poll(() => prefetched).toContain(pointed);
  const focused = new URL((await links.nth(1).getAttribute("href"))!, page.url()).pathname;
  await links.nth(1).focus();
  await expect.poll(() => prefetched).toContain(focused);
  expect(new Set(prefetched)).toEqual(new Set([pointed, focused]));
  });

  test("back from a product returns to the filtered list", async ({ page, request }) => {
  const { slug } = await findBigCategory(request, 2);
  const path = await categoryPagePath(request, slug);
  const { size, colour, filtered } = await findSizeAndColour(request, slug);
  await page.goto(`${path}?searchColor=${encodeURIComponent(colour)}`);
  await facetOption(page.getByRole("complementary", { name: "Filtres" }), size).click();
  const count = `${filtered.total} produit${filtered.total > 1 ? "s" : ""}`;
  await expect(page.getByTestId("product-count")).toHaveText(count);
  const filteredUrl = page.url();

  await page.getByTestId("product-card").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/produit\/\d+/);
  await page.goBack();
  await expect(page).toHaveURL(filteredUrl);
  await expect(page.getByTestId("product-count")).toHaveText(count);
  await page.goBack();
  await expect(page).toHaveURL(`${path}?searchColor=${encodeURIComponent(colour)}`);
  await expect(page.getByRole("button", { name: new RegExp(`Retirer le filtre .*: ${size}$`) })).toHaveCount(0);
});
});
