import type { ChromeMessages } from "@/messages/chrome";

export type QuickLink = { title: string; href: string; external: boolean };

/**
 * The account quick links of the desktop dropdown and the phone menu, in the spec's order (§2). The returns
 * portal is there only when the shop has configured its address.
 */
export function quickLinks(returnsPortalUrl: string | null, t: ChromeMessages["accountMenu"]): QuickLink[] {
  return [
    { title: t.myAccount, href: "/account", external: false },
    ...(returnsPortalUrl ? [{ title: t.returns, href: returnsPortalUrl, external: true }] : []),
    { title: t.favourites, href: "/account/wishlist", external: false },
    { title: t.help, href: "/contact-us", external: false },
  ];
}

export const LOGIN_HREF = "/account/login";
export const REGISTER_HREF = "/account/login?action=register";
