"use client";

import { useAdminAction } from "@/lib/admin/client";
import { getAdminPagesMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";

/** One click blocks the number (its next orders are refused at checkout); an owner or operator can undo it. */
export function BlockPhoneButton({ phoneNumber, blocked, orderNumber }: { phoneNumber: string; blocked: boolean; orderNumber: number }) {
  const t = getAdminPagesMessages().order;
  const action = useAdminAction();
  return (
    <div className="grid gap-2">
      <button
        type="button"
        disabled={action.isPending}
        onClick={() =>
          void action.run(
            blocked
              ? { method: "delete", path: `/api/admin/blocklist/${encodeURIComponent(phoneNumber)}`, success: t.unblockDone }
              : {
                  method: "post",
                  path: "/api/admin/blocklist",
                  body: { phoneNumber, reason: t.blockReason(orderNumber) },
                  success: t.blockDone,
                },
          )
        }
        className={adminButton(blocked ? "secondary" : "danger", "w-full")}
      >
        {blocked ? t.unblock : t.block}
      </button>
      <p aria-live="polite" className="text-sm">
        {action.error ? <span className="text-promo">{action.error.message}</span> : action.done}
      </p>
    </div>
  );
}
