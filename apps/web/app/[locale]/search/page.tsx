import type { Metadata } from "next";
import { CategoryChips } from "@/components/catalog/category-chips";
import { CategoryListing } from "@/components/catalog/category-listing";
import { ListingFirstItems } from "@/components/catalog/listing-first-items";
import { withoutCards } from "@/lib/catalog/card-product";
import { SearchForm } from "@/components/catalog/search-form";
import { getCategoryTreeOrEmpty, getFilteredProducts, searchProducts } from "@/lib/api/catalog";
import type { CategoryNode, CategoryWithParents } from "@shop/domain/contract/catalog";
import { filtersToSearch, parseFilters } from "@/lib/catalog/filter-params";
import { shopOpenGraph } from "@/lib/catalog/open-graph";
import { getCatalogMessages, getListingTexts } from "@/messages/catalog";
import { enterLocale, type LocaleParams } from "@/lib/request-locale";
import { localeAlternates } from "@/lib/locale/alternates";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const MAX_QUERY = 100;

async function readQuery(searchParams: Props["searchParams"]): Promise<string> {
  const raw = (await searchParams).query;
  return (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, MAX_QUERY) ?? "";
}

/** A few categories to start from: the first clickable children of each top-level category. */
function popularCategories(tree: CategoryNode[], perTopLevel = 3): CategoryWithParents[] {
  return tree
    .filter((top) => top.isClickable)
    .flatMap((top) =>
      top.children
        .filter((child) => child.isClickable)
        .slice(0, perTopLevel)
        .map((child) => ({ ...child, parent: top, grandparent: null })),
    );
}

/** The search's total and categories: its products are listed with the filters, so one is enough here. */
const searchSummary = (query: string) => searchProducts(query, 0, 1);

/** Whether the query finds anything; the page's own read of the same summary is deduplicated by Next. */
async function hasResults(query: string): Promise<boolean> {
  if (!query) return false;
  try {
    return (await searchSummary(query)).paginatedProducts.total > 0;
  } catch (error) {
    console.error("[web] recherche indisponible pour les métadonnées", error);
    return false;
  }
}

/**
 * A query with results is an indexable page whose canonical address is `/search?query=…` (docs/decisions/0008);
 * the empty search and a query without results stay out of search engines, their links still followed.
 */
export async function generateMetadata({ params, searchParams }: Props & LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const query = await readQuery(searchParams);
  const t = getCatalogMessages().searchPage;
  const title = query ? t.metaTitleFor(query) : t.metaTitle;
  const alternates = localeAlternates(query ? `/search?${new URLSearchParams({ query })}` : "/search", locale);
  const index = await hasResults(query);
  const url = alternates.canonical;
  return { title, robots: { index, follow: true }, alternates, openGraph: shopOpenGraph({ title, url }) };
}

export default async function SearchPage({ params, searchParams }: Props & LocaleParams) {
  const locale = await enterLocale(params);
  const t = getCatalogMessages().searchPage;
  const query = await readQuery(searchParams);
  // Facets and sort as on a category page, in the URL after the query (`?query=…&gender=Femme&sort=price-asc`).
  const filters = parseFilters(await searchParams);
  const [results, tree, listing] = await Promise.all([
    query ? searchSummary(query) : Promise.resolve(null),
    getCategoryTreeOrEmpty(),
    query ? getFilteredProducts({ query }, filters) : Promise.resolve(null),
  ]);
  const total = results?.paginatedProducts.total ?? 0;
  const popular = popularCategories(tree);

  return (
    <div className="container-shop pb-20 pt-8">
      <h1 className="text-3xl font-black uppercase tracking-tight md:text-5xl">
        {query ? t.resultsFor(query) : t.title}
      </h1>
      <div className="mt-6">
        <SearchForm query={query} />
      </div>

      {!query && (
        <section aria-labelledby="popular-title" className="mt-12">
          <h2 id="popular-title" className="text-xl font-black uppercase tracking-tight">
            {t.emptyTitle}
          </h2>
          <p className="mt-2 text-sm text-grey-600">{t.emptyText}</p>
          <div className="mt-5">
            <CategoryChips categories={popular} label={t.popular} />
          </div>
        </section>
      )}

      {results && total > 0 && results.categories.length > 0 && (
        <section aria-labelledby="found-categories" className="mt-10">
          <h2 id="found-categories" className="text-sm font-bold uppercase tracking-wider">
            {t.categories}
          </h2>
          <div className="mt-3">
            <CategoryChips categories={results.categories} label={t.categories} />
          </div>
        </section>
      )}

      {listing && total > 0 && (
        <CategoryListing
          key={query}
          scope={{ query }}
          initialSearch={filtersToSearch(filters)}
          texts={getListingTexts(locale)}
          initialPage={withoutCards(listing)}
          firstItems={<ListingFirstItems locale={locale} page={listing} filters={filters} />}
        />
      )}

      {results && total === 0 && (
        <section aria-labelledby="no-result" className="mt-12 border border-dashed border-grey-300 px-6 py-12">
          <h2 id="no-result" className="text-xl font-bold">
            {t.noResult(query)}
          </h2>
          <p className="mt-2 max-w-xl text-sm text-grey-600">{t.noResultText}</p>
          <div className="mt-5">
            <CategoryChips categories={results.categories.length > 0 ? results.categories : popular} label={t.popular} />
          </div>
        </section>
      )}
    </div>
  );
}
