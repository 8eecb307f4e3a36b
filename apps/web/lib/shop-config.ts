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

const read = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/** An http(s) address from the environment, or null: a typo must not become a link that goes nowhere. */
function link(env: Env, name: string): string | null {
  const value = read(env, name);
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
  const display = read(env, "SHOP_PHONE");
  const digits = display?.replace(/[^\d+]/g, "");
  const email = read(env, "SHOP_EMAIL");
  return {
    phone: display && digits && /\d/.test(digits) ? { display, href: `tel:${digits}` } : null,
    email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
  };
}

/** The external links, from their environment variables (README, « Configuration »). */
export function getExternalLinks(env: Env = process.env): ExternalLinks {
  return {
    returnsPortal: link(env, "RETURNS_PORTAL_URL"),
    company: link(env, "CORPORATE_URL"),
    corporateNews: link(env, "CORPORATE_NEWS_URL"),
    newsroom: link(env, "NEWSROOM_URL"),
    investors: link(env, "INVESTORS_URL"),
    sustainability: link(env, "SUSTAINABILITY_URL"),
    trackingApp: link(env, "TRACKING_APP_URL"),
    facebook: link(env, "FACEBOOK_URL"),
    twitter: link(env, "TWITTER_URL"),
    instagram: link(env, "INSTAGRAM_URL"),
    pinterest: link(env, "PINTEREST_URL"),
    youtube: link(env, "YOUTUBE_URL"),
  };
}

/** Tag ids of the consent-gated scripts (spec §1): none by default, so nothing loads unless configured. */
export function getAnalyticsIds(): AnalyticsIds {
  return {
    gtmId: read(process.env, "GTM_ID") ?? null,
    metaPixelId: read(process.env, "META_PIXEL_ID") ?? null,
    clarityId: read(process.env, "CLARITY_ID") ?? null,
  };
}
