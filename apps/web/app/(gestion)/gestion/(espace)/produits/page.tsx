import type { Metadata } from "next";
import Link from "next/link";
import {
  ProductListQuerySchema,
  type ProductList,
  type ProductListQuery,
} from "@shop/domain/contract/admin-catalogue";
import { EmptyState, PageHeader, Pagination, Panel, adminButton } from "@/components/admin/admin-ui";
import { ProductFilters, ProductStatusTabs } from "@/components/admin/products/product-filters";
import { ProductListView } from "@/components/admin/products/product-list";
import { canEditCatalogue, getCategoryChoices } from "@/lib/admin/catalogue";
import { adminGet, requireStaff, withQuery } from "@/lib/admin/server";
import { getAdminBulkPricesMessages, getAdminCatalogueFilesMessages, getAdminMessages, getAdminProductsMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminProductsMessages().list.metaTitle };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The catalogue, searched, filtered, sorted and paginated by the API from the URL's query; an invalid filter is dropped. */
export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = Object.fromEntries(
    Object.entries(await searchParams).flatMap(([key, value]) => {
      const text = Array.isArray(value) ? value[0] : value;
      return text ? [[key, text]] : [];
    }),
  );
  const parsed = ProductListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : ProductListQuerySchema.parse({});
  const [staff, list, categories] = await Promise.all([
    requireStaff(),
    adminGet<ProductList>("/api/admin/products", { ...query }),
    getCategoryChoices(),
  ]);
  const t = getAdminProductsMessages().list;
  const writer = canEditCatalogue(staff.role);
  const { page: _page, pageSize: _size, ...filters } = query;
  const href = (changes: Partial<Record<keyof ProductListQuery, string | number | undefined>>) => {
    const next = { ...filters, ...changes };
    // The default order (last changed first) stays out of the address.
    return withQuery("/gestion/produits", {
      ...next,
      sort: next.sort === "updated" ? undefined : next.sort,
      dir: next.dir === "desc" ? undefined : next.dir,
    });
  };
  const searched = Boolean(query.q || query.category || query.status || query.stock);
  const createButton = (label: string) => (
    <Link href="/gestion/produits/nouveau" className={adminButton("primary")}>
      <span aria-hidden="true" className="text-lg leading-none">
        +
      </span>
      {label}
    </Link>
  );

  return (
    <>
      <PageHeader
        title={t.title}
        description={<span aria-live="polite">{getAdminMessages().common.results(list.total)}</span>}
        actions={
          writer ? (
            <>
              <Link href="/gestion/produits/import" className={adminButton("secondary")}>
                {getAdminCatalogueFilesMessages().link}
              </Link>
              <Link href="/gestion/produits/prix-groupes" className={adminButton("secondary")}>
                {getAdminBulkPricesMessages().link}
              </Link>
              {createButton(t.create)}
            </>
          ) : (
            <Link href="/gestion/produits/import" className={adminButton("secondary")}>
              {getAdminCatalogueFilesMessages().exportLink}
            </Link>
          )
        }
      />
      <div className="grid gap-4">
        <ProductStatusTabs current={query.status} href={(status) => href({ status, page: undefined })} />
        <ProductFilters query={query} categories={categories} />
        <Panel bodyClassName="" className="min-w-0">
          {list.products.length > 0 ? (
            <ProductListView
              list={list}
              query={query}
              sortHref={(sort, dir) => href({ sort, dir, page: undefined })}
            />
          ) : searched ? (
            <EmptyState title={t.noResultTitle}>
              <p>{t.noResultText}</p>
              <Link href="/gestion/produits" className={adminButton("secondary", "mt-4")}>
                {t.reset}
              </Link>
            </EmptyState>
          ) : (
            <EmptyState title={t.emptyTitle}>
              <p>{writer ? t.emptyText : t.emptyReadOnly}</p>
              {writer && <div className="mt-4">{createButton(t.emptyCreate)}</div>}
            </EmptyState>
          )}
        </Panel>
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          href={(page) => href({ page })}
        />
      </div>
    </>
  );
}
