"use client";

import { useEffect, useRef } from "react";
import { CloseIcon, SearchIcon } from "@/components/ui/icons";
import { SearchBox } from "@/components/search/search-box";
import { useHeaderState } from "./header-state";
import { useChromeMessages } from "@/lib/locale/context";

const PANEL_ID = "mobile-search";

/** The small-screen search: a toggle and a panel under the header; opening it closes the phone menu. */
export function MobileSearchToggle() {
  const t = useChromeMessages().header;
  const { panel, togglePanel } = useHeaderState();
  const open = panel === "search";
  return (
    <button
      type="button"
      data-search-toggle
      aria-expanded={open}
      aria-controls={PANEL_ID}
      aria-label={open ? t.closeSearch : t.openSearch}
      onClick={() => togglePanel("search")}
      className="inline-flex h-11 w-10 items-center justify-center rounded-full hover:bg-grey-100 sm:w-11 lg:hidden"
    >
      {open ? <CloseIcon /> : <SearchIcon />}
    </button>
  );
}

export function MobileSearchPanel({ brand }: { brand: string }) {
  const { panel, closePanel } = useHeaderState();
  const open = panel === "search";
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      closePanel();
      document.querySelector<HTMLElement>("[data-search-toggle]")?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, closePanel]);

  return (
    <div
      ref={root}
      id={PANEL_ID}
      hidden={!open}
      className="absolute inset-x-0 top-full border-y border-grey-200 bg-white py-3 shadow-lg lg:hidden"
    >
      {open && (
        <div className="container-shop">
          <SearchBox brand={brand} autoFocus />
        </div>
      )}
    </div>
  );
}
