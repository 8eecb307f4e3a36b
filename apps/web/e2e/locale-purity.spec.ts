import { expect, test, type Page } from "@playwright/test";
import { fr } from "../messages/fr";
import { ar } from "../messages/ar";
import { categoryPagePath, findBigCategory, getJson, type FilterPage } from "./catalog-support";
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

test("no French interface text on an Arabic page", async ({ page, request }) => {
  const found: Record<string, string[]> = {};
  for (const path of await shopperPages(request)) {
    const address = `/ar${path === "/" ? "" : path}`;
    await page.goto(address);
    await page.waitForLoadState("networkidle");
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
});

test("no Arabic text on a French page", async ({ page, request }) => {
  const found: Record<string, string[]> = {};
  for (const path of await shopperPages(request)) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const arabic = (await visibleText(page, "fr")).match(/[\u0600-\u06ff]+/g);
    if (arabic) found[path] = arabic;
  }
  expect(found, "Arabic texts on French pages").toEqual({});
});
