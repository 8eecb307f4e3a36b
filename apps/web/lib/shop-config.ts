import { readWebEnv } from "@/lib/env.mjs";

/**
 * Shop settings of the storefront, read from the environment on the server at request time and passed
 * down to client components as props: nothing here is a NEXT_PUBLIC_ variable frozen into the build. There are
 * no made-up defaults: what is not configured is not shown.
 */

/** How the shop is reached; each part null when it is not configured (nothing is shown for it then). */
export type ShopContact = {
  /** The phone line: as shown to people, and the `tel:` target (digits and a leading +). */
  phone: { display: string; href: string } | null;
  email: string | null;
};

/** External addresses of the chrome; each null when not configured, and its link is then left out. */
export type ExternalLinks = {
  returnsPortal: string | null;
  company: string | null;
  corporateNews: string | null;
  newsroom: string | null;
  investors: string | null;
  sustainability: string | null;
  trackingApp: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  pinterest: string | null;
  youtube: string | null;
};

export type AnalyticsIds = { gtmId: string | null; metaPixelId: string | null; clarityId: string | null };

type Env = Record<string, string | undefined>;

/** An http(s) address, or null: a typo must not become a link that goes nowhere. */
function link(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The shop's phone (SHOP_PHONE, e.g. « +213 23 45 67 89 ») and e-mail (SHOP_EMAIL). Without them the header's
 * phone shortcut and the phone or e-mail lines of the contact and legal pages are not shown.
 */
export function getShopContact(env: Env = process.env): ShopContact {
  const { SHOP_PHONE: display, SHOP_EMAIL: email } = readWebEnv(env);
  const digits = display?.replace(/[^\d+]/g, "");
  return {
    phone: display && digits && /\d/.test(digits) ? { display, href: `tel:${digits}` } : null,
    email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
  };
}

/** The external links, from their environment variables (README, « Configuration »). */
export function getExternalLinks(env: Env = process.env): ExternalLinks {
  const settings = readWebEnv(env);
  return {
    returnsPortal: link(settings.RETURNS_PORTAL_URL),
    company: link(settings.CORPORATE_URL),
    corporateNews: link(settings.CORPORATE_NEWS_URL),
    newsroom: link(settings.NEWSROOM_URL),
    investors: link(settings.INVESTORS_URL),
    sustainability: link(settings.SUSTAINABILITY_URL),
    trackingApp: link(settings.TRACKING_APP_URL),
    facebook: link(settings.FACEBOOK_URL),
    twitter: link(settings.TWITTER_URL),
    instagram: link(settings.INSTAGRAM_URL),
    pinterest: link(settings.PINTEREST_URL),
    youtube: link(settings.YOUTUBE_URL),
  };
}

/** Tag ids of the consent-gated scripts (spec §1): none by default, so nothing loads unless configured. */
export function getAnalyticsIds(): AnalyticsIds {
  const settings = readWebEnv();
  return {
    gtmId: settings.GTM_ID ?? null,
    metaPixelId: settings.META_PIXEL_ID ?? null,
    clarityId: settings.CLARITY_ID ?? null,
  };
}
