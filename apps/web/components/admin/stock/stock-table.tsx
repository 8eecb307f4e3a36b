import Image from "next/image";
import Link from "next/link";
import type { StockSku } from "@shop/domain/contract/admin-stock";
import { formatMoney } from "@shop/domain/money";
import { getAdminPagesMessages } from "@/messages/admin";
import { StockChangeForm } from "./stock-change-form";

function StockLevel({ stock }: { stock: number }) {
  const tone = stock === 0 ? "bg-promo/10 text-promo" : stock <= 3 ? "bg-warning/10 text-warning" : "bg-success/10 text-success";
  return <span className={`inline-flex min-w-10 justify-center rounded-full px-2 py-0.5 text-sm font-bold tabular-nums ${tone}`}>{stock}</span>;
}

/** SKUs with their stock: a row each on desktop, a card each on phones, each with its change form and history. */
export function StockTable({ skus, historyHref }: { skus: StockSku[]; historyHref: (skuId: number) => string }) {
  const t = getAdminPagesMessages().stock;
  return (
    <ul className="grid divide-y divide-grey-100">
      {skus.map((sku) => (
        <li key={sku.skuId} className="grid gap-3 px-4 py-3 md:grid-cols-[minmax(0,1fr)_8rem_5rem_7rem_10rem] md:items-center">
          <div className="flex min-w-0 items-center gap-3">
            <div className="relative size-12 shrink-0 overflow-hidden rounded-md bg-grey-100">
              {sku.image && <Image src={sku.image} alt="" fill sizes="70px" className="object-cover" />}
            </div>
            <div className="min-w-0 text-sm">
              <p className="truncate font-semibold">{sku.title}</p>
              <p className="text-grey-600">
                {sku.colorName} ({sku.colorNo}) · {t.size} {sku.size}
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
          <p className="text-sm tabular-nums">{formatMoney(sku.promoPrice ?? sku.price)}</p>
          <div className="flex flex-wrap items-start gap-2 md:justify-end">
            <StockChangeForm sku={sku} />
            <Link href={historyHref(sku.skuId)} className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-info hover:underline">
              {t.history}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
