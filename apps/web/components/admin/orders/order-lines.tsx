"use client";

import type { AdminOrderDetail } from "@shop/domain/contract/admin-orders";
import { MAX_QUANTITY_PER_LINE } from "@shop/domain/constants";
import { formatMoney } from "@shop/domain/money";
import { ShopImage } from "@/components/ui/shop-image";
import { useState } from "react";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminPagesMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";

type Line = AdminOrderDetail["lines"][number];

function LineInfo({ line }: { line: Line }) {
  const t = getAdminPagesMessages().order;
  return (
    <div className="flex min-w-0 items-start gap-3">
      <div className="relative size-16 shrink-0 overflow-hidden rounded-md bg-grey-100">
        {line.image && <ShopImage src={line.image} alt="" fill sizes="70px" className="object-cover" />}
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">
          {line.title}
          {line.isGift && <span className="ms-2 rounded-full bg-gold-light px-2 py-0.5 text-xxs font-bold uppercase text-gold-deep">{t.gift}</span>}
        </p>
        <p className="text-grey-600">
          {t.colour(line.colorName, line.colorNo)} · {t.size(line.size)}
        </p>
        <p className="text-xs tabular-nums text-grey-500">
          EAN {line.ean} · {line.stock === null ? t.skuGone : t.inStock(line.stock)}
        </p>
      </div>
    </div>
  );
}

/**
 * The order's lines with their images and prices. Before shipping, staff change quantities or remove lines;
 * the API reprices the order (offers, gift, fee) and moves the stock, and the page shows its new totals.
 */
export function OrderLines({ order }: { order: AdminOrderDetail }) {
  const t = getAdminPagesMessages().order;
  const [editing, setEditing] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const action = useAdminAction();
  const quantityOf = (line: Line) => quantities[line.id] ?? line.quantity;

  const save = async () => {
    const lines = order.lines
      .filter((line) => !line.isGift && quantityOf(line) !== line.quantity)
      .map((line) => ({ id: line.id, quantity: quantityOf(line) }));
    if (lines.length === 0) return setEditing(false);
    const ok = await action.run({ method: "patch", path: `/api/admin/orders/${order.id}`, body: { lines }, success: t.done.edit });
    if (ok) {
      setEditing(false);
      setQuantities({});
    }
  };

  return (
    <div className="grid gap-3">
      <ul className="grid divide-y divide-grey-100">
        {order.lines.map((line) => {
          const quantity = quantityOf(line);
          return (
            <li key={line.id} className={`flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 ${quantity === 0 ? "opacity-50" : ""}`}>
              <LineInfo line={line} />
              <div className="ms-auto flex items-center gap-3">
                {editing && !line.isGift ? (
                  <>
                    <label className="sr-only" htmlFor={`quantity-${line.id}`}>
                      {`${t.quantity} – ${line.title} ${line.size}`}
                    </label>
                    <input
                      id={`quantity-${line.id}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={MAX_QUANTITY_PER_LINE}
                      value={quantity}
                      onChange={(event) => setQuantities({ ...quantities, [line.id]: Math.max(0, Number(event.target.value) || 0) })}
                      className="w-20 rounded-md border border-grey-300 px-2 py-1.5 text-end text-sm tabular-nums"
                    />
                    <button
                      type="button"
                      onClick={() => setQuantities({ ...quantities, [line.id]: quantity === 0 ? line.quantity : 0 })}
                      className="text-sm font-semibold text-promo underline-offset-4 hover:underline"
                    >
                      {quantity === 0 ? t.restore : t.remove}
                    </button>
                  </>
                ) : (
                  <span className="text-sm tabular-nums text-grey-700">
                    {line.quantity} × {formatMoney(line.promoPrice ?? line.unitPrice)}
                  </span>
                )}
                <span className="w-28 text-end text-sm font-semibold tabular-nums">{formatMoney(line.lineTotal)}</span>
              </div>
            </li>
          );
        })}
      </ul>
      {order.editable && (
        <div className="flex flex-wrap items-center gap-2 border-t border-grey-100 pt-3">
          {editing ? (
            <>
              <button type="button" onClick={() => void save()} disabled={action.isPending} className={adminButton("primary")}>
                {t.saveEdit}
              </button>
              <button type="button" onClick={() => (setEditing(false), setQuantities({}))} className={adminButton("secondary")}>
                {t.closeEdit}
              </button>
            </>
          ) : (
            <button type="button" onClick={() => setEditing(true)} className={adminButton("secondary")}>
              {t.edit}
            </button>
          )}
          <p className="basis-full text-xs text-grey-600">{t.editText}</p>
        </div>
      )}
      <p role="status" aria-live="polite" className="text-sm font-semibold">
        {action.error ? <span className="text-promo">{action.error.message}</span> : <span className="text-success">{action.done}</span>}
      </p>
    </div>
  );
}
