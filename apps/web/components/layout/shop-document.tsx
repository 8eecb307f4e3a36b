import localFont from "next/font/local";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import type { Locale } from "@shop/domain/constants";
import { LocaleProvider } from "@/lib/locale/context";
import { getDirection, getMessages } from "@/lib/i18n";
import { getChromeTexts, getLocaleOffers } from "@/messages/chrome";
import { preloadArabicFont } from "./arabic-font";
import { PageShell } from "./page-shell";

// Self-hosted Inter, cut to the weights (400–900) and features the shop uses by scripts/subset-font.py (30 KB
// instead of 48): no font request leaves the shop. The Latin range covers French, including œ and the ’.
// `optional`: preloaded, it is there for the first paint; on a connection too slow for that, the page keeps its
// metric-matched fallback rather than redrawing every line when the font arrives (a late swap repaints the
// largest text, which then counts as the page's largest paint), and the next page has it from the cache.
const inter = localFont({
  src: "../../fonts/inter-latin-wght-400-900.woff2",
  weight: "400 900",
  style: "normal",
  variable: "--font-inter",
  display: "optional",
});

/**
 * The storefront's whole document: <html>, the skip link, the client providers and the page shell. Used by the
 * shop's root layout and by the global 404 page, which Next.js renders without any layout.
 */
export function ShopDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = getMessages(locale);
  if (locale === "ar") preloadArabicFont();

  return (
    <html
      lang={locale}
      dir={getDirection(locale)}
      className={inter.variable}
    >
      <body className="flex min-h-dvh flex-col">
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
