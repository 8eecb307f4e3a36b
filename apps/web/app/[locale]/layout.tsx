import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { pageTitle } from "@shop/domain/constants";
import { ShopDocument } from "@/components/layout/shop-document";
import { getBrandName, getPublicUrl } from "@/lib/brand";
import { getCommonMessages } from "@/messages/common";
import "../globals.css";

export function generateMetadata(): Metadata {
  const brand = getBrandName();
  const title = pageTitle(brand);
  return {
    metadataBase: getPublicUrl(),
    title: { default: title, template: `%s – ${title}` },
    description: getCommonMessages().meta.description,
    applicationName: brand,
    openGraph: { type: "website", siteName: brand, locale: "fr_DZ", title },
  };
}

export const viewport: Viewport = { themeColor: "#111111" };

/** The storefront's root layout; the back office under /gestion has a root layout of its own. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ShopDocument>{children}</ShopDocument>;
}
