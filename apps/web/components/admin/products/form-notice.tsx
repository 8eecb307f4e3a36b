"use client";

import { useEffect, useRef, type ReactNode } from "react";

export type NoticeTone = "error" | "info";

const TONES: Record<NoticeTone, string> = {
  error: "border-promo/40 bg-promo/5 before:bg-promo",
  info: "border-info/30 bg-info/5 before:bg-info",
};

/**
 * A message about the whole form at its top (a save refused, a newer version loaded). An error is an alert and
 * takes the focus when it appears unless a field took it (`focus={false}`), so the keyboard and the screen reader
 * start from it; the page scrolls it into view.
 */
export function FormNotice({
  tone,
  title,
  children,
  actions,
  focus = true,
}: {
  tone: NoticeTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  focus?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus) return;
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [focus, title, children]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={`relative overflow-hidden rounded-lg border px-4 py-3 ps-5 text-sm text-ink outline-none before:absolute before:inset-y-0 before:start-0 before:w-1 focus-visible:outline-2 focus-visible:outline-ink ${TONES[tone]}`}
    >
      <p className="font-bold">{title}</p>
      {children && <div className="mt-1 text-grey-800">{children}</div>}
      {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
