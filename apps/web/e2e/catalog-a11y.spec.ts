import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { categoryPagePath, declineCookies, findBigCategory, getJson, type FilterPage } from "./catalog-support";

/** The catalogue pages axe checks, found through the API. */
const PAGES: Record<string, (request: APIRequestContext) => Promise<string>> = {
  home: async () => "/",
  category: async (request) => categoryPagePath(request, (await findBigCategory(request, 1)).slug),
  product: async (request) => {
    const list = await getJson<FilterPage>(request, "/api/products/filter?pageSize=1");
    return `/produit/${list.products[0]!.id}`;
  },
  search: async () => "/search?query=chau",
  "empty search": async () => "/search",
};

for (const [name, pathOf] of Object.entries(PAGES)) {
  test(`the ${name} page has no serious or critical axe violation`, async ({ browser, request }, testInfo) => {
    test.setTimeout(60_000);
    const path = await pathOf(request);
    // AxeBuilder needs a page of a context made here, with the project's device settings.
    const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, locale, baseURL } = testInfo.project.use;
    const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, locale, baseURL });
    await declineCookies(context);
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    await context.close();
  });
}
