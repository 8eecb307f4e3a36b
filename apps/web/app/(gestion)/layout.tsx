import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { AdminProviders } from "@/components/admin/admin-providers";
import { getBrandName } from "@/lib/brand";
import { BRAND_ICONS } from "@/lib/brand-icon";
import { currentLocale, getDirection } from "@/lib/i18n";
import { getAdminMessages } from "@/messages/admin";
import "./gestion.css";

// The shop's Inter, the same file as the storefront's: the back office loads nothing of the shop's pages.
const inter = localFont({
  src: "../../fonts/inter-latin-wght-400-900.woff2",
  weight: "400 900",
  style: "normal",
  variable: "--font-inter",
  display: "swap",
});

export function generateMetadata(): Metadata {
  const t = getAdminMessages().meta;
  const brand = getBrandName();
  return {
    title: { default: `${t.title} – ${brand}`, template: `${t.template} – ${brand}` },
    // Never indexed nor followed; proxy.ts adds the same as an X-Robots-Tag header and robots.txt disallows it.
    robots: { index: false, follow: false },
    icons: BRAND_ICONS,
  };
}

export const viewport: Viewport = { themeColor: "#111111" };

/**
 * The back office's root layout, apart from the storefront's: no shop header or footer, no cart, no consent
 * banner or tags. Its client code is only ever loaded by /gestion pages.
 */
export default function GestionLayout({ children }: { children: ReactNode }) {
  const locale = currentLocale();
  return (
    <html lang={locale} dir={getDirection(locale)} className={inter.variable}>
      <body className="min-h-dvh bg-grey-50">
        <a
          href="#contenu"
          className="sr-only z-50 bg-ink px-4 py-3 text-sm font-bold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          {getAdminMessages().skipToContent}
        </a>
        <AdminProviders>{children}</AdminProviders>
      </body>
    </html>
  );
}
