import { expect, test, type APIRequestContext } from "@playwright/test";
import { addToCart, decideConsent, type CartPick } from "./chrome-support";

type Detail = {
  id: number;
  title: string;
  variations: { colorNo: string; sizes: { size: string; ean: string }[]; linkedVariations: unknown[] }[];
};
type Linked = { productId: number; colorNo: string; title: string; size: string | null; ean: string | null };
type Piece = { productId: number; colorNo: string; size: string; title: string };

const json = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
};

/** A colour and size sold with another product's piece of the same size, both in stock (found through the API). */
async function findEnsemble(request: APIRequestContext): Promise<{ pick: CartPick; piece: Piece }> {
  // Ensembles are few in the test catalogue: walk all of it, a page of 60 at a time.
  const products: { id: number }[] = [];
  for (let page = 0; ; page++) {
    const listing = await json<{ products: { id: number }[]; hasMore: boolean }>(
      request,
      `/api/products/filter?pageSize=60&pageOffset=${page}`,
    );
    products.push(...listing.products);
    if (!listing.hasMore) break;
  }
  for (const { id } of products) {
    const detail = await json<Detail>(request, `/api/products/find/id/${id}`);
    const { stock } = await json<{ stock: Record<string, number> }>(request, `/api/products/stock/${id}`);
    for (const variation of detail.variations.filter((entry) => entry.linkedVariations.length > 0)) {
      for (const size of variation.sizes.filter((entry) => (stock[entry.ean] ?? 0) >= 2)) {
        const query = new URLSearchParams({ colorNo: variation.colorNo, size: size.size });
        const { linkedVariations } = await json<{ linkedVariations: Linked[] }>(
          request,
          `/api/products/variations/color-size?${query}`,
        );
        for (const linked of linkedVariations) {
          if (linked.size === null || linked.ean === null) continue;
          const other = await json<{ stock: Record<string, number> }>(request, `/api/products/stock/${linked.productId}`);
          if ((other.stock[linked.ean] ?? 0) < 2) continue;
          return {
            pick: { productId: detail.id, colorNo: variation.colorNo, size: size.size, title: detail.title },
            piece: { productId: linked.productId, colorNo: linked.colorNo, size: linked.size, title: linked.title },
          };
        }
      }
    }
  }
  throw new Error("the demo catalogue has no ensemble in stock in one size");
}

test.beforeEach(async ({ context }) => decideConsent(context));

test("a line « Ensemble » adds its piece in the same size with 'AJOUTER AU PANIER', then no longer offers it", async ({
  page,
}) => {
  const { pick, piece } = await findEnsemble(page.request);
  await addToCart(page, pick);
  await page.goto("/cart");

  const lines = page.getByTestId("cart-page-line");
  await expect(lines).toHaveCount(1);
  const offer = lines.first().getByTestId("linked-piece");
  await expect(offer).toContainText("Complétez l’ensemble :");
  await expect(offer).toContainText(piece.title);
  const add = offer.getByRole("button", { name: `Ajouter au panier : ${piece.title}`, exact: false });
  await expect(add).toHaveText("AJOUTER AU PANIER");
  await add.click();

  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: piece.title }).first()).toBeVisible();
  // The piece is in the cart now: no line offers it any more.
  await expect(page.getByTestId("linked-piece").filter({ hasText: piece.title })).toHaveCount(0);
  const cart = (await (await page.request.get("/api/cart")).json()) as {
    cartItems: { productId: number; colorNo: string; size: string; quantity: number }[];
  };
  expect(cart.cartItems).toContainEqual(
    expect.objectContaining({ productId: piece.productId, colorNo: piece.colorNo, size: piece.size, quantity: 1 }),
  );
});
