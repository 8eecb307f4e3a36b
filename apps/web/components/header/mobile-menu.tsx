"use client";

import { lazyPart } from "@/components/ui/lazy-part";
import { Suspense, useEffect, useRef, useState } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { lockScroll } from "@/components/ui/scroll-lock";
import { useHeaderState } from "./header-state";
import type { MenuCategory } from "./category-links";
import { useChromeMessages } from "@/lib/locale/context";

const PANEL_ID = "mobile-menu";

/** The panels are fetched with the first opening: nothing of them is painted before. */
const MenuStack = lazyPart(() => import("./mobile-menu-stack").then((module) => module.MenuStack), { visible: true });

/**
 * The phone menu: a toggle and a panel under the header. Opening it closes the phone search and the other way
 * round; it closes on Escape (focus back on the toggle) and on navigation, which also resets the stack.
 */
export function MobileMenu({
  categories,
  returnsPortalUrl,
}: {
  categories: Promise<MenuCategory[]>;
  returnsPortalUrl: string | null;
}) {
  const t = useChromeMessages().header;
  const { panel, togglePanel, closePanel } = useHeaderState();
  const open = panel === "menu";
  const toggle = useRef<HTMLButtonElement>(null);
  const [top, setTop] = useState(0);

  useEffect(() => {
    if (!open) return;
    setTop(toggle.current?.closest("header")?.getBoundingClientRect().bottom ?? 0);
    const unlock = lockScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      closePanel();
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      unlock();
    };
  }, [open, closePanel]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? t.closeMenu : t.openMenu}
        onClick={() => togglePanel("menu")}
        className="inline-flex h-11 w-10 items-center justify-center rounded-full hover:bg-grey-100 sm:w-11"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div
        id={PANEL_ID}
        hidden={!open}
        style={{ top }}
        className="fixed inset-x-0 bottom-0 z-40 overflow-y-auto overscroll-contain border-t border-grey-200 bg-white"
      >
        {open && (
          <nav aria-label={useChromeMessages().menu.title}>
            <Suspense fallback={null}>
              <MenuStack categories={categories} returnsPortalUrl={returnsPortalUrl} />
            </Suspense>
          </nav>
        )}
      </div>
    </div>
  );
}
