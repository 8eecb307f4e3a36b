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
import { WebVitalsReporter } from "@/components/vitals/web-vitals-reporter";
import { readWebEnv } from "@/lib/env.mjs";
import { getShopView } from "@/lib/api/shop-settings";

/**
 * The page shell (spec §2): the cookie consent, header, page content, footer, then the cart drawer. The toast
 * host sits above it, in <Providers>. The consent overlay comes first in the document: a first visit's browser
 * paints it from the first bytes of the body, instead of after the whole page has been parsed (it is fixed and
 * modal, so its place in the document changes neither the layout nor the reading order of the page behind it).
 */
export async function PageShell({ children }: { children: ReactNode }) {
  const hasSession = (await cookies()).has(SESSION_COOKIE);
  const [nonce, shop] = await Promise.all([getNonce(), getShopView()]);
  return (
    <HeaderStateProvider>
      <CookieConsent {...getAnalyticsIds()} nonce={nonce} />
      <SessionHint hasSession={hasSession} />
      <LocaleOffer />
      <SiteHeader />
      <main id="contenu" className="flex-1">
        {children}
      </main>
      <SiteFooter shop={shop} />
      <CartDrawer />
      <WebVitalsReporter sample={readWebEnv().WEB_VITALS_SAMPLE} />
    </HeaderStateProvider>
  );
}
