/**
 * A page's scripts are asked for once its first frame is shown, or its HTML read if that comes first
 * (lib/scripts-after-paint.mjs, decision 0052): the HTML's head names none of them, so they are asked for only
 * once the stylesheet has arrived, and the page still comes to life (the consent banner's buttons answer).
 * Scripts are the same at every width, so this is checked once.
 */
import { expect, test, type Page } from "@playwright/test";
import { categoryPagePath, findBigCategory, getJson, type FilterPage } from "./catalog-support";

/** When the stylesheet arrived, and when each of the page's own scripts was asked for (ms from navigation). */
async function readTimings(page: Page) {
  return page.evaluate(() => {
    const files = performance
      .getEntriesByType("resource")
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.startsWith("/_next/static/"));
    return {
      stylesheets: files.filter((entry) => entry.name.endsWith(".css")).map((entry) => entry.responseEnd),
      scripts: files.filter((entry) => entry.name.endsWith(".js")).map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    };
  });
}

test("the scripts of the home, a listing, a product and the cart are asked for after the first frame, and the page responds", async ({
  page,
  request,
}) => {
  const { products } = await getJson<FilterPage>(request, "/api/products/filter?pageSize=1");
  const paths = ["/", await categoryPagePath(request, (await findBigCategory(request, 4)).slug), `/produit/${products[0]!.id}`, "/cart"];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, `${path}: no script asked for from the head`).not.toMatch(/<script src="[^"]*" async|as="script"/);

    // Undecided again, so that the banner shows on every page.
    if (page.url().startsWith("http")) await page.evaluate(() => localStorage.removeItem("cookie_consent"));
    await page.goto(path);
    // The consent banner's buttons are the page's own code: a click that hides it proves the scripts ran.
    const banner = page.getByRole("dialog", { name: "La protection de votre vie privée nous importe" });
    await banner.getByRole("button", { name: "Cookies nécessaires seulement" }).click();
    await expect(banner).toBeHidden();
    const { stylesheets, scripts } = await readTimings(page);
    expect(stylesheets.length, `${path}: stylesheet`).toBe(1);
    expect(scripts.length, `${path}: scripts loaded`).toBeGreaterThan(3);
    // No frame is shown before the stylesheet has arrived, and the inline script that asks for the others waits
    // for it too; before, they were all asked for beside it, as the head was read.
    for (const script of scripts) expect(script.start, `${path}: ${script.name}`).toBeGreaterThanOrEqual(stylesheets[0]!);
  }
  // An order's page is drawn in the browser from the shopper's own data: its scripts keep their place in the head.
  const order = await (await request.get("/order-confirmed?id=1")).text();
  expect(order.slice(0, order.indexOf("</head>"))).toMatch(/<script src="[^"]*" async/);
});
