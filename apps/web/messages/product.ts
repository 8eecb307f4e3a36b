import { messageSection } from "./locale";
import { productFr } from "./fr-product";

export type ProductMessages = typeof productFr;

/** Products: cards and the product page. Arabic will add `ar` beside `fr`. */
export const getProductMessages = messageSection<ProductMessages>({ fr: productFr, ar: productFr });
