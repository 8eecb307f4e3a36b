import { messageSection } from "./locale";
import { productFr } from "./fr-product";
import { productAr } from "./ar-product";
import type { Translation } from "./translation";

export type ProductMessages = Translation<typeof productFr>;

/** Products: cards and the product page. */
export const getProductMessages = messageSection<ProductMessages>({ fr: productFr, ar: productAr });
