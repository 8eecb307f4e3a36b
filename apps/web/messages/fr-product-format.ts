/**
 * The French product-page texts that take a value and that the buying form shows in the browser (the stock
 * arrives there). The form's client components import these for the page's language and receive the plain texts
 * from the page (`getProductFormTexts()`).
 */
export const productFormatFr = {
  lowStock: (count: number) => `Plus que ${count} en stock`,
} as const;
