/**
 * Shop settings of the storefront chrome, read on the server (environment first, then these defaults) and
 * passed down to client components as props: nothing here is a NEXT_PUBLIC_ variable frozen into the build.
 */

/** Two second-level category ids whose column starts lower in the desktop panel (spec §2). */
export const SPACED_CHILD_IDS: readonly number[] = [12, 40];

/** The API's HttpOnly session cookie (apps/api/src/plugins/session.ts): its presence is all the web reads. */
export const SESSION_COOKIE = "sid";

export type ShopContact = {
  /** As shown to people. */
  phoneDisplay: string;
  /** The `tel:` target, digits and a leading +. */
  phoneHref: string;
  email: string;
};

export type ExternalLinks = {
  returnsPortal: string;
  company: string;
  corporateNews: string;
  newsroom: string;
  investors: string;
  sustainability: string;
  trackingApp: string;
  facebook: string;
  twitter: string;
  instagram: string;
  pinterest: string;
  youtube: string;
};

export type AnalyticsIds = { gtmId: string | null; metaPixelId: string | null; clarityId: string | null };

const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

export function getShopContact(): ShopContact {
  const phoneDisplay = env("SHOP_PHONE") ?? "+213 23 00 00 00";
  return {
    phoneDisplay,
    phoneHref: `tel:${phoneDisplay.replace(/[^\d+]/g, "")}`,
    email: env("SHOP_EMAIL") ?? "service-client@rafale.dz",
  };
}

export function getExternalLinks(): ExternalLinks {
  return {
    returnsPortal: env("RETURNS_PORTAL_URL") ?? "https://retours.rafale.dz",
    company: env("CORPORATE_URL") ?? "https://groupe.rafale.com",
    corporateNews: "https://groupe.rafale.com/actualites",
    newsroom: "https://presse.rafale.com",
    investors: "https://investisseurs.rafale.com",
    sustainability: "https://groupe.rafale.com/developpement-durable",
    trackingApp: "https://run.rafale.com",
    facebook: "https://www.facebook.com/rafale.algerie",
    twitter: "https://twitter.com/rafale_dz",
    instagram: "https://www.instagram.com/rafale.algerie",
    pinterest: "https://www.pinterest.com/rafale",
    youtube: "https://www.youtube.com/@rafale",
  };
}

/** Tag ids of the consent-gated scripts (spec §1): none by default, so nothing loads unless configured. */
export function getAnalyticsIds(): AnalyticsIds {
  return {
    gtmId: env("GTM_ID") ?? null,
    metaPixelId: env("META_PIXEL_ID") ?? null,
    clarityId: env("CLARITY_ID") ?? null,
  };
}
