"use client";

import { lazyPart } from "@/components/ui/lazy-part";
import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useChromeMessages } from "@/lib/locale/context";

export type ToastLevel = "custom" | "error" | "info" | "success" | "warning";
export type Toast = { id: number; title: string; description?: string; level: ToastLevel };

type ToastApi = { show: (toast: Omit<Toast, "id">) => void; dismiss: (id: number) => void };

const ToastContext = createContext<ToastApi | null>(null);

const DURATION_MS = 5_000;

/** Most pages never show a toast: the toasts' markup is downloaded with the first one. */
const ToastList = lazyPart(() => import("./toast-list").then((module) => module.ToastList), { visible: false });

/**
 * The toast host at the root of the page shell (spec §2): title, description and level. The live region is
 * always there, so a screen reader announces a toast added to it.
 */
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
        {toasts.length > 0 && (
          <Suspense fallback={null}>
            <ToastList toasts={toasts} closeLabel={t.close} onDismiss={dismiss} />
          </Suspense>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast must be used inside <ToastProvider>");
  return toast;
}
