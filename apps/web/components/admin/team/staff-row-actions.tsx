"use client";

import type { StaffUser } from "@shop/domain/contract/admin-auth";
import { useId, useState, type FormEvent } from "react";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminPagesMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";

/** Disable or enable a member, or give them a new password (which ends their open sessions). */
export function StaffRowActions({ member }: { member: StaffUser }) {
  const t = getAdminPagesMessages().team;
  const id = useId();
  const [resetting, setResetting] = useState(false);
  const action = useAdminAction();
  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    const ok = await action.run({ method: "post", path: `/api/admin/staff/${member.id}/password`, body: { password }, success: t.passwordDone });
    if (ok) setResetting(false);
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2 md:justify-end">
        <button
          type="button"
          disabled={action.isPending}
          onClick={() =>
            void action.run({ method: "patch", path: `/api/admin/staff/${member.id}`, body: { disabled: !member.disabled }, success: t.updated })
          }
          className={adminButton(member.disabled ? "secondary" : "danger", "min-h-9 px-3")}
        >
          {member.disabled ? t.enable : t.disable}
        </button>
        <button type="button" aria-expanded={resetting} onClick={() => setResetting(!resetting)} className={adminButton("secondary", "min-h-9 px-3")}>
          {t.resetPassword}
        </button>
      </div>
      {resetting && (
        <form onSubmit={reset} className="grid gap-2 rounded-md border border-grey-200 bg-grey-50 p-3">
          <label htmlFor={id} className="text-xs font-semibold text-grey-700">
            {t.newPassword}
          </label>
          <input id={id} name="password" type="password" autoComplete="new-password" required aria-describedby={`${id}-hint`} className="rounded-md border border-grey-300 px-3 py-2 text-sm" />
          <p id={`${id}-hint`} className="text-xs text-grey-600">
            {t.passwordHint}
          </p>
          <button type="submit" disabled={action.isPending} className={adminButton("primary", "justify-self-start min-h-9 px-3")}>
            {t.resetPassword}
          </button>
        </form>
      )}
      <p role="status" aria-live="polite" className="text-xs font-semibold md:text-end">
        {action.error ? <span className="text-promo">{action.error.message}</span> : <span className="text-success">{action.done}</span>}
      </p>
    </div>
  );
}
