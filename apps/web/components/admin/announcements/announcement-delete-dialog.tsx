"use client";

import type { AdminAnnouncement } from "@shop/domain/contract/admin-announcements";
import { FormAlert } from "@/components/forms/form-alert";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminAnnouncementsMessages, getAdminMessages } from "@/messages/admin";
import { AdminDialog, AdminDialogFooter } from "../admin-dialog";
import { adminButton } from "../admin-ui";
import { TopBarPreview } from "./top-bar-preview";

/** Asks before deleting an item for good (switching it off keeps it). */
export function AnnouncementDeleteDialog({
  item,
  onClose,
  onDone,
}: {
  item: AdminAnnouncement;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = getAdminAnnouncementsMessages().remove;
  const common = getAdminMessages().common;
  const action = useAdminAction();
  const confirm = async () => {
    if (await action.run({ method: "delete", path: `/api/admin/announcements/${item.id}`, success: t.done })) onDone(t.done);
  };
  return (
    <AdminDialog title={t.title} onClose={onClose}>
      <div className="grid gap-4 px-5 py-5 text-sm">
        {action.error && <FormAlert>{action.error.message}</FormAlert>}
        <TopBarPreview language="fr" text={item.textFr} bgColor={item.bgColor} textColor={item.textColor} />
        <p className="text-grey-700">{t.text}</p>
      </div>
      <AdminDialogFooter>
        <button type="button" onClick={onClose} className={adminButton("secondary")}>
          {common.cancel}
        </button>
        <button type="button" onClick={() => void confirm()} disabled={action.isPending} className={adminButton("danger")}>
          {t.confirm}
        </button>
      </AdminDialogFooter>
    </AdminDialog>
  );
}
