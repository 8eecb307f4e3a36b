/**
 * The price on a product card is the price of what it pictures (decision 0011): the product page its link opens
 * shows the same price, and a card saying 'À partir de' shows the lowest price of the product's colours. Prices do
 * not change with the width: checked at the desktop width only (cards at a phone's width: `catalog-category`).
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { categoryPagePath, declineCookies, getJson, money, type CategoryNode } from "./catalog-support";

type SizePrice = { price: number; promoPrice: number | null };
type Summary = { id: number; variations: { colorNo: string; price: number; promoPrice: number | null }[] };
type Detail = { id: number; variations: { colorNo: string; searchColor: string; sizes: SizePrice[] }[] };

test.beforeEach(async ({ context }) => {
  test.slow();
  await declineCookies(context);
});

const effective = (price: SizePrice) => price.promoPrice ?? price.price;
/** What a colour costs before a size is chosen: its cheapest size. */
const colourPrice = (sizes: SizePrice[]) => Math.min(...sizes.map(effective));

/** Homme › Chaussures when the catalogue has it, else the first-level category with the most multi-colour products. */
async function findShoeCategory(request: APIRequestContext): Promise<string> {
  const tree = await getJson<CategoryNode[]>(request, "/api/categories/tree");
  const children = tree.flatMap((top) => top.children).filter((node) => node.isClickable);
  const preferred = children.find((node) => node.slug === "homme-chaussures");
  if (preferred) return preferred.slug;
  let best = { slug: "", count: 0 };
  for (const child of children) {
    const { products } = await getJson<{ products: Summary[] }>(request, `/api/products/filter?category=${child.slug}&pageSize=24`);
    const count = products.filter((product) => new Set(product.variations.map((v) => effective(v))).size > 1).length;
    if (count > best.count) best = { slug: child.slug, count };
  }
  expect(best.count, "a category with products whose colours differ in price").toBeGreaterThan(0);
  return best.slug;
}

/** The text of a price as shown, without the screen-reader labels and the 'À partir de' prefix. */
async function shownPrice(price: Locator): Promise<{ amounts: string; from: boolean }> {
  const text = (await price.innerText()).replace(/\s+/g, " ");
  const amounts = (text.match(/DA [\d\s  ]+/g) ?? []).map((amount) => amount.replace(/[\s  ]+/g, " ").trim()).join(" / ");
  return { amounts, from: text.includes("À partir de") };
}

/** The price the product page shows above its sizes (before a size is chosen). */
async function productPagePrice(page: Page) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Ajouter au panier" }) });
  return (await shownPrice(form.getByTestId("price"))).amounts;
}

/** Every card of the listing on screen: its link, the colour it pictures and the price it shows. */
async function readCards(page: Page) {
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  const read = [];
  for (const card of await cards.all()) {
    const href = (await card.getByRole("link").first().getAttribute("href"))!;
    read.push({ href, ...(await shownPrice(card.getByTestId("price"))) });
  }
  return read;
}

// The listing's cards are checked in three parts, a test each: one product page after another, 24 in one test
// outlasted its time-out on a loaded machine.
const PARTS = 3;
for (let part = 0; part < PARTS; part++) {
  test(`every card of a shoe listing shows the price of the product page it opens (part ${part + 1} of ${PARTS})`, async ({
    page,
    request,
  }) => {
  const slug = await findShoeCategory(request);
  await page.goto(await categoryPagePath(request, slug));
  const cards = await readCards(page);
  expect(cards.length).toBeGreaterThan(1);
  expect(
    cards.some((card) => card.from),
    "some card says 'À partir de' (colours at different prices)",
  ).toBe(true);

  const share = Math.ceil(cards.length / PARTS);
  for (const card of cards.slice(part * share, (part + 1) * share)) {
    const url = new URL(card.href, "http://shop");
    const id = Number(url.pathname.split("/").at(-1));
    const colorNo = url.searchParams.get("colorNo");
    expect(colorNo, card.href).toBeTruthy();
    await page.goto(card.href);
    expect({ card: card.href, price: await productPagePrice(page) }).toEqual({ card: card.href, price: card.amounts });

    // 'À partir de': the colour pictured is the product's cheapest, the price shown the lowest of its colours.
    const detail = await getJson<Detail>(request, `/api/products/find/id/${id}`);
    const lowest = Math.min(...detail.variations.map((variation) => colourPrice(variation.sizes)));
    const pictured = detail.variations.find((variation) => variation.colorNo === colorNo)!;
    expect({ card: card.href, price: colourPrice(pictured.sizes) }).toEqual({ card: card.href, price: lowest });
    if (card.from) expect(card.amounts.split(" / ")[0]).toBe(money(lowest));
  }
  });
}

test("with a colour chosen and 'Prix croissant', cards picture that colour, in the order of the prices they show", async ({
  page,
  request,
}) => {
  const slug = await findShoeCategory(request);
  const path = await categoryPagePath(request, slug);
  const { facets } = await getJson<{ facets: { key: string; values: { value: string; count: number }[] }[] }>(
    request,
    `/api/products/filter?category=${slug}&pageSize=1`,
  );
  const colour = [...facets.find((facet) => facet.key === "searchColor")!.values].sort((a, b) => b.count - a.count)[0]!;
  await page.goto(`${path}?searchColor=${encodeURIComponent(colour.value)}&sort=price-asc`);
  const cards = await readCards(page);
  expect(cards.length).toBeGreaterThan(1);

  const shown = cards.map((card) => Number(card.amounts.split(" / ")[0]!.replace(/\D/g, "")));
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  for (const card of cards.slice(0, 6)) {
    const url = new URL(card.href, "http://shop");
    const detail = await getJson<Detail>(request, `/api/products/find/id/${url.pathname.split("/").at(-1)}`);
    const pictured = detail.variations.find((variation) => variation.colorNo === url.searchParams.get("colorNo"))!;
    expect(pictured.searchColor).toBe(colour.value);
    await page.goto(card.href);
    expect(await productPagePrice(page)).toBe(card.amounts);
  }
});
