import { CategoryTiles, type CategoryTile } from "@/components/home/category-tiles";
import { Hero } from "@/components/home/hero";
import { NEWEST_ANCHOR, NewestProducts } from "@/components/home/newest-products";
import { getCategoryTree, getProducts, hasMedia } from "@/lib/api/catalog";
import type { CategoryNode } from "@/lib/api/types";

// Rendered per request (the build runs before the API exists); the API reads inside are still cached by
// Next's data cache (see lib/api/catalog.ts), so a request costs no API round trip most of the time.
export const dynamic = "force-dynamic";

const HERO_IMAGE = "/media/campaign/hero-running.webp";
const NEWEST_COUNT = 8;

/**
 * A tile per top-level category, pictured by its campaign image (`/media/campaign/tile-{slug}.webp`) or else
 * by its newest product; no picture when neither can be read.
 */
async function toTile(category: CategoryNode): Promise<CategoryTile> {
  const campaign = `/media/campaign/tile-${category.slug}.webp`;
  if (await hasMedia(campaign)) return { category, image: campaign };
  try {
    const [product] = await getProducts({ category: category.slug, sort: "newest", pageSize: 1 });
    return { category, image: product?.variations[0]?.images[0] ?? null };
  } catch (error) {
    console.error(`[web] image de la catégorie ${category.slug} indisponible`, error);
    return { category, image: null };
  }
}

export default async function HomePage() {
  const [tree, newest, heroExists] = await Promise.all([
    getCategoryTree(),
    getProducts({ sort: "newest", pageSize: NEWEST_COUNT }),
    hasMedia(HERO_IMAGE),
  ]);
  const topLevel = tree.filter((category) => category.isClickable);
  const tiles = await Promise.all(topLevel.map(toTile));
  const newestHref = `#${NEWEST_ANCHOR}`;

  return (
    <>
      <Hero
        imageSrc={heroExists ? HERO_IMAGE : null}
        shopHref={topLevel[0] ? `/categorie/${topLevel[0].slug}` : newestHref}
        newestHref={newestHref}
      />
      {tiles.length > 0 && <CategoryTiles tiles={tiles} />}
      <NewestProducts products={newest} />
    </>
  );
}
