import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { Breadcrumb } from "@/components/catalog/breadcrumb";
import { CategoryHeader } from "@/components/catalog/category-header";
import { CategoryListing } from "@/components/catalog/category-listing";
import { ListingFirstItems } from "@/components/catalog/listing-first-items";
import { getCategoryBySlug, getFilteredProducts } from "@/lib/api/catalog";
import { withoutCards } from "@/lib/catalog/card-product";
import { categoryChain, categoryPath } from "@/lib/catalog/category-path";
import { shopOpenGraph } from "@/lib/catalog/open-graph";
import { filtersToSearch, parseFilters, type SearchParamsInput } from "@/lib/catalog/filter-params";
import { getCatalogMessages, getListingTexts } from "@/messages/catalog";
import { enterLocale } from "@/lib/request-locale";
import { localeHref } from "@/lib/locale/href";
import { localeAlternates } from "@/lib/locale/alternates";

type Props = {
  params: Promise<{ locale: string; slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The category named by the URL's last segment (slugs are unique); 404 for more than three segments or an unknown slug. */
const findCategory = cache(async (segments: string[]) => {
  const slug = segments.at(-1);
  if (segments.length > 3 || !slug) notFound();
  const category = await getCategoryBySlug(decodeURIComponent(slug));
  if (!category) notFound();
  return category;
});

function toSearch(params: SearchParamsInput): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, item);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const category = await findCategory((await params).slug);
  const chain = categoryChain(category);
  const title = chain.map((link) => link.title).reverse().join(" ");
  const parents = chain.slice(0, -1).map((link) => link.title).join(" ");
  const description = getCatalogMessages().listing.metaDescription(category.title, parents);
  const alternates = localeAlternates(categoryPath(category), locale);
  return {
    title,
    description,
    alternates,
    openGraph: shopOpenGraph({ title, description, url: alternates.canonical }),
  };
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  const segments = (await params).slug;
  const category = await findCategory(segments);
  const query = await searchParams;
  const canonical = categoryPath(category);
  // A path whose parents do not match the category's own (a typo, an old link): send it to the right one.
  if (`/categorie/${segments.map(decodeURIComponent).join("/")}` !== canonical) permanentRedirect(localeHref(`${canonical}${toSearch(query)}`, locale));

  const filters = parseFilters(query);
  const page = await getFilteredProducts({ category: category.slug }, filters);
  const chain = categoryChain(category);

  return (
    <div className="container-shop pb-20 pt-6">
      <Breadcrumb
        items={chain.map((link, index) => ({
          title: link.title,
          href: `/categorie/${chain
            .slice(0, index + 1)
            .map((l) => l.slug)
            .join("/")}`,
        }))}
      />
      <CategoryHeader category={category} />
      <CategoryListing
        scope={{ category: category.slug }}
        initialSearch={filtersToSearch(filters)}
        texts={getListingTexts(locale)}
        initialPage={withoutCards(page)}
        firstItems={<ListingFirstItems locale={locale} page={page} filters={filters} />}
      />
    </div>
  );
}
