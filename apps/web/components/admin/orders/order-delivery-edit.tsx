"use client";

import type { AdminOrderDetail } from "@shop/domain/contract/admin-orders";
import { useState } from "react";
import { getAdminPagesMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";
import { OrderDeliveryDialog } from "./order-delivery-dialog";

/** « Modifier la livraison » under the order's address while it can still change, and what the change gave. */
export function OrderDeliveryEdit({ order }: { order: AdminOrderDetail }) {
  const t = getAdminPagesMessages().order;
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  return (
    <div className="mt-4 border-t border-grey-100 pt-4">
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => (setDone(null), setOpen(true))}
        className={adminButton("secondary", "w-full")}
      >
        {t.editDelivery}
      </button>
      <p role="status" aria-live="polite" className="text-sm font-semibold text-success not-empty:mt-2">
        {done}
      </p>
      {open && (
        <OrderDeliveryDialog
          order={order}
          onClose={() => setOpen(false)}
          onSaved={() => (setOpen(false), setDone(t.done.delivery))}
        />
      )}
    </div>
  );
}
