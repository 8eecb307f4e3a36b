import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Announcement } from "@shop/domain/contract/shop";
import type { ProductDetail, ProductFilterResponse } from "@shop/domain/contract/catalog";
import { fr } from "../messages/fr";
import { ar } from "../messages/ar";
import { categoryPagePath, findBigCategory, getJson, isPhone, type FilterPage } from "./catalog-support";
import { declineCookies } from "./journey-support";

test.beforeEach(async ({ context }) => {
  test.slow();
  await declineCookies(context);
});

/** Every text of a catalogue (functions called with a sample value), to look for on the pages. */
function texts(node: unknown, out: string[] = []): string[] {
  if (typeof node === "string") out.push(node);
  else if (typeof node === "function") texts((node as (...args: unknown[]) => unknown)(...Array.from({ length: node.length }, () => 2)), out);
  else if (Array.isArray(node)) for (const item of node) texts(item, out);
  else if (node && typeof node === "object") for (const item of Object.values(node)) texts(item, out);
  return out;
}

const arabicTexts = new Set(texts(ar));
/**
 * The French interface texts worth looking for: a word or more of letters, not shared with the Arabic
 * catalogue (brand and size names are the same in both), longer than an abbreviation.
 */
const frenchTexts = [...new Set(texts(fr))].filter((text) => /\p{L}{3}/u.test(text) && text.length >= 5 && !arabicTexts.has(text));

/**
 * The page's visible text, without what is marked as written in another language: the language switches, which
 * name each language in itself, and the merchant's announcements, written in French only.
 */
async function visibleText(page: Page, lang: string): Promise<string> {
  return page.evaluate((pageLang) => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll(`[lang]:not([lang="${pageLang}"]), script, style, template`)) element.remove();
    document.documentElement.append(body);
    body.style.display = "block";
    const text = body.innerText;
    body.remove();
    return `${document.title}\n${text}`;
  }, lang);
}

async function shopperPages(request: Parameters<typeof getJson>[0]): Promise<string[]> {
  const { slug } = await findBigCategory(request, 2);
  const category = await categoryPagePath(request, slug);
  const list = await getJson<FilterPage>(request, `/api/products/filter?category=${slug}&pageSize=1`);
  const product = `/produit/${list.products[0]!.id}`;
  return ["/", category, product, "/search?query=running", "/cart", "/checkout", "/account/login", "/help/faq", "/help/cgv", "/help/delivery", "/contact-us"];
}

/**
 * The page drawn as the shopper sees it: loaded, its lazy parts' code run and its faces in. Not Playwright's
 * "networkidle", which a page with nothing left to ask for sometimes never reached.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => setTimeout(resolve, 500))));
}

const ARABIC_FONT = /\/fonts\/noto-sans-arabic-[\w-]+\.woff2$/;

test("no French interface text on an Arabic page", async ({ page, request }) => {
  const found: Record<string, string[]> = {};
  const withoutArabicFont: string[] = [];
  for (const path of await shopperPages(request)) {
    const address = `/ar${path === "/" ? "" : path}`;
    await page.goto(address);
    await settled(page);
    // The Arabic face is preloaded, so it draws the page's Arabic text from the first paint.
    const drawnInArabicFace = await page.evaluate(() =>
      [...document.fonts].some((face) => face.family.replaceAll('"', "") === "Noto Sans Arabic Shop" && face.status === "loaded"),
    );
    if (!drawnInArabicFace) withoutArabicFont.push(address);
    const text = await visibleText(page, "ar");
    // A line that is a French text, or holds a French text of several words: a one-word label inside catalogue
    // data (« Taille » in the size « Taille unique ») is the data's, not the interface's.
    const lines = text.split("\n").map((line) => line.trim());
    const french = frenchTexts.filter((candidate) =>
      /\s/.test(candidate) ? text.includes(candidate) : lines.includes(candidate),
    );
    if (french.length > 0) found[address] = french;
  }
  expect(found, "French interface texts on Arabic pages").toEqual({});
  expect(withoutArabicFont, "Arabic pages without the Arabic face").toEqual([]);
});

test("no Arabic text on a French page", async ({ page, request }) => {
  const found: Record<string, string[]> = {};
  const arabicFontRequests: string[] = [];
  page.on("request", (sent) => {
    if (ARABIC_FONT.test(new URL(sent.url()).pathname)) arabicFontRequests.push(page.url());
  });
  for (const path of await shopperPages(request)) {
    await page.goto(path);
    await settled(page);
    const arabic = (await visibleText(page, "fr")).match(/[\u0600-\u06ff]+/g);
    if (arabic) found[path] = arabic;
  }
  expect(found, "Arabic texts on French pages").toEqual({});
  // A French page never downloads the Arabic face (27 KB).
  expect(arabicFontRequests, "French pages that downloaded the Arabic face").toEqual([]);
});

/** The French texts of `pairs` whose Arabic text is not shown in `scope`, or which are shown themselves. */
async function untranslated(scope: Locator, pairs: { fr: string; ar: string }[]): Promise<string[]> {
  // Arabic pages wrap numbers in bidi isolates (isolateNumbers): compared without them.
  const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, "");
  const text = plain(await scope.innerText());
  const lines = text.split("\n").map((line) => line.trim());
  return pairs.filter(({ fr, ar }) => !text.includes(plain(ar)) || lines.includes(fr)).map(({ fr, ar }) => `${fr} / ${ar}`);
}

test("the catalogue's data in Arabic on Arabic pages: filter values, colours, description, characteristics, announcements", async ({
  page,
  request,
}) => {
  const { slug } = await findBigCategory(request, 2);
  const path = await categoryPagePath(request, slug);
  const listing = await getJson<ProductFilterResponse>(request, `/api/products/filter?category=${slug}&pageSize=1`);
  // The panel lists the colours by their Arabic names in Arabic alphabetical order (the API's are French).
  const colours = [...listing.facets.find((facet) => facet.key === "searchColor")!.values]
    .sort((a, b) => a.nameAr.localeCompare(b.nameAr, "ar"))
    .slice(0, 8);
  const product = await getJson<ProductDetail>(request, `/api/products/find/id/${listing.products[0]!.id}`);
  const colour = product.variations[0]!;
  const { items } = await getJson<{ items: Announcement[] }>(request, "/api/announcements");
  const announcement = items.find((item) => item.is_active && item.type === "topbar")!;

  await page.goto("/ar");
  expect(await untranslated(page.locator("body"), [{ fr: announcement.content.text, ar: announcement.content.textAr }])).toEqual([]);

  await page.goto(`/ar${path}`);
  let filters = page.getByRole("complementary", { name: "التصفية" });
  if (isPhone(page)) {
    await page.getByRole("button", { name: /التصفية والترتيب/ }).click();
    filters = page.getByRole("dialog", { name: "التصفية والترتيب" });
  }
  // The groups replace the column's placeholder once their code is there.
  await expect(filters.getByTestId("facet-chevron").first()).toBeVisible();
  const colourNames = colours.map((value) => ({ fr: value.value, ar: value.nameAr }));
  expect(await untranslated(filters, colourNames), "colour filter values in French").toEqual([]);
  const shown = await filters.innerText();
  const positions = colours.map((value) => shown.indexOf(value.nameAr));
  expect(positions, "colour filter values in Arabic order").toEqual([...positions].sort((a, b) => a - b));

  await page.goto(`/ar/produit/${product.id}?colorNo=${encodeURIComponent(colour.colorNo)}`);
  const main = page.locator("main");
  const characteristics = Object.entries(product.attributesAr).map(([key, ar]) => ({ fr: product.attributes[key]!, ar }));
  expect(
    await untranslated(main, [
      { fr: product.description, ar: product.descriptionAr },
      { fr: colour.colorName, ar: colour.colorNameAr },
      { fr: product.articleType, ar: product.articleTypeAr },
      { fr: product.activity, ar: product.activityAr },
      ...characteristics,
    ]),
    "product texts in French",
  ).toEqual([]);
});
