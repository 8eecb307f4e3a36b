import type { MetadataRoute } from "next";
import { LOCALES } from "@shop/domain/constants";
import { getPublicUrl } from "@/lib/brand";
import { languageAddresses } from "@/lib/locale/alternates";
import { localeHref } from "@/lib/locale/href";
import { categoryPaths, sitemapIds, sitemapProducts } from "@/lib/api/sitemap";

// Read from the API per request (its answers follow every change of the catalogue): the build never needs the API.
export const dynamic = "force-dynamic";

/**
 * Sitemap files /sitemap/0.xml (home and categories), /sitemap/1.xml… (5,000 products each, each in French and
 * in Arabic), listed by the
 * index at /sitemap-index.xml (app/sitemap-index.xml/route.ts: Next reserves /sitemap.xml for this file).
 * Next also calls this at build time: with no API there, it answers file 0 only; the live answer comes per
 * request.
 */
export async function generateSitemaps(): Promise<{ id: number }[]> {
  try {
    return (await sitemapIds()).map((id) => ({ id }));
  } catch (error) {
    console.warn("[web] sitemaps : API indisponible, seul le fichier 0 est annoncé", error instanceof Error ? error.message : error);
    return [{ id: 0 }];
  }
}

type Entry = MetadataRoute.Sitemap[number];

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const file = Number(await id);
  const base = getPublicUrl();
  const url = (path: string) => new URL(path, base).toString();
  /** A page in every language, each entry naming the others (hreflang), as the pages' own links do. */
  const inEveryLanguage = (path: string, entry: Omit<Entry, "url">): Entry[] => {
    const languages = Object.fromEntries(Object.entries(languageAddresses(path)).map(([key, href]) => [key, url(href)]));
    return LOCALES.map((locale) => ({ url: url(localeHref(path, locale)), ...entry, alternates: { languages } }));
  };
  if (file === 0) {
    const categories = await categoryPaths();
    return [
      ...inEveryLanguage("/", { changeFrequency: "daily", priority: 1 }),
      ...categories.flatMap((path) => inEveryLanguage(path, { changeFrequency: "daily", priority: 0.8 })),
    ];
  }
  const products = await sitemapProducts(file);
  return products.flatMap((product) => {
    const colour = product.variations[0]?.colorNo;
    const image = product.variations[0]?.images[0];
    const path = colour ? `/produit/${product.id}?colorNo=${encodeURIComponent(colour)}` : `/produit/${product.id}`;
    return inEveryLanguage(path, { changeFrequency: "weekly", priority: 0.6, ...(image ? { images: [url(image)] } : {}) });
  });
}
