"use client";

import { useId, type ReactNode } from "react";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { getAdminMessages } from "@/messages/admin";
import { CloseIcon } from "./admin-icons";

/**
 * A modal dialog of the back office, open while it is rendered: a title with its sentence and a close button,
 * then the caller's content (usually a form ending with `AdminDialogFooter`). Escape, the backdrop and the close
 * button call `onClose`; focus stays inside and goes back to the opener (`useModalDialog`).
 */
export function AdminDialog({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const dialog = useModalDialog(true, onClose);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="m-auto max-h-[92dvh] w-[min(40rem,calc(100vw-1.5rem))] max-w-none overflow-y-auto overscroll-contain rounded-lg bg-white p-0 text-start text-ink shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex items-start justify-between gap-4 border-b border-grey-100 px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-black tracking-tight">
            {title}
          </h2>
          {description && <div className="mt-1 text-sm text-grey-600">{description}</div>}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={getAdminMessages().common.close}
          className="-me-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-grey-600 hover:bg-grey-100 hover:text-ink"
        >
          <CloseIcon />
        </button>
      </div>
      {children}
    </dialog>
  );
}

/** The dialog's buttons, kept in view at the bottom while a long form scrolls. */
export function AdminDialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-2 border-t border-grey-200 bg-grey-50 px-5 py-4">
      {children}
    </div>
  );
}
