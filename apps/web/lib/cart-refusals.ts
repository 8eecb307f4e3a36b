/**
 * Why a line posted by the product page's plain form (before its code ran: `app/[locale]/cart/add`) was not
 * added. Only these keys travel in the address (`?panier=sizeSoldOut`), never a text: a link cannot make the shop
 * say anything of its own.
 */
export const ADD_REFUSALS = [
  "sizeRequired",
  "sizeSoldOut",
  "cartFull",
  "tooManyRequests",
  "productArchived",
  "skuNotFound",
  "internalError",
] as const;

export type AddRefusal = (typeof ADD_REFUSALS)[number];

/** The product page's parameter that carries the refusal. */
export const ADD_REFUSAL_PARAM = "panier";

/** A refusal of the address, when it is one of ours. */
export function readAddRefusal(value: unknown): AddRefusal | undefined {
  return ADD_REFUSALS.find((refusal) => refusal === value);
}
