import type { Metadata } from "next";
import type { Locale } from "@shop/domain/constants";
import { getBrandName } from "@/lib/brand";
import { currentLocale } from "@/messages/locale";

type OpenGraph = NonNullable<Metadata["openGraph"]>;

export const OPEN_GRAPH_LOCALES: Readonly<Record<Locale, string>> = { fr: "fr_DZ", ar: "ar_DZ" };

/**
 * A page's Open Graph tags with the shop's own (site name, the page's locale, type). Next replaces the layout's
 * `openGraph` object as a whole when a page sets one, so every page passes through here.
 */
export function shopOpenGraph(page: OpenGraph): OpenGraph {
  return { type: "website", siteName: getBrandName(), locale: OPEN_GRAPH_LOCALES[currentLocale()], ...page } as OpenGraph;
}
