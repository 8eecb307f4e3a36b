import { ShopImage } from "@/components/ui/shop-image";
import Link from "next/link";
import type { StockSku } from "@shop/domain/contract/admin-stock";
import { formatMoney } from "@shop/domain/money";
import { getAdminPagesMessages } from "@/messages/admin";
import { StockChangeForm } from "./stock-change-form";

const COLUMNS = "md:grid-cols-[minmax(0,1fr)_8rem_5rem_7rem_12rem]";

function StockLevel({ stock }: { stock: number }) {
  const tone =
    stock === 0
      ? "bg-promo/10 text-promo"
      : stock <= 3
        ? "bg-warning/10 text-warning"
        : "bg-success/10 text-success";
  return (
    <span
      className={`inline-flex min-w-10 justify-center rounded-full px-2 py-0.5 text-sm font-bold tabular-nums ${tone}`}
    >
      {stock}
    </span>
  );
}

/** SKUs with their stock: a row each on desktop, a card each on phones, each with its change form and history. */
export function StockTable({
  skus,
  historyHref,
}: {
  skus: StockSku[];
  historyHref: (skuId: number) => string;
}) {
  const t = getAdminPagesMessages().stock;
  return (
    <>
      {/* Column names for the eye; each cell names itself to screen readers. */}
      <div
        aria-hidden="true"
        className={`hidden gap-x-4 border-b border-grey-200 px-4 py-2.5 text-xs font-semibold uppercase tracking-wider text-grey-600 md:grid ${COLUMNS}`}
      >
        <span>{t.article}</span>
        <span>{t.ean}</span>
        <span>{t.units}</span>
        <span>{t.price}</span>
        <span />
      </div>
      <ul className="grid divide-y divide-grey-100">
        {skus.map((sku) => (
          <li key={sku.skuId} className={`grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-4 gap-y-3 px-4 py-3 ${COLUMNS}`}>
            <div className="col-span-3 flex min-w-0 items-center gap-3 md:col-span-1">
              <div className="relative size-12 shrink-0 overflow-hidden rounded-md bg-grey-100">
                {sku.image && <ShopImage src={sku.image} alt="" fill sizes="70px" className="object-cover" />}
              </div>
              <div className="min-w-0 text-sm">
                <p className="truncate font-semibold">{sku.title}</p>
                <p className="text-grey-600">
                  {sku.colorName} ({sku.colorNo}) · {t.sizeOf(sku.size)}
                </p>
              </div>
            </div>
            <p className="font-mono text-xs text-grey-600">
              <span className="sr-only">{t.ean} </span>
              {sku.ean}
            </p>
            <p>
              <span className="sr-only">{t.units} </span>
              <StockLevel stock={sku.stock} />
            </p>
            <p className="text-end text-sm tabular-nums md:text-start">
              <span className="sr-only">{t.price} </span>
              {formatMoney(sku.promoPrice ?? sku.price)}
            </p>
            <div className="col-span-3 flex items-center gap-2 md:col-span-1 md:justify-end">
              <StockChangeForm sku={sku} />
              <Link
                href={historyHref(sku.skuId)}
                className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-info hover:underline"
              >
                {t.history}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
