"use client";

import type { BlockedPhone } from "@shop/domain/contract/admin-customers";
import Link from "next/link";
import type { ReactNode } from "react";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminMessages, getAdminPagesMessages } from "@/messages/admin";
import { adminButton, formatDateTime } from "../admin-ui";

/**
 * The blocked numbers, newest first: why, by whom and when, their orders, and « Débloquer »; `empty` when there is
 * none. The status line stays mounted when the last number is unblocked, so its confirmation is still read out.
 */
export function BlockedPhones({ phones, empty }: { phones: BlockedPhone[]; empty: ReactNode }) {
  const t = getAdminPagesMessages().blocklist;
  const system = getAdminMessages().common.system;
  const action = useAdminAction();
  return (
    <>
      <p role="status" aria-live="polite" className="px-4 text-sm font-semibold not-empty:pt-3 md:px-5">
        {action.error ? <span className="text-promo">{action.error.message}</span> : action.done && <span className="text-success">{action.done}</span>}
      </p>
      {phones.length === 0 && empty}
      <ul className="grid divide-y divide-grey-100 empty:hidden">
        {phones.map((phone) => (
          <li key={phone.phoneNumber} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3.5 md:px-5">
            <div className="min-w-0 flex-1 basis-60">
              <p className="font-semibold tabular-nums">{phone.phoneNumber}</p>
              <p className="text-sm text-grey-700">{phone.reason ?? <span className="text-grey-500">{t.noReason}</span>}</p>
              <p className="text-xs text-grey-500">{t.by(phone.blockedBy?.name ?? system, formatDateTime(phone.createdAt))}</p>
            </div>
            <div className="flex gap-2">
              <Link href={`/gestion/commandes?q=${encodeURIComponent(phone.phoneNumber)}`} className={adminButton("secondary", "min-h-9 px-3")}>
                {t.orders}
              </Link>
              <button
                type="button"
                disabled={action.isPending}
                aria-label={`${t.unblock} ${phone.phoneNumber}`}
                onClick={() =>
                  void action.run({
                    method: "delete",
                    path: `/api/admin/blocklist/${encodeURIComponent(phone.phoneNumber)}`,
                    success: t.unblocked(phone.phoneNumber),
                  })
                }
                className={adminButton("secondary", "min-h-9 px-3")}
              >
                {t.unblock}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
