"use client";

import type { Toast, ToastLevel } from "./toast";

const LEVEL_STYLES: Record<ToastLevel, string> = {
  custom: "border-ink",
  error: "border-promo",
  info: "border-info",
  success: "border-success",
  warning: "border-warning",
};

/** The toasts on screen: title, description, level, a close button. Downloaded with the first toast. */
export function ToastList({ toasts, closeLabel, onDismiss }: { toasts: Toast[]; closeLabel: string; onDismiss: (id: number) => void }) {
  return toasts.map((toast) => (
    <div
      key={toast.id}
      role={toast.level === "error" ? "alert" : "status"}
      data-level={toast.level}
      className={`pointer-events-auto w-full max-w-sm border-s-4 bg-white p-4 shadow-xl ${LEVEL_STYLES[toast.level]}`}
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-bold">{toast.title}</p>
          {toast.description && <p className="mt-1 text-sm text-grey-700">{toast.description}</p>}
        </div>
        <button type="button" onClick={() => onDismiss(toast.id)} className="-m-1 p-1 text-grey-600 hover:text-ink" aria-label={closeLabel}>
          ×
        </button>
      </div>
    </div>
  ));
}
