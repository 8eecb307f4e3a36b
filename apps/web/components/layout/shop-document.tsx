import localFont from "next/font/local";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import type { Locale } from "@shop/domain/constants";
import { LocaleProvider } from "@/lib/locale/context";
import { getDirection, getMessages } from "@/lib/i18n";
import { getChromeTexts, getLocaleOffers } from "@/messages/chrome";
import { preloadArabicFont } from "./arabic-font";
import { BrandFont } from "./brand-font";
import { brandFontScript } from "./brand-font-script";
import { getNonce } from "@/lib/security/nonce";
import { PageShell } from "./page-shell";

// Self-hosted Inter, cut to the weights (400–900) and features the shop uses by scripts/subset-font.py (30 KB
// instead of 48): no font request leaves the shop. The Latin range covers French, including œ and the ’.
// Not preloaded, and named on the document only once the browser holds it (BrandFont, decision 0053): a first visit
// is drawn in the system's sans-serif without waiting for it. `optional`: a document that names it and does not get
// it at once (a cache emptied meanwhile) keeps the fallback rather than redrawing every line when it arrives.
const inter = localFont({
  src: "../../fonts/inter-latin-wght-400-900.woff2",
  weight: "400 900",
  style: "normal",
  variable: "--font-inter",
  display: "optional",
  preload: false,
});

/**
 * The storefront's whole document: <html>, the skip link, the client providers and the page shell. Used by the
 * shop's root layout and by the global 404 page, which Next.js renders without any layout.
 */
export async function ShopDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = getMessages(locale);
  const nonce = await getNonce();
  if (locale === "ar") preloadArabicFont();

  return (
    // The face's class is set by the script below before the first paint, not by React: no hydration warning.
    <html lang={locale} dir={getDirection(locale)} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: brandFontScript(inter.variable) }} />
        <BrandFont className={inter.variable} family={inter.style.fontFamily.split(",")[0]!} />
        <a
          href="#contenu"
          className="sr-only z-50 bg-ink px-4 py-3 text-sm font-bold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          {t.a11y.skipToContent}
        </a>
        <LocaleProvider locale={locale} chrome={getChromeTexts(locale)} localeOffers={getLocaleOffers()}>
          <Providers>
            <PageShell>{children}</PageShell>
          </Providers>
        </LocaleProvider>
      </body>
    </html>
  );
}
