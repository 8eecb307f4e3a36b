"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";
import { splitLocale } from "@/lib/locale/href";
import { CloseIcon, SearchIcon } from "@/components/ui/icons";
import { SearchBox } from "@/components/search/search-box";
import { useHeaderState } from "./header-state";
import { useChromeMessages, useLocaleHref } from "@/lib/locale/context";

const PANEL_ID = "mobile-search";

/**
 * The small-screen search: a toggle and a panel under the header; opening it closes the phone menu.
 *
 * Like the cart button, the toggle sits in a plain form that opens the search page (its field and a few categories
 * to start from): a tap before the page's code has started goes there, and is not lost. Once the code runs, the tap
 * opens the panel instead. On the search page itself the form would only load the same page again: there the
 * toggle waits for the code.
 */
export function MobileSearchToggle() {
  const t = useChromeMessages().header;
  const { panel, togglePanel } = useHeaderState();
  const href = useLocaleHref();
  const onSearchPage = splitLocale(usePathname()).path === "/search";
  const open = panel === "search";
  return (
    <form method="get" action={onSearchPage ? undefined : href("/search")} className="contents">
      <button
        type={onSearchPage ? "button" : "submit"}
        data-search-toggle
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? t.closeSearch : t.openSearch}
        onClick={(event) => {
          event.preventDefault();
          togglePanel("search");
        }}
        className="inline-flex h-11 w-10 items-center justify-center rounded-full hover:bg-grey-100 sm:w-11 lg:hidden"
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </button>
    </form>
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
