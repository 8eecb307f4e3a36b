"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { MoreIcon } from "../admin-icons";

export type RowMenuItem =
  | { kind: "button"; label: string; onSelect: () => void; danger?: boolean }
  | { kind: "link"; label: string; href: string; external?: boolean };

const ITEM = "flex min-h-10 w-full items-center rounded px-3 text-start text-sm font-semibold hover:bg-grey-100 focus-visible:bg-grey-100";

/**
 * A row's other actions behind « ⋯ »: a button that shows and hides a short list of buttons and links (a disclosure,
 * reached with Tab like any other). Escape or a click elsewhere closes it, focus back on its button.
 */
export function RowMenu({ label, items }: { label: string; items: readonly RowMenuItem[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const entry = (item: RowMenuItem): ReactNode =>
    item.kind === "link" ? (
      <Link
        href={item.href}
        onClick={() => setOpen(false)}
        className={ITEM}
        {...(item.external ? { target: "_blank", rel: "noopener" } : {})}
      >
        {item.label}
      </Link>
    ) : (
      <button
        type="button"
        onClick={() => {
          setOpen(false);
          item.onSelect();
        }}
        className={`${ITEM} ${item.danger ? "text-promo" : "text-ink"}`}
      >
        {item.label}
      </button>
    );

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="inline-flex size-9 items-center justify-center rounded-md border border-grey-300 bg-white text-ink hover:border-grey-500 hover:bg-grey-50"
      >
        <MoreIcon />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute end-0 top-full z-20 mt-1 grid w-60 gap-0.5 rounded-lg border border-grey-200 bg-white p-1 shadow-lg"
      >
        {items.map((item) => (
          <li key={item.label}>{entry(item)}</li>
        ))}
      </ul>
    </div>
  );
}
