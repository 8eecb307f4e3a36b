import { readWebEnv } from "@/lib/env.mjs";
import { getCommonMessages } from "@/messages/common";

/**
 * The brand name, read from the environment on the server at request time (never a NEXT_PUBLIC_ variable,
 * which would be frozen into the build).
 */
export function getBrandName(): string {
  return readWebEnv().BRAND_NAME;
}

/** The shop's public address, for absolute links in metadata. */
export function getPublicUrl(): URL {
  return new URL(readWebEnv().PUBLIC_URL);
}

/**
 * The shop's title, brand then tagline, in the request's language (the home page's, and every title's end); `brand`:
 * the shop's saved name where the caller has it (`getShopView()`), the environment's otherwise.
 */
export function getShopTitle(brand: string = getBrandName()): string {
  return `${brand} | ${getCommonMessages().meta.tagline}`;
}
