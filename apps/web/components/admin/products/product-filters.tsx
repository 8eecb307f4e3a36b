import Link from "next/link";
import { PRODUCT_STATUSES, type ProductStatus } from "@shop/domain/constants";
import {
  PRODUCT_LIST_SORTS,
  PRODUCT_STOCK_FILTERS,
  type ProductListQuery,
} from "@shop/domain/contract/admin-catalogue";
import type { CategoryChoice } from "@/lib/admin/category-choices";
import { getAdminProductsMessages } from "@/messages/admin";
import { SearchField, filterControl, filterLabel } from "../search-field";
import { adminButton } from "../admin-ui";
import { PRODUCT_STATUS_DOTS } from "./product-status-badge";

const control = filterControl;
const label = filterLabel;

/** « Tous · Brouillon · Publié · Archivé » as links keeping the other filters, like the orders' tabs. */
export function ProductStatusTabs({
  current,
  href,
}: {
  current: ProductStatus | undefined;
  href: (status: ProductStatus | undefined) => string;
}) {
  const t = getAdminProductsMessages();
  const tab = (status: ProductStatus | undefined, text: string) => {
    const active = status === current;
    return (
      <li key={status ?? "all"} className="shrink-0">
        <Link
          href={href(status)}
          aria-current={active ? "page" : undefined}
          className={`flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors ${
            active ? "bg-ink text-white" : "text-grey-700 hover:bg-white hover:text-ink"
          }`}
        >
          {status && (
            <span aria-hidden="true" className={`size-2 rounded-full ${PRODUCT_STATUS_DOTS[status]}`} />
          )}
          {text}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={t.list.statusTabs} className="min-w-0">
      <ul className="flex flex-wrap gap-1">
        {tab(undefined, t.list.all)}
        {PRODUCT_STATUSES.map((status) => tab(status, t.status[status]))}
      </ul>
    </nav>
  );
}

/**
 * The list's search, filters and sort as a plain GET form: the URL holds the whole state, so a filtered list can
 * be bookmarked and shared, and it works before any script has loaded. The sort is here too for phones, whose
 * cards have no column headers to click.
 */
export function ProductFilters({
  query,
  categories,
}: {
  query: ProductListQuery;
  categories: CategoryChoice[];
}) {
  const t = getAdminProductsMessages().list;
  const filtered = Boolean(query.category || query.stock || query.sort !== "updated" || query.dir !== "desc");
  const resetHref = query.status ? `/gestion/produits?status=${query.status}` : "/gestion/produits";
  return (
    <form
      method="get"
      action="/gestion/produits"
      role="search"
      aria-label={t.searchLabel}
      className="grid gap-3 rounded-lg border border-grey-200 bg-white p-4"
    >
      {query.status && <input type="hidden" name="status" value={query.status} />}
      <div className="flex gap-2">
        <SearchField
          id="products-q"
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          defaultValue={query.q}
          submit={
            <button type="submit" className={adminButton("primary")}>
              {t.search}
            </button>
          }
        />
      </div>
      <details className="group" open={filtered}>
        <summary className="cursor-pointer select-none text-sm font-semibold text-grey-700 hover:text-ink">
          {t.filters}
        </summary>
        <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <div className="col-span-2 lg:col-span-1">
            <label htmlFor="products-category" className={label}>
              {t.category}
            </label>
            <select
              id="products-category"
              name="category"
              defaultValue={query.category ?? ""}
              className={control}
            >
              <option value="">{t.any}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {`${"\u00a0\u00a0".repeat(category.depth - 1)}${category.title}`}
                </option>
              ))}
            </select>
          </div>
          <div className="col-span-2 lg:col-span-1">
            <label htmlFor="products-stock" className={label}>
              {t.stock}
            </label>
            <select id="products-stock" name="stock" defaultValue={query.stock ?? ""} className={control}>
              <option value="">{t.anyStock}</option>
              {PRODUCT_STOCK_FILTERS.map((stock) => (
                <option key={stock} value={stock}>
                  {t.stockFilters[stock]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="products-sort" className={label}>
              {t.sort}
            </label>
            <select id="products-sort" name="sort" defaultValue={query.sort} className={control}>
              {PRODUCT_LIST_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t.sorts[sort]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="products-dir" className={label}>
              {t.dir}
            </label>
            <select id="products-dir" name="dir" defaultValue={query.dir} className={control}>
              <option value="desc">{t.dirs.desc}</option>
              <option value="asc">{t.dirs.asc}</option>
            </select>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={adminButton("secondary")}>
            {t.apply}
          </button>
          {(filtered || query.q) && (
            <Link href={resetHref} className={adminButton("secondary", "border-transparent")}>
              {t.reset}
            </Link>
          )}
        </div>
      </details>
    </form>
  );
}
