import Link from "next/link";
import type { ProductList, ProductListItem, ProductListQuery } from "@shop/domain/contract/admin-catalogue";
import { formatMoney } from "@shop/domain/money";
import { ShopImage } from "@/components/ui/shop-image";
import { getAdminProductsMessages } from "@/messages/admin";
import { formatDateTime } from "../admin-ui";
import { ProductStatusBadge } from "./product-status-badge";

type Sort = ProductListQuery["sort"];
type Dir = ProductListQuery["dir"];

/** What the « Stock bas » filter calls low: 1 to 3 units, all sizes together. */
const LOW_STOCK = 3;

const editHref = (product: ProductListItem) => `/gestion/produits/${product.id}`;

function Thumbnail({ product, size }: { product: ProductListItem; size: string }) {
  return (
    <span className={`relative block shrink-0 overflow-hidden rounded-md bg-grey-100 ${size}`}>
      {product.picture && (
        <ShopImage src={product.picture} alt="" fill sizes="64px" className="object-cover" />
      )}
    </span>
  );
}

/** The Arabic title under the French one, read right to left but kept under it (a block as wide as its text). */
function ArabicTitle({ title }: { title: string }) {
  if (!title) return null;
  return (
    <span dir="rtl" lang="ar" className="block w-fit max-w-full truncate text-sm text-grey-600">
      {title}
    </span>
  );
}

function StockCell({ stock }: { stock: number }) {
  const t = getAdminProductsMessages().list;
  if (stock === 0) return <span className="font-semibold text-promo">{t.out}</span>;
  return (
    <span className={stock <= LOW_STOCK ? "font-semibold text-gold-deep" : undefined}>
      {t.units(stock)}
      {stock <= LOW_STOCK && <span className="block text-xs font-normal">{t.low}</span>}
    </span>
  );
}

/** A column header that sorts the list: a link to the same list sorted by it, the current one marked with `aria-sort`. */
function SortHeader({
  label,
  sort,
  current,
  href,
  align = "start",
}: {
  label: string;
  sort: Sort;
  current: { sort: Sort; dir: Dir };
  href: (sort: Sort, dir: Dir) => string;
  align?: "start" | "end";
}) {
  const t = getAdminProductsMessages().list;
  const active = current.sort === sort;
  // A first click sorts titles A to Z and figures and dates from the highest; a second click turns it round.
  const next: Dir = active ? (current.dir === "asc" ? "desc" : "asc") : sort === "title" ? "asc" : "desc";
  return (
    <th
      scope="col"
      aria-sort={active ? (current.dir === "asc" ? "ascending" : "descending") : undefined}
      className={`px-4 py-3 ${align === "end" ? "text-end" : "text-start"}`}
    >
      <Link
        href={href(sort, next)}
        aria-label={t.sortBy(label, next)}
        className={`inline-flex items-center gap-1 rounded-sm uppercase hover:text-ink ${active ? "text-ink" : ""}`}
      >
        {label}
        <span aria-hidden="true" className={`text-[10px] ${active ? "" : "opacity-40"}`}>
          {active ? (current.dir === "asc" ? "▲" : "▼") : "▲▼"}
        </span>
      </Link>
    </th>
  );
}

/** The products of one page: a dense sortable table on desktop, a card per product on phones. */
export function ProductListView({
  list,
  query,
  sortHref,
}: {
  list: ProductList;
  query: ProductListQuery;
  sortHref: (sort: Sort, dir: Dir) => string;
}) {
  const t = getAdminProductsMessages().list;
  const current = { sort: query.sort, dir: query.dir };
  const price = (value: number | null) => (value === null ? t.noPrice : formatMoney(value));
  const plain = "px-4 py-3 text-start";
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-grey-200 text-xs font-semibold uppercase tracking-wider text-grey-600">
              <th scope="col" className="w-16 py-3 ps-4">
                <span className="sr-only">{t.columns.picture}</span>
              </th>
              <SortHeader label={t.columns.product} sort="title" current={current} href={sortHref} />
              <th scope="col" className={plain}>
                {t.columns.status}
              </th>
              <th scope="col" className={`${plain} hidden xl:table-cell`}>
                {t.columns.category}
              </th>
              <th scope="col" className={`${plain} hidden lg:table-cell`}>
                {t.columns.variants}
              </th>
              <SortHeader
                label={t.columns.stock}
                sort="stock"
                current={current}
                href={sortHref}
                align="end"
              />
              <SortHeader
                label={t.columns.price}
                sort="price"
                current={current}
                href={sortHref}
                align="end"
              />
              <SortHeader label={t.columns.updated} sort="updated" current={current} href={sortHref} />
            </tr>
          </thead>
          <tbody>
            {list.products.map((product) => (
              <tr key={product.id} className="border-b border-grey-100 last:border-0 hover:bg-grey-50">
                <td className="py-2.5 ps-4">
                  <Thumbnail product={product} size="size-12" />
                </td>
                <td className="px-4 py-2.5">
                  {/* A table sizes a cell by its text: the box caps a long title (cut with an ellipsis, whole on its page). */}
                  <div className="max-w-[16rem] 2xl:max-w-[24rem]">
                    <Link
                      href={editHref(product)}
                      aria-label={t.open(product.titleFr)}
                      className="block truncate font-semibold text-ink underline-offset-4 hover:underline"
                    >
                      {product.titleFr}
                    </Link>
                    <ArabicTitle title={product.titleAr} />
                    <span className="block truncate font-mono text-xs text-grey-500">{product.handle}</span>
                  </div>
                </td>
                <td className="px-4 py-2.5">
                  <ProductStatusBadge status={product.status} />
                </td>
                <td className="hidden px-4 py-2.5 xl:table-cell">
                  {product.primaryCategory?.title ?? <span className="text-grey-500">{t.noCategory}</span>}
                </td>
                <td className="hidden whitespace-nowrap px-4 py-2.5 text-grey-700 lg:table-cell">
                  <span className="block">{t.colours(product.colours)}</span>
                  <span className="block text-xs text-grey-500">{t.sizes(product.sizes)}</span>
                </td>
                <td className="whitespace-nowrap px-4 py-2.5 text-end tabular-nums">
                  <StockCell stock={product.stock} />
                </td>
                <td className="whitespace-nowrap px-4 py-2.5 text-end font-semibold tabular-nums">
                  {price(product.price)}
                </td>
                <td className="w-28 px-4 py-2.5 text-grey-600">{formatDateTime(product.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid divide-y divide-grey-100 md:hidden">
        {list.products.map((product) => (
          <li key={product.id}>
            <Link
              href={editHref(product)}
              aria-label={t.open(product.titleFr)}
              className="flex gap-3 px-4 py-3 hover:bg-grey-50"
            >
              <Thumbnail product={product} size="size-16" />
              <span className="grid min-w-0 flex-1 grid-cols-1 gap-1">
                <span className="flex items-start justify-between gap-2">
                  <span className="min-w-0">
                    <span className="line-clamp-2 font-semibold leading-snug">{product.titleFr}</span>
                    <ArabicTitle title={product.titleAr} />
                  </span>
                  <ProductStatusBadge status={product.status} />
                </span>
                <span className="flex items-center justify-between gap-2 text-sm">
                  <span className="truncate text-grey-700">{t.variants(product.colours, product.sizes)}</span>
                  <span className="shrink-0 font-semibold tabular-nums">{price(product.price)}</span>
                </span>
                <span className="flex items-center justify-between gap-2 text-xs text-grey-600">
                  <span className="tabular-nums">
                    <StockCell stock={product.stock} />
                  </span>
                  <span className="shrink-0">{formatDateTime(product.updatedAt)}</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
