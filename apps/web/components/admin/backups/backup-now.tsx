"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminBackupsMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";

/** « Sauvegarder maintenant », and the page read again every two seconds while a backup is being written. */
export function BackupNow({ running }: { running: boolean }) {
  const t = getAdminBackupsMessages().page;
  const router = useRouter();
  const action = useAdminAction();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => router.refresh(), 2_000);
    return () => clearInterval(timer);
  }, [running, router]);
  return (
    <div className="grid justify-items-end gap-1">
      <button
        type="button"
        disabled={running || action.isPending}
        onClick={() => void action.run({ method: "post", path: "/api/admin/backups", success: t.started })}
        className={adminButton("primary")}
      >
        {running ? t.running : t.now}
      </button>
      <p aria-live="polite" className="text-xs text-grey-600">
        {action.error ? (
          <span className="text-promo">{action.error.message}</span>
        ) : running ? (
          t.running
        ) : (
          action.done
        )}
      </p>
    </div>
  );
}
