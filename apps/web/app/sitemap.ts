import type { MetadataRoute } from "next";
import { getPublicUrl } from "@/lib/brand";
import { categoryPaths, sitemapIds, sitemapProducts } from "@/lib/api/sitemap";

// Read from the API per request (cached an hour in Next's data cache): the build never needs the API.
export const dynamic = "force-dynamic";

/**
 * Sitemap files /sitemap/0.xml (home and categories), /sitemap/1.xml… (5,000 products each), listed by the
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

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const file = Number(await id);
  const base = getPublicUrl();
  const url = (path: string) => new URL(path, base).toString();
  if (file === 0) {
    const categories = await categoryPaths();
    return [
      { url: url("/"), changeFrequency: "daily", priority: 1 },
      ...categories.map((path) => ({ url: url(path), changeFrequency: "daily" as const, priority: 0.8 })),
    ];
  }
  const products = await sitemapProducts(file);
  return products.map((product) => {
    const colour = product.variations[0]?.colorNo;
    const image = product.variations[0]?.images[0];
    return {
      url: url(colour ? `/produit/${product.id}?colorNo=${encodeURIComponent(colour)}` : `/produit/${product.id}`),
      changeFrequency: "weekly" as const,
      priority: 0.6,
      ...(image ? { images: [url(image)] } : {}),
    };
  });
}
