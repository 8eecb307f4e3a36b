import { expect, test } from "@playwright/test";
import {
  categoryPagePath,
  declineCookies,
  escapeRegExp,
  facetOption,
  findBigCategory,
  findMultiColourProduct,
  findSizeAndColour,
  isPhone,
  money,
} from "./catalog-support";

/**
 * The shopper's path through the catalogue, on desktop (side filters) and phone (filter dialog): a category,
 * filtered by size and colour, reloaded, a product, another colour, a size, the cart drawer with the line.
 */
test("browse, filter, reload, open a product, switch colour, pick a size and add to cart", async ({ page, context, request }) => {
  test.setTimeout(150_000);
  await declineCookies(context);
  const category = await findBigCategory(request, 10);
  const { size, colour, filtered } = await findSizeAndColour(request, category.slug);
  const path = await categoryPagePath(request, category.slug);

  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("product-count")).toHaveText(`${category.total} produits`);

  if (isPhone(page)) {
    await page.getByRole("button", { name: /Filtrer et trier/ }).click();
    const dialog = page.getByRole("dialog", { name: "Filtrer et trier" });
    await expect(dialog).toBeVisible();
    await facetOption(dialog, size).click();
    await facetOption(dialog, colour).click();
    const apply = dialog.getByRole("button", { name: `Voir ${filtered.total} produit${filtered.total > 1 ? "s" : ""}` });
    await apply.click();
    await expect(dialog).toBeHidden();
  } else {
    const filters = page.getByRole("complementary", { name: "Filtres" });
    await facetOption(filters, size).click();
    await expect(page).toHaveURL(new RegExp(`printSizeFr=${escapeRegExp(encodeURIComponent(size))}`));
    await facetOption(filters, colour).click();
  }

  const count = `${filtered.total} produit${filtered.total > 1 ? "s" : ""}`;
  await expect(page).toHaveURL(new RegExp(`printSizeFr=${escapeRegExp(encodeURIComponent(size))}`));
  await expect(page).toHaveURL(new RegExp(`searchColor=${escapeRegExp(encodeURIComponent(colour))}`));
  await expect(page.getByTestId("product-count")).toHaveText(count);

  // A reload renders the same filtered list on the server.
  await page.reload();
  await expect(page.getByTestId("product-count")).toHaveText(count);
  await expect(page.getByRole("button", { name: new RegExp(`Retirer le filtre .*${escapeRegExp(colour)}`) })).toBeVisible();
  await expect(page.getByTestId("product-card")).toHaveCount(Math.min(filtered.total, 24));

  // Open a product that comes in several colours.
  const { product, otherThan } = await findMultiColourProduct(
    request,
    filtered.products.slice(0, 24).map((item) => item.id),
  );
  await page.getByRole("link", { name: product.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/produit/${product.id}\\?colorNo=`));
  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  const { variation, size: sku } = otherThan(new URL(page.url()).searchParams.get("colorNo")!);

  // Another colour: the URL, the selected swatch and the gallery follow.
  await page.getByRole("link", { name: `Couleur ${variation.colorName}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`colorNo=${variation.colorNo}`));
  await expect(page.getByRole("link", { name: `Couleur ${variation.colorName}`, exact: true })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("region", { name: "Photos du produit" }).locator("img").first()).toHaveAttribute(
    "alt",
    new RegExp(escapeRegExp(variation.colorName)),
  );

  // No size yet: the schema's message.
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page.getByText("Veuillez choisir votre taille")).toBeVisible();

  await page.getByTestId("size-options").locator("label").filter({ hasText: new RegExp(`^${escapeRegExp(sku.size)}$`) }).click();
  await expect(page.getByText("Veuillez choisir votre taille")).toBeHidden();
  // The shop's buttons take one click per second (spec §9): the first click above counted.
  await page.waitForTimeout(1_100);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();

  // The drawer opens with the line and its price.
  const drawer = page.getByRole("dialog", { name: /panier/i });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(product.title).first()).toBeVisible();
  const unitPrice = sku.promoPrice ?? sku.price;
  await expect(drawer.getByText(money(unitPrice)).first()).toBeVisible();

  const cart = (await (await page.request.get("/api/cart")).json()) as {
    cartItems: { productId: number; colorNo: string; size: string; quantity: number; price: number; promoPrice: number | null }[];
  };
  expect(cart.cartItems).toEqual([
    expect.objectContaining({ productId: product.id, colorNo: variation.colorNo, size: sku.size, quantity: 1, price: sku.price }),
  ]);
});
