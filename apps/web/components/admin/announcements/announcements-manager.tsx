"use client";

import type { AdminAnnouncement } from "@shop/domain/contract/admin-announcements";
import { useEffect, useRef, useState } from "react";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminAnnouncementsMessages } from "@/messages/admin";
import { EmptyState, PageHeader, Panel, adminButton } from "../admin-ui";
import { AnnouncementDeleteDialog } from "./announcement-delete-dialog";
import { AnnouncementFormDialog } from "./announcement-form-dialog";
import { AnnouncementRow, type AnnouncementActions } from "./announcement-row";

type Dialog = { kind: "form"; item: AdminAnnouncement | null } | { kind: "delete"; item: AdminAnnouncement };

const shortText = (item: AdminAnnouncement) => (item.textFr.length > 40 ? `${item.textFr.slice(0, 40)}…` : item.textFr);

/**
 * The announcements page: its header, the top bar's items in their order (each previewed as shoppers see it), and
 * the dialogs that change them. What a change did is announced above the list; the page is then read again from the
 * server (`useAdminAction`). Operators (`writer` false) read the list only.
 */
export function AnnouncementsManager({ items, writer }: { items: readonly AdminAnnouncement[]; writer: boolean }) {
  const t = getAdminAnnouncementsMessages();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const change = useAdminAction();
  const [changing, setChanging] = useState<number | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 6_000);
    return () => clearTimeout(timer);
  }, [notice]);

  // Up and down send the order the page shows: until it is read again after a move they wait, so that a second
  // press is not made on an order already gone (the API would refuse it as stale).
  const [movedFrom, setMovedFrom] = useState<readonly AdminAnnouncement[] | null>(null);
  const settling = change.isPending || movedFrom === items;
  // The row moves in the page: focus goes back to the button pressed, for a keyboard to press it again.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    document.querySelector<HTMLElement>(`[data-move="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [items]);

  const step = async (index: number, direction: "up" | "down") => {
    if (settling) return;
    const item = items[index]!;
    const ids = items.map((entry) => entry.id);
    const other = direction === "up" ? index - 1 : index + 1;
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    setNotice(null);
    refocus.current = `${item.id}:${direction}`;
    const message = t.row.moved(shortText(item));
    if (await change.run({ method: "put", path: "/api/admin/announcements/order", body: { ids }, success: message })) {
      setMovedFrom(items);
      setNotice(message);
    }
  };
  const toggle = async (item: AdminAnnouncement, isActive: boolean): Promise<boolean> => {
    setNotice(null);
    setChanging(item.id);
    const message = isActive ? t.row.switchedOn(shortText(item)) : t.row.switchedOff(shortText(item));
    const accepted = await change.run({ method: "put", path: `/api/admin/announcements/${item.id}/active`, body: { isActive }, success: message });
    if (accepted) setNotice(message);
    setChanging(null);
    return accepted;
  };
  const actionsOf = (item: AdminAnnouncement, index: number): AnnouncementActions | null =>
    writer
      ? {
          edit: () => setDialog({ kind: "form", item }),
          remove: () => setDialog({ kind: "delete", item }),
          toggle: (isActive) => toggle(item, isActive),
          up: index > 0 ? () => void step(index, "up") : null,
          down: index < items.length - 1 ? () => void step(index, "down") : null,
          busy: changing === item.id,
        }
      : null;

  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
  };
  const create = () => setDialog({ kind: "form", item: null });
  const shown = items.filter((item) => item.state === "shown" && item.type === "topbar").length;
  return (
    <>
      <PageHeader
        title={t.page.title}
        description={writer ? t.page.description(items.length, shown) : t.page.readOnly}
        actions={
          writer ? (
            <button type="button" onClick={create} aria-haspopup="dialog" className={adminButton("primary")}>
              <span aria-hidden="true" className="text-lg leading-none">
                +
              </span>
              {t.page.create}
            </button>
          ) : undefined
        }
      />
      <div className="grid gap-4">
        <div role="status" aria-live="polite" className="sticky top-16 z-10 empty:hidden lg:top-4">
          {notice && (
            <p className="rounded-md border border-grey-200 border-s-4 border-s-success bg-white px-4 py-2.5 text-sm font-semibold text-success shadow-md">{notice}</p>
          )}
        </div>
        {change.error && (
          <p role="alert" className="rounded-md border border-promo/30 bg-promo/10 px-4 py-2.5 text-sm font-semibold text-promo">
            {change.error.message}
          </p>
        )}
        <Panel title={t.page.listTitle} bodyClassName="">
          {items.length === 0 ? (
            <EmptyState title={t.page.emptyTitle}>
              <p>{writer ? t.page.emptyText : t.page.emptyReadOnly}</p>
              {writer && (
                <button type="button" onClick={create} className={adminButton("primary", "mt-4")}>
                  {t.page.create}
                </button>
              )}
            </EmptyState>
          ) : (
            <ol className="divide-y divide-grey-200">
              {items.map((item, index) => (
                <li key={item.id}>
                  <AnnouncementRow item={item} actions={actionsOf(item, index)} />
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
      {dialog?.kind === "form" && <AnnouncementFormDialog announcement={dialog.item} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === "delete" && <AnnouncementDeleteDialog item={dialog.item} onClose={() => setDialog(null)} onDone={done} />}
    </>
  );
}
