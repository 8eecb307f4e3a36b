/**
 * Promoted articles do not count towards the order-value offers (spec §4): wherever the offer is promised the
 * shop says so, and the cart marks the lines that do not count, its nudge counting the regular-price lines only.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { addToCart, declineCookies, findSkus, money, type Sku } from "./journey-support";

type Summary = { id: number; promoPrice: number | null };
type Detail = {
  id: number;
  titleFr: string;
  variations: { colorNo: string; sizes: { size: string; ean: string; price: number; promoPrice: number | null }[] }[];
};

test.beforeEach(async ({ context }) => {
  test.slow();
  await declineCookies(context);
});

/** A promoted size with a few pieces in stock. */
async function findPromotedSku(request: APIRequestContext): Promise<Sku> {
  for (let pageOffset = 0; pageOffset < 7; pageOffset++) {
    const { products } = (await (await request.get(`/api/products/filter?pageSize=24&pageOffset=${pageOffset}`)).json()) as {
      products: Summary[];
    };
    for (const product of products.filter((item) => item.promoPrice !== null)) {
      const detail = (await (await request.get(`/api/products/find/id/${product.id}`)).json()) as Detail;
      const { stock } = (await (await request.get(`/api/products/stock/${product.id}`)).json()) as { stock: Record<string, number> };
      for (const variation of detail.variations) {
        const size = variation.sizes.find((candidate) => candidate.promoPrice !== null && (stock[candidate.ean] ?? 0) >= 3);
        if (size) {
          return {
            productId: detail.id,
            colorNo: variation.colorNo,
            size: size.size,
            title: detail.titleFr,
            price: size.promoPrice!,
            stock: stock[size.ean]!,
          };
        }
      }
    }
  }
  throw new Error("no promoted size in stock");
}

test("the offer is promised 'hors articles en promotion' in the top bar and on the home page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: /annonce/i }).first()).toContainText("hors articles en promotion");
  await expect(page.getByRole("region", { name: "Nos offres" })).toContainText("Hors articles en promotion");
});

test("a promoted line is marked as not counting, and the amount left counts the regular-price lines only", async ({
  page,
  request,
}) => {
  const { offers } = (await (await request.get("/api/offers")).json()) as {
    offers: { minOrderAmount: number; giftInStock: boolean }[];
  };
  // Earlier journeys may have taken the last unit of an offer's gift: such an offer is not proposed.
  const threshold = Math.min(...offers.filter((offer) => offer.giftInStock).map((offer) => offer.minOrderAmount));
  const promoted = await findPromotedSku(request);
  const [regular] = await findSkus(request, 1, 5, (sku) => sku.price < threshold && sku.title !== promoted.title);
  await page.goto("/");
  await addToCart(page, promoted, 2);
  await addToCart(page, regular!);

  await page.goto("/cart");
  const promotedLine = page.getByTestId("cart-line").filter({ hasText: promoted.title });
  const regularLine = page.getByTestId("cart-line").filter({ hasText: regular!.title });
  await expect(promotedLine.getByTestId("offer-excluded")).toHaveText("En promotion : ne compte pas pour l’offre cadeau");
  await expect(regularLine.getByTestId("offer-excluded")).toHaveCount(0);

  // The promoted pair alone may pass the threshold: it still counts for nothing.
  const nudge = page.getByTestId("offer-progress");
  await expect(nudge).toContainText(`Plus que ${money(threshold - regular!.price)} pour`);
  await expect(nudge.getByTestId("offer-counted")).toHaveText(
    `Compté pour l’offre : ${money(regular!.price)} d’articles hors promotion`,
  );

  // The drawer shows the same mark on the same line.
  await page.locator("[data-cart-button]").first().click();
  const drawer = page.getByRole("dialog", { name: /^Votre panier/ });
  await expect(drawer.getByTestId("cart-line").filter({ hasText: promoted.title }).getByTestId("offer-excluded")).toBeVisible();
  await expect(drawer.getByTestId("cart-line").filter({ hasText: regular!.title }).getByTestId("offer-excluded")).toHaveCount(0);
});
