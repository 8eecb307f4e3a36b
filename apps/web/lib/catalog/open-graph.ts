import type { Metadata } from "next";
import { getBrandName } from "@/lib/brand";

type OpenGraph = NonNullable<Metadata["openGraph"]>;

/**
 * A page's Open Graph tags with the shop's own (site name, locale, type). Next replaces the layout's
 * `openGraph` object as a whole when a page sets one, so every page passes through here.
 */
export function shopOpenGraph(page: OpenGraph): OpenGraph {
  return { type: "website", siteName: getBrandName(), locale: "fr_DZ", ...page } as OpenGraph;
}
