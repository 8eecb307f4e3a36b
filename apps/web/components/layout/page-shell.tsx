import { SESSION_COOKIE } from "@shop/domain/constants";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { CartDrawer } from "@/components/cart/cart-drawer";
import { CookieConsent } from "@/components/consent/cookie-consent";
import { LocaleOffer } from "@/components/locale/locale-offer";
import { getNonce } from "@/lib/security/nonce";
import { HeaderStateProvider } from "@/components/header/header-state";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SessionHint } from "./session-hint";
import { getAnalyticsIds } from "@/lib/shop-config";

/**
 * The page shell (spec §2): header, page content, footer, then the cart drawer and the cookie consent. The toast
 * host sits above it, in <Providers>.
 */
export async function PageShell({ children }: { children: ReactNode }) {
  const hasSession = (await cookies()).has(SESSION_COOKIE);
  const nonce = await getNonce();
  return (
    <HeaderStateProvider>
      <SessionHint hasSession={hasSession} />
      <LocaleOffer />
      <SiteHeader />
      <main id="contenu" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <CartDrawer />
      <CookieConsent {...getAnalyticsIds()} nonce={nonce} />
    </HeaderStateProvider>
  );
}
