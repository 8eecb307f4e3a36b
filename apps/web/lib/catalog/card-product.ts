import type { ProductFilterResponse, ProductSummary, ProductVariationSummary } from "@shop/domain/contract/catalog";

/** What a product card reads of a colour: its swatch, its family, its first picture and its price. */
export type CardVariation = Pick<
  ProductVariationSummary,
  "colorNo" | "colorHex" | "searchColor" | "images" | "price" | "promoPrice" | "priceVaries"
>;

/** What a product card reads of a product, its texts already in the page's language (`localizeNames`). */
export type CardProduct = Pick<ProductSummary, "id" | "title" | "articleType" | "price" | "promoPrice" | "colorCount"> & {
  variations: CardVariation[];
};

/** A listing's page as the client listing reads it: its products as cards. */
export type ListingPage = Omit<ProductFilterResponse, "products"> & { products: CardProduct[] };

/**
 * A product cut down to what its card reads. A listing's first page travels twice in the document, as the
 * cards' HTML and as the client listing's data; this keeps the second copy to the card's fields, without the
 * other language's texts, the colour names and the pictures after the first.
 */
export function toCardProduct(product: CardProduct): CardProduct {
  const { id, title, articleType, price, promoPrice, colorCount } = product;
  const variations = product.variations.map(
    ({ colorNo, colorHex, searchColor, images, price, promoPrice, priceVaries }): CardVariation => ({
      colorNo,
      colorHex,
      searchColor,
      images: images.slice(0, 1),
      price,
      promoPrice,
      priceVaries,
    }),
  );
  return { id, title, articleType, price, promoPrice, colorCount, variations };
}

/** A listing's page with its products as cards (see `toCardProduct`). */
export function toListingPage(page: ListingPage): ListingPage {
  return { ...page, products: page.products.map(toCardProduct) };
}
