import { expect, test } from "@playwright/test";
import { categoryPagePath, findBigCategory } from "./catalog-support";
import { decideConsent } from "./chrome-support";

test.beforeEach(async ({ context }) => decideConsent(context));

test("a link opens its page in place, in a new tab with Ctrl, and the menu's panels are drawn only when opened", async ({
  page,
  context,
  request,
}) => {
  const { slug } = await findBigCategory(request, 2);
  const listing = await categoryPagePath(request, slug);
  await page.goto(listing);

  // Closed panels hold no link: they are drawn when the pointer opens them.
  const nav = page.getByRole("navigation", { name: "Catégories", exact: true });
  await expect(nav.locator("[data-panel] a")).toHaveCount(0);

  const card = page.getByTestId("product-card").first().getByRole("link").first();
  const href = new URL((await card.getAttribute("href"))!, page.url()).pathname;

  // Ctrl + click is the browser's: a new tab on the product, this page left as it is.
  const [tab] = await Promise.all([context.waitForEvent("page"), card.click({ modifiers: ["Control"] })]);
  await tab.waitForLoadState("domcontentloaded");
  expect(new URL(tab.url()).pathname).toBe(href);
  await tab.close();
  expect(new URL(page.url()).pathname).toBe(listing);

  // A plain click opens the product without loading a new document: what this document holds survives.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await card.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );

  // Back returns to the listing, again in the same document.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === listing);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});
