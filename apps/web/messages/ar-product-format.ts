import type { ProductFormats } from "./product";

/** The Arabic product-page texts that take a value and that the buying form shows: see `fr-product-format.ts`. */
export const productFormatAr: ProductFormats = {
  lowStock: (count: number) => `لم يتبقَّ سوى ${count} في المخزون`,
};
