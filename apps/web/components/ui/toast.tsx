"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useChromeMessages } from "@/lib/locale/context";

export type ToastLevel = "custom" | "error" | "info" | "success" | "warning";
export type Toast = { id: number; title: string; description?: string; level: ToastLevel };

type ToastApi = { show: (toast: Omit<Toast, "id">) => void; dismiss: (id: number) => void };

const ToastContext = createContext<ToastApi | null>(null);

const LEVEL_STYLES: Record<ToastLevel, string> = {
  custom: "border-ink",
  error: "border-promo",
  info: "border-info",
  success: "border-success",
  warning: "border-warning",
};

const DURATION_MS = 5_000;

/** The toast host at the root of the page shell (spec §2): title, description and level. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (toast: Omit<Toast, "id">) => {
      const id = Date.now() + Math.random();
      setToasts((all) => [...all.slice(-3), { ...toast, id }]);
      setTimeout(() => dismiss(id), DURATION_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const t = useChromeMessages().toast;
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-[70] flex flex-col items-end gap-3 md:inset-x-auto md:end-6"
      >
        {toasts.map((toast) => (
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
              <button
                type="button"
                onClick={() => dismiss(toast.id)}
                className="-m-1 p-1 text-grey-600 hover:text-ink"
                aria-label={t.close}
              >
                ×
              </button>
            </div>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast must be used inside <ToastProvider>");
  return toast;
}
