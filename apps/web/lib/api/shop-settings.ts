import type { PublicShop } from "@shop/domain/contract/admin-shop";
import type { FreeDeliveryRule } from "@shop/domain/free-delivery";
import { cache } from "react";
import { apiGet } from "@/lib/api/server";
import { readWebEnv } from "@/lib/env.mjs";
import { getExternalLinks, getShopContact, type ExternalLinks, type ShopContact } from "@/lib/shop-config";

/**
 * The shop's details as every storefront page shows them: the back office's (« Boutique », `GET /api/shop`), kept
 * like the catalogue's answers and forgotten as soon as the catalogue's version moves, so a change shows within two
 * seconds (decision 0068). The environment's values stand in while the API cannot say, and for the links the back
 * office does not keep (the group's pages, the app, the other networks). Server-only.
 */
export type ShopView = {
  brandName: string;
  contact: ShopContact;
  links: ExternalLinks;
  tiktok: string | null;
  /** Free delivery above an amount, for the checkout's summary (the server applies it again to the order). */
  freeDelivery: FreeDeliveryRule | null;
};

/** The environment's values alone (the API unreachable, or a render without one). */
export function shopViewFromEnv(env: Record<string, string | undefined> = process.env): ShopView {
  return { brandName: readWebEnv(env).BRAND_NAME, contact: getShopContact(env), links: getExternalLinks(env), tiktok: null, freeDelivery: null };
}

/** The phone as shown and as a `tel:` target, as the header and the footer link it. */
function phoneOf(display: string | null): ShopContact["phone"] {
  const digits = display?.replace(/[^\d+]/g, "");
  return display && digits && /\d/.test(digits) ? { display, href: `tel:${digits}` } : null;
}

/** The back office's details over the environment's: a blank one there is not shown, whatever the environment says. */
export function shopViewOf(shop: PublicShop, env: ShopView = shopViewFromEnv()): ShopView {
  return {
    brandName: shop.brandName,
    contact: { phone: phoneOf(shop.phone), email: shop.email },
    links: { ...env.links, facebook: shop.facebookUrl, instagram: shop.instagramUrl, returnsPortal: shop.returnsPortalUrl },
    tiktok: shop.tiktokUrl,
    freeDelivery: shop.freeDelivery,
  };
}

/** The details of this request's pages, read once per request. */
export const getShopView = cache(async (): Promise<ShopView> => {
  const env = shopViewFromEnv();
  try {
    return shopViewOf(await apiGet<PublicShop>("/api/shop", { revalidate: 60 }), env);
  } catch (error) {
    console.error("[web] coordonnées de la boutique indisponibles : celles de l’environnement", error);
    return env;
  }
});
