"use client";

import type { MessageState } from "@shop/domain/contract/admin-messages";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminPagesMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";

/** Mark a contact message read, answered or unread again. */
export function MessageStateButtons({ id, state }: { id: number; state: MessageState }) {
  const t = getAdminPagesMessages().messages;
  const action = useAdminAction();
  const moves: { to: MessageState; label: string }[] = [
    ...(state === "new" ? [{ to: "read" as const, label: t.markRead }] : [{ to: "new" as const, label: t.markNew }]),
    ...(state !== "answered" ? [{ to: "answered" as const, label: t.markAnswered }] : []),
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      {moves.map((move) => (
        <button
          key={move.to}
          type="button"
          disabled={action.isPending}
          onClick={() => void action.run({ method: "patch", path: `/api/admin/messages/${id}`, body: { state: move.to }, success: t.done })}
          className={adminButton(move.to === "answered" ? "primary" : "secondary", "min-h-9 px-3")}
        >
          {move.label}
        </button>
      ))}
      <span role="status" aria-live="polite" className="text-xs font-semibold">
        {action.error ? <span className="text-promo">{action.error.message}</span> : <span className="text-success">{action.done}</span>}
      </span>
    </div>
  );
}
