import type { Locale } from "@shop/domain/constants";
import { messageSection } from "./locale";
import type { productFormatFr } from "./fr-product-format";
import { productFr } from "./fr-product";
import { productAr } from "./ar-product";
import type { Translation } from "./translation";

export type ProductMessages = Translation<typeof productFr>;

/** Products: cards and the product page. */
export const getProductMessages = messageSection<ProductMessages>({ fr: productFr, ar: productAr });

/** The buying form's texts that take a value, one language's (`fr-product-format.ts`, `ar-product-format.ts`). */
export type ProductFormats = Translation<typeof productFormatFr>;

/** The price's hidden labels (« Prix : », « Prix promotionnel : », « Prix initial : »), for `ProductPrice`. */
export type ProductPriceTexts = Pick<ProductMessages["product"], "price" | "promoPrice" | "regularPrice">;

const FORM_TEXTS = [
  "fromPrice",
  "quantity",
  "adding",
  "addToCart",
  "added",
  "size",
  "soldOut",
  "chooseSize",
  "sizeGuide",
  "wishlistAdd",
  "wishlistRemove",
] as const;

/** The plain texts of the product page's buying form (price, sizes, quantity, buttons, wishlist, sticky bar). */
export type ProductFormTexts = Record<(typeof FORM_TEXTS)[number], string> & { prices: ProductPriceTexts };

/** What the buying form's client components read: its plain texts and its language's formats. */
export type ProductFormMessages = ProductFormTexts & ProductFormats;

/**
 * One language's texts of the buying form, as the product page hands them to it: the form's code carries no
 * product texts, and a page sends the browser its own language's only.
 */
export function getProductFormTexts(locale: Locale): ProductFormTexts {
  const { product, productPage } = getProductMessages(locale);
  const texts = Object.fromEntries(FORM_TEXTS.map((key) => [key, productPage[key]])) as Record<(typeof FORM_TEXTS)[number], string>;
  return { ...texts, prices: { price: product.price, promoPrice: product.promoPrice, regularPrice: product.regularPrice } };
}
