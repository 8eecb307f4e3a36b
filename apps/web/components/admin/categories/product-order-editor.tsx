"use client";

import { CATEGORY_LIMITS, type CategoryProduct, type CategoryProducts } from "@shop/domain/contract/admin-categories";
import { formatMoney } from "@shop/domain/money";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { ShopImage } from "@/components/ui/shop-image";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminCategoriesMessages } from "@/messages/admin";
import { ArrowDownIcon, ArrowUpIcon } from "../admin-icons";
import { SearchField } from "../search-field";
import { adminButton } from "../admin-ui";

const ICON_BUTTON =
  "inline-flex size-9 items-center justify-center rounded-md border border-grey-300 bg-white text-ink hover:border-grey-500 hover:bg-grey-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-30";
const SMALL = "min-h-9 px-3 aria-disabled:cursor-not-allowed aria-disabled:opacity-40";

function ProductLine({ product, rank, children }: { product: CategoryProduct; rank?: number; children: ReactNode }) {
  const t = getAdminCategoriesMessages().order;
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <div className="flex items-center gap-2">
        {rank !== undefined && <span className="w-6 text-end text-sm font-bold tabular-nums text-grey-500">{rank}</span>}
        <div className="relative size-11 shrink-0 overflow-hidden rounded-md bg-grey-100">
          {product.picture && <ShopImage src={product.picture} alt="" fill sizes="70px" className="object-cover" />}
        </div>
      </div>
      <div className="min-w-0 text-sm">
        <p className="line-clamp-2 break-words font-semibold">{product.titleFr}</p>
        <p className="flex flex-wrap gap-x-2 text-xs text-grey-600">
          <span className="tabular-nums">{formatMoney(product.price)}</span>
          {product.status !== "published" && <span className="font-semibold text-warning">{t.status[product.status]}</span>}
          {!product.inStock && <span className="font-semibold text-promo">{t.outOfStock}</span>}
        </p>
      </div>
      <div className="col-span-2 flex flex-wrap gap-1.5 sm:col-span-1 sm:justify-end">{children}</div>
    </li>
  );
}

/**
 * A category's products in hand order: those placed first (reordered with up, down and « En tête », or taken out),
 * then the others in the shop's order, each placed at the head or after the placed ones. Saved as a whole; the
 * storefront's listing of the category then shows the placed ones first under its default sort.
 */
export function ProductOrderEditor({ data, writer, q }: { data: CategoryProducts; writer: boolean; q: string | undefined }) {
  const t = getAdminCategoriesMessages().order;
  const action = useAdminAction();
  const [placed, setPlaced] = useState<CategoryProduct[]>(data.placed);
  const [source, setSource] = useState(data);
  // The page read again after a save: the server's order is the one shown.
  if (source !== data) {
    setSource(data);
    setPlaced(data.placed);
  }
  const dirty = placed.map((product) => product.id).join(",") !== data.placed.map((product) => product.id).join(",");
  const placedIds = new Set(placed.map((product) => product.id));
  const seen = new Set<number>();
  const others = [...data.placed, ...data.others].filter((product) => {
    if (placedIds.has(product.id) || seen.has(product.id)) return false;
    seen.add(product.id);
    return true;
  });
  const full = placed.length >= CATEGORY_LIMITS.handOrderMax;

  // A product moved in the lists keeps the keyboard's focus: on the same button when it stays in its list, on its
  // « En tête » when it changes list. Buttons at an end stay focusable (aria-disabled) for the same reason.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    document.querySelector<HTMLElement>(`[data-order="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [placed]);
  const change = (product: CategoryProduct, control: "up" | "down" | "top", next: (list: CategoryProduct[]) => CategoryProduct[]) => {
    refocus.current = `${product.id}:${control}`;
    setPlaced(next);
  };
  const swap = (product: CategoryProduct, index: number, to: number, control: "up" | "down") => {
    if (to < 0 || to >= placed.length) return;
    change(product, control, (list) => {
      const next = [...list];
      [next[index], next[to]] = [next[to]!, next[index]!];
      return next;
    });
  };
  const toTop = (product: CategoryProduct) => {
    if (!placedIds.has(product.id) && full) return;
    change(product, "top", (list) => [product, ...list.filter((item) => item.id !== product.id)]);
  };
  const append = (product: CategoryProduct) => {
    if (!full) change(product, "top", (list) => [...list, product]);
  };
  const unplace = (product: CategoryProduct) => change(product, "top", (list) => list.filter((item) => item.id !== product.id));
  const inert = (off: boolean) => (off ? ({ "aria-disabled": true } as const) : {});
  const save = () =>
    void action.run({
      method: "put",
      path: `/api/admin/categories/${data.category.id}/products/order`,
      body: { productIds: placed.map((product) => product.id) },
      success: t.saved,
    });

  if (data.total === 0) return <p className="px-4 py-8 text-center text-sm text-grey-600 md:px-5">{t.empty}</p>;
  return (
    <div className="grid gap-4 p-4 md:p-5">
      <p className="max-w-3xl text-sm text-grey-700">{writer ? t.intro : `${t.intro} ${t.readOnly}`}</p>
      <div className="grid gap-4">
        <section aria-labelledby="placed-title" className="rounded-lg border border-grey-200">
          <h3 id="placed-title" className="border-b border-grey-100 px-4 py-2.5 text-xs font-bold uppercase tracking-wider text-grey-600">
            {t.placedTitle(placed.length)}
          </h3>
          {placed.length === 0 ? (
            <p className="px-4 py-6 text-sm text-grey-600">{t.placedEmpty}</p>
          ) : (
            <ol className="divide-y divide-grey-100">
              {placed.map((product, index) => (
                <ProductLine key={product.id} product={product} rank={index + 1}>
                  {writer && (
                    <>
                      <button
                        type="button"
                        data-order={`${product.id}:up`}
                        {...inert(index === 0)}
                        onClick={() => swap(product, index, index - 1, "up")}
                        aria-label={t.moveUp(product.titleFr)}
                        className={ICON_BUTTON}
                      >
                        <ArrowUpIcon />
                      </button>
                      <button
                        type="button"
                        data-order={`${product.id}:down`}
                        {...inert(index === placed.length - 1)}
                        onClick={() => swap(product, index, index + 1, "down")}
                        aria-label={t.moveDown(product.titleFr)}
                        className={ICON_BUTTON}
                      >
                        <ArrowDownIcon />
                      </button>
                      <button
                        type="button"
                        data-order={`${product.id}:top`}
                        {...inert(index === 0)}
                        onClick={() => index > 0 && toTop(product)}
                        aria-label={t.toTopLabel(product.titleFr)}
                        className={adminButton("secondary", SMALL)}
                      >
                        {t.toTop}
                      </button>
                      <button type="button" onClick={() => unplace(product)} aria-label={t.unplaceLabel(product.titleFr)} className={adminButton("secondary", SMALL)}>
                        {t.unplace}
                      </button>
                    </>
                  )}
                </ProductLine>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="others-title" className="rounded-lg border border-grey-200">
          <h3 id="others-title" className="border-b border-grey-100 px-4 py-2.5 text-xs font-bold uppercase tracking-wider text-grey-600">
            {t.othersTitle(others.length, Math.max(others.length, data.total - placed.length))}
          </h3>
          <form method="get" action="/gestion/categories" role="search" className="flex gap-2 border-b border-grey-100 px-4 py-2.5">
            <input type="hidden" name="produits" value={data.category.id} />
            <SearchField
              id="order-q"
              label={t.search}
              placeholder={t.searchPlaceholder}
              defaultValue={q}
              compact
              submit={
                <button type="submit" className={adminButton("secondary", SMALL)}>
                  {t.searchButton}
                </button>
              }
            />
          </form>
          {others.length === 0 ? (
            <p className="px-4 py-6 text-sm text-grey-600">{q ? t.othersNone : t.othersEmpty}</p>
          ) : (
            <ul className="max-h-[30rem] divide-y divide-grey-100 overflow-y-auto">
              {others.map((product) => (
                <ProductLine key={product.id} product={product}>
                  {writer && (
                    <>
                      <button
                        type="button"
                        data-order={`${product.id}:top`}
                        {...inert(full)}
                        onClick={() => toTop(product)}
                        aria-label={t.toTopLabel(product.titleFr)}
                        className={adminButton("secondary", SMALL)}
                      >
                        {t.toTop}
                      </button>
                      <button type="button" {...inert(full)} onClick={() => append(product)} aria-label={t.appendLabel(product.titleFr)} className={adminButton("secondary", SMALL)}>
                        {t.append}
                      </button>
                    </>
                  )}
                </ProductLine>
              ))}
            </ul>
          )}
        </section>
      </div>
      {writer && (
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" onClick={save} disabled={action.isPending || !dirty} className={adminButton("primary")}>
            {t.save}
          </button>
          <p role="status" aria-live="polite" className="text-sm font-semibold">
            {action.error ? (
              <span className="text-promo">{action.error.message}</span>
            ) : dirty ? (
              <span className="text-warning">{t.unsaved}</span>
            ) : (
              <span className="text-success">{action.done}</span>
            )}
            {full && <span className="ms-2 text-grey-600">{t.full(CATEGORY_LIMITS.handOrderMax)}</span>}
          </p>
        </div>
      )}
    </div>
  );
}
