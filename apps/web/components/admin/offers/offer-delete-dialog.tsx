"use client";

import type { AdminOffer } from "@shop/domain/contract/admin-offers";
import { FormAlert } from "@/components/forms/form-alert";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminMessages, getAdminOffersMessages } from "@/messages/admin";
import { AdminDialog, AdminDialogFooter } from "../admin-dialog";
import { adminButton } from "../admin-ui";

/** Asks before deleting an offer for good (switching it off keeps it). */
export function OfferDeleteDialog({ offer, onClose, onDone }: { offer: AdminOffer; onClose: () => void; onDone: (message: string) => void }) {
  const t = getAdminOffersMessages();
  const common = getAdminMessages().common;
  const action = useAdminAction();
  const confirm = async () => {
    if (await action.run({ method: "delete", path: `/api/admin/offers/${offer.id}`, success: t.remove.done })) onDone(t.remove.done);
  };
  return (
    <AdminDialog title={t.remove.title} onClose={onClose}>
      <div className="grid gap-3 px-5 py-5 text-sm">
        {action.error && <FormAlert>{action.error.message}</FormAlert>}
        <p className="font-semibold text-ink">
          {t.row.threshold(offer.minOrderAmount)} · {offer.titleFr}
        </p>
        <p className="text-grey-700">{t.remove.text}</p>
      </div>
      <AdminDialogFooter>
        <button type="button" onClick={onClose} className={adminButton("secondary")}>
          {common.cancel}
        </button>
        <button type="button" onClick={() => void confirm()} disabled={action.isPending} className={adminButton("danger")}>
          {t.remove.confirm}
        </button>
      </AdminDialogFooter>
    </AdminDialog>
  );
}
