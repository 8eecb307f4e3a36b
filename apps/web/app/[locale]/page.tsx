import type { Metadata } from "next";
import { CampaignBanner } from "@/components/home/campaign-banner";
import { CategoryTiles, type CategoryTile } from "@/components/home/category-tiles";
import { Hero } from "@/components/home/hero";
import { OffersBanner } from "@/components/home/offers-banner";
import { ProductRail } from "@/components/home/product-rail";
import { ServiceStrip } from "@/components/home/service-strip";
import { getCategoryTree, getOffersOrNone, getProducts, getProductsOrNone, hasMedia } from "@/lib/api/catalog";
import type { CategoryNode } from "@shop/domain/contract/catalog";
import { getShopTitle } from "@/lib/brand";
import { getShopView } from "@/lib/api/shop-settings";
import { shopOpenGraph } from "@/lib/catalog/open-graph";
import { getCatalogMessages } from "@/messages/catalog";
import { getCommonMessages } from "@/messages/common";
import { enterLocale, type LocaleParams } from "@/lib/request-locale";
import { localeAlternates } from "@/lib/locale/alternates";

// Rendered per request (the build runs before the API exists); the API reads inside are still cached by
// Next's data cache (see lib/api/catalog.ts), so a request costs no API round trip most of the time.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const title = getShopTitle((await getShopView()).brandName);
  const alternates = localeAlternates("/", locale);
  return {
    alternates,
    openGraph: shopOpenGraph({ title, url: alternates.canonical, images: [{ url: HERO_IMAGE, alt: getCommonMessages().hero.imageAlt }] }),
  };
}

const HERO_IMAGE = "/media/campaign/hero-running.webp";
const CAMPAIGN_IMAGE = "/media/campaign/hero-football.webp";
const RAIL_COUNT = 8;
/** The sport of the third rail: its top-level « Sports » child, found in the tree by slug. */
const SPORT_SLUG = "sports-running";
const CAMPAIGN_SLUG = "sports-football";

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

/** A node of the tree by slug, with the path of its page. */
function findNode(tree: CategoryNode[], slug: string): { node: CategoryNode; path: string } | null {
  for (const top of tree) {
    for (const child of [...top.featured, ...top.children]) {
      if (child.slug === slug) return { node: child, path: `/categorie/${top.slug}/${child.slug}` };
    }
  }
  return null;
}

/** The « Promos » selection of the first top-level category that has one. */
function findPromos(tree: CategoryNode[]) {
  for (const top of tree) {
    const promos = top.featured.find((node) => node.title.toLowerCase() === "promos");
    if (promos) return { node: promos, path: `/categorie/${top.slug}/${promos.slug}` };
  }
  return null;
}

export default async function HomePage({ params }: LocaleParams) {
  await enterLocale(params);
  const t = getCatalogMessages().home;
  const tree = await getCategoryTree();
  const promos = findPromos(tree);
  const sport = findNode(tree, SPORT_SLUG);
  const campaign = findNode(tree, CAMPAIGN_SLUG);
  const topLevel = tree.filter((category) => category.isClickable);

  const [newest, promoProducts, sportProducts, offers, heroExists, campaignExists, tiles] = await Promise.all([
    getProducts({ sort: "newest", pageSize: RAIL_COUNT }),
    promos ? getProductsOrNone({ category: promos.node.slug, sort: "relevance", pageSize: RAIL_COUNT }) : [],
    sport ? getProductsOrNone({ category: sport.node.slug, sort: "newest", pageSize: RAIL_COUNT }) : [],
    getOffersOrNone(),
    hasMedia(HERO_IMAGE),
    hasMedia(CAMPAIGN_IMAGE),
    Promise.all(topLevel.map(toTile)),
  ]);
  const newestHref = "#nouveautes";

  return (
    <>
      <Hero
        imageSrc={heroExists ? HERO_IMAGE : null}
        shopHref={topLevel[0] ? `/categorie/${topLevel[0].slug}` : newestHref}
        newestHref={newestHref}
      />
      <OffersBanner offers={offers} />
      {tiles.length > 0 && <CategoryTiles tiles={tiles} />}
      <ProductRail id="nouveautes" title={t.newestTitle} text={t.newestText} href={null} products={newest} />
      {newest.length === 0 && <p className="container-shop mt-14 text-sm text-grey-600">{t.noProducts}</p>}
      {promos && (
        <ProductRail id="promotions" title={t.promosTitle} text={t.promosText} href={promos.path} products={promoProducts} />
      )}
      {campaign && (
        <CampaignBanner
          image={campaignExists ? CAMPAIGN_IMAGE : null}
          eyebrow={t.campaignEyebrow}
          title={t.campaignTitle}
          text={t.campaignText}
          cta={t.campaignCta}
          href={campaign.path}
        />
      )}
      {sport && (
        <ProductRail
          id="sport"
          title={t.sportTitle(sport.node.title)}
          text={t.sportText}
          href={sport.path}
          products={sportProducts}
        />
      )}
      <ServiceStrip />
    </>
  );
}
