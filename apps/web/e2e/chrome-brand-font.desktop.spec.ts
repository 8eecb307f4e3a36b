/**
 * The brand's face on a first visit (components/layout/brand-font.tsx, decision 0053): the first document is drawn
 * in the system's sans-serif and asks for no font before its first frame; the face is downloaded once the page is
 * idle, named on the document at the next navigation, and drawn from the first paint of every later document. The
 * face is the same at every width, so this is checked once.
 */
import { expect, test, type Page } from "@playwright/test";
import { categoryPagePath, findBigCategory } from "./catalog-support";

/** The font files the page asked for, and the face the body is drawn with. */
const fontState = (page: Page) =>
  page.evaluate(() => ({
    files: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".woff2"))
      .map((entry) => ({ start: entry.startTime })),
    named: getComputedStyle(document.body).fontFamily.split(",")[0]!.trim().replace(/"/g, ""),
    firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
    drawn:
      document.fonts.check("1em inter") &&
      [...document.fonts].some((face) => face.family === "inter" && face.status === "loaded"),
  }));

test("a first visit is drawn without waiting for the brand's face, which every later page then uses", async ({
  page,
  request,
}) => {
  const path = await categoryPagePath(request, (await findBigCategory(request, 4)).slug);
  const html = await (await request.get(path)).text();
  expect(html.slice(0, html.indexOf("</head>")), "no font preloaded").not.toMatch(/as="font"/);

  await page.goto(path);
  const first = await fontState(page);
  expect(first.named, "first document: the system's sans-serif").toBe("ui-sans-serif");
  for (const file of first.files)
    expect(file.start, "no font asked for before the first frame").toBeGreaterThan(first.firstPaint);

  // Once the page is idle the face is downloaded, and kept in mind for the next documents.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("shop-brand-font"))).toBe("1");
  expect((await fontState(page)).named, "not swapped under the page being read").toBe("ui-sans-serif");

  // The next page, reached by a link in the same tab, is drawn with it.
  await page.getByRole("button", { name: "Cookies nécessaires seulement" }).click();
  await page.getByRole("main").locator('a[href^="/produit/"]').first().click();
  await expect(page).toHaveURL(/\/produit\//);
  await expect.poll(async () => (await fontState(page)).named).toBe("inter");

  // A later document names it before its first paint, from the browser's cache.
  await page.goto(path);
  const later = await fontState(page);
  expect(later.named).toBe("inter");
  expect(later.drawn, "the face drawn, not its fallback").toBe(true);
});
