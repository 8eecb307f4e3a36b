"use client";

import type { AdminAnnouncement } from "@shop/domain/contract/admin-announcements";
import { contrastRatio, formatContrast } from "@shop/domain/contrast";
import { useEffect, useState } from "react";
import { getAdminAnnouncementsMessages } from "@/messages/admin";
import { ArrowDownIcon, ArrowUpIcon } from "../admin-icons";
import { adminButton, formatDateTime } from "../admin-ui";
import { TopBarPreview } from "./top-bar-preview";

export type AnnouncementActions = {
  edit: () => void;
  remove: () => void;
  /** Resolves whether the API accepted it. */
  toggle: (isActive: boolean) => Promise<boolean>;
  /** Null at the first (last) place: the button stays, focusable but inert, so keyboard focus is never lost. */
  up: (() => void) | null;
  down: (() => void) | null;
  /** A change of this item is under way: its switch waits. */
  busy: boolean;
};

const BADGE = "inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ring-inset";
const STATE_TONES: Record<AdminAnnouncement["state"], string> = {
  shown: "bg-success/10 text-success ring-success/30",
  off: "bg-grey-100 text-grey-700 ring-grey-300",
  scheduled: "bg-info/10 text-info ring-info/30",
  ended: "bg-grey-100 text-grey-600 ring-grey-200",
};
const ICON_BUTTON =
  "inline-flex size-9 items-center justify-center rounded-md border border-grey-300 bg-white text-ink hover:border-grey-500 hover:bg-grey-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-30";

/** The window as staff read it, in Algiers time. */
function windowText(item: AdminAnnouncement): string {
  const t = getAdminAnnouncementsMessages().row;
  if (!item.startsAt && !item.endsAt) return t.always;
  const parts = [item.startsAt && t.from(formatDateTime(item.startsAt)), item.endsAt && t.until(formatDateTime(item.endsAt))];
  const text = parts.filter(Boolean).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One item of the top bar: the bar's line as shoppers see it in French and, below, in Arabic (right to left), its
 * state, window and contrast, then the staff's actions (switch, reorder, edit, delete; reading only for operators).
 */
export function AnnouncementRow({ item, actions }: { item: AdminAnnouncement; actions: AnnouncementActions | null }) {
  const t = getAdminAnnouncementsMessages().row;
  const ratio = contrastRatio(item.textColor, item.bgColor);
  const short = item.textFr.length > 40 ? `${item.textFr.slice(0, 40)}…` : item.textFr;
  // The switch follows the hand at once; the list read again after the change confirms it (or a refusal puts it back).
  const [wanted, setWanted] = useState<boolean | null>(null);
  useEffect(() => setWanted(null), [item.isActive]);
  return (
    <div data-announcement={item.id} className="grid gap-3 px-4 py-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-6 md:px-5">
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-grey-600">
          <span className={`${BADGE} ${STATE_TONES[item.state]}`}>{t.states[item.state]}</span>
          {item.type !== "topbar" && <span className={`${BADGE} bg-warning/10 text-warning ring-warning/30`}>{t.otherType(item.type)}</span>}
          <span>{windowText(item)}</span>
          {ratio !== undefined && <span className="tabular-nums">{t.contrast(formatContrast(ratio))}</span>}
        </div>
        <div className="grid gap-1.5">
          <p className="sr-only">{t.french}</p>
          <TopBarPreview language="fr" text={item.textFr} bgColor={item.bgColor} textColor={item.textColor} />
          {item.textAr ? (
            <>
              <p className="sr-only">{t.arabic}</p>
              <TopBarPreview language="ar" text={item.textAr} bgColor={item.bgColor} textColor={item.textColor} />
            </>
          ) : (
            <p className="text-xs font-semibold text-warning">{t.arabicMissing}</p>
          )}
        </div>
      </div>
      {actions && (
        <div className="flex flex-wrap items-center gap-1.5 md:justify-end">
          <label className="me-2 inline-flex min-h-9 cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              role="switch"
              checked={wanted ?? item.isActive}
              disabled={actions.busy}
              onChange={(event) => {
                const isActive = event.target.checked;
                setWanted(isActive);
                void actions.toggle(isActive).then((accepted) => {
                  if (!accepted) setWanted(null);
                });
              }}
              aria-label={t.activeLabel(short)}
              className="size-5 accent-ink"
            />
            {t.active}
          </label>
          <button
            type="button"
            data-move={`${item.id}:up`}
            onClick={actions.up ?? undefined}
            aria-disabled={actions.up ? undefined : true}
            aria-label={t.moveUp(short)}
            className={ICON_BUTTON}
          >
            <ArrowUpIcon />
          </button>
          <button
            type="button"
            data-move={`${item.id}:down`}
            onClick={actions.down ?? undefined}
            aria-disabled={actions.down ? undefined : true}
            aria-label={t.moveDown(short)}
            className={ICON_BUTTON}
          >
            <ArrowDownIcon />
          </button>
          <button type="button" onClick={actions.edit} aria-label={t.editLabel(short)} aria-haspopup="dialog" className={adminButton("secondary", "min-h-9 px-3")}>
            {t.edit}
          </button>
          <button type="button" onClick={actions.remove} aria-label={t.deleteLabel(short)} aria-haspopup="dialog" className={adminButton("danger", "min-h-9 px-3")}>
            {t.delete}
          </button>
        </div>
      )}
    </div>
  );
}
