import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

/** Other specs set the consent before navigating so the overlay never covers the page they test. */
export async function decideConsent(context: BrowserContext, value: "yes" | "no" = "no"): Promise<void> {
  await context.addInitScript((choice) => window.localStorage.setItem("cookie_consent", choice), value);
}

type Summary = { id: number; variations: { colorNo: string }[] };
type Detail = {
  id: number;
  title: string;
  promoPrice: number | null;
  variations: { colorNo: string; sizes: { size: string; ean: string; promoPrice: number | null }[] }[];
};

export type CartPick = { productId: number; colorNo: string; size: string; title: string };

/**
 * Distinct product sizes with at least `minStock` pieces, found through the API (no hard-coded ids: the test
 * database is seeded with another number of products).
 */
export async function findInStockSizes(request: APIRequestContext, count: number, minStock = 3): Promise<CartPick[]> {
  const list = await request.get("/api/products/filter?sort=newest&pageSize=24");
  expect(list.ok()).toBe(true);
  const products = ((await list.json()) as { products: Summary[] }).products;
  const picks: CartPick[] = [];
  for (const summary of products) {
    const [detailResponse, stockResponse] = await Promise.all([
      request.get(`/api/products/find/id/${summary.id}`),
      request.get(`/api/products/stock/${summary.id}`),
    ]);
    const detail = (await detailResponse.json()) as Detail;
    const { stock } = (await stockResponse.json()) as { stock: Record<string, number> };
    const variation = detail.variations[0];
    const size = variation?.sizes.find((entry) => (stock[entry.ean] ?? 0) >= minStock);
    if (variation && size) picks.push({ productId: detail.id, colorNo: variation.colorNo, size: size.size, title: detail.title });
    if (picks.length === count) return picks;
  }
  throw new Error(`only ${picks.length} in-stock sizes found`);
}

/** Puts a line in the cart of the page's session (the page's request context shares its cookies). */
export async function addToCart(page: Page, pick: CartPick, quantity = 1): Promise<void> {
  const response = await page.request.patch("/api/cart/update", {
    data: { colorNo: pick.colorNo, size: pick.size, quantity, mode: "set" },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Creates an account (and signs the page's session in) with a unique email; returns its last name. */
export async function signUp(page: Page): Promise<{ email: string; lastName: string }> {
  const email = `chrome-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.dz`;
  const lastName = "Benali";
  const response = await page.request.post("/api/users/sign-up", {
    data: { email, firstName: "Amine", lastName, password: "Rafale#2025sport" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, lastName };
}

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Axe on the page as it stands: no violation of serious or critical impact. */
export async function expectNoSeriousViolation(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious, label).toEqual([]);
}

/** A test that runs axe on a page, the consent decided so that its overlay does not cover the page. */
export function testPageWithAxe(path: string): void {
  test(`${path} has no serious or critical violation`, async ({ context, page }) => {
    test.setTimeout(90_000);
    await decideConsent(context);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolation(page, path);
  });
}
