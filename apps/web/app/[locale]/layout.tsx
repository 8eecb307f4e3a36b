import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { ShopDocument } from "@/components/layout/shop-document";
import { getPublicUrl, getShopTitle } from "@/lib/brand";
import { getShopView } from "@/lib/api/shop-settings";
import { BRAND_ICONS } from "@/lib/brand-icon";
import { OPEN_GRAPH_LOCALES } from "@/lib/catalog/open-graph";
import { enterLocale, type LocaleParams } from "@/lib/request-locale";
import { getCommonMessages } from "@/messages/common";
import "../globals.css";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  // The name saved in the back office (« Boutique »), the environment's while the API cannot say.
  const brand = (await getShopView()).brandName;
  const title = getShopTitle(brand);
  return {
    metadataBase: getPublicUrl(),
    title: { default: title, template: `%s – ${title}` },
    description: getCommonMessages().meta.description,
    applicationName: brand,
    icons: BRAND_ICONS,
    openGraph: { type: "website", siteName: brand, locale: OPEN_GRAPH_LOCALES[locale], title },
  };
}

export const viewport: Viewport = { themeColor: "#111111" };

/**
 * The storefront's root layout, for every language (`/…` is French, rewritten to `/fr/…` by the proxy; `/ar/…`
 * is Arabic); the back office under /gestion has a root layout of its own.
 */
export default async function ShopLayout({ children, params }: { children: ReactNode } & LocaleParams) {
  const locale = await enterLocale(params);
  return <ShopDocument locale={locale}>{children}</ShopDocument>;
}
