"use client";

import { LocaleLink } from "@/components/ui/locale-link";
import { lazyPart } from "@/components/ui/lazy-part";
import { preload } from "@/lib/preload";
import { Suspense, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { categoryHref, hasSubmenu, type MenuCategory } from "./category-links";
import { useCloseOnRouteChange } from "./header-state";
import { useChromeMessages } from "@/lib/locale/context";

/** The panels' code is fetched when the pointer or the focus first reaches the bar (phones never fetch it). */
const loadPanel = () => import("./desktop-menu-panel");
const DesktopMenuPanel = lazyPart(() => loadPanel().then((module) => module.DesktopMenuPanel), { visible: true });
const preloadPanel = () => preload(loadPanel);

const OPEN_DELAY_MS = 80;
const CLOSE_DELAY_MS = 150;

/** Focus on the panel's first link once it is drawn (its code may still be on its way): a second at most. */
function focusFirstLink(item: HTMLElement, frames = 60) {
  requestAnimationFrame(() => {
    const link = item.querySelector<HTMLElement>("[data-panel] a");
    if (link) link.focus();
    else if (frames > 0) focusFirstLink(item, frames - 1);
  });
}

/**
 * The large-screen category bar. A category's panel opens on hover and on keyboard focus (ArrowDown moves
 * into it), closes when the pointer or focus leaves it, on Escape (focus back on the category) and on navigation.
 * A panel's links are drawn only while it is open: the closed panels would be a quarter of a category page's
 * elements, parsed and hydrated on every page (and on phones, where the bar is not shown at all). Crawlers reach
 * the same categories through the top links and each category page's sub-categories.
 */
export function DesktopMenu({ categories }: { categories: MenuCategory[] }) {
  const label = useChromeMessages().menu.navigation;
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Focus put back on a category by Escape must not open its panel again.
  const quietFocus = useRef(false);
  const close = () => setOpenId(null);
  useCloseOnRouteChange(close);

  const schedule = (next: number | null, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenId(next), delay);
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpenId(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, category: MenuCategory) => {
    const item = event.currentTarget;
    if (event.key === "Escape") {
      setOpenId(null);
      quietFocus.current = true;
      item.querySelector<HTMLElement>("[data-top-link]")?.focus();
      quietFocus.current = false;
    } else if (event.key === "ArrowDown" && event.target === item.querySelector("[data-top-link]")) {
      event.preventDefault();
      setOpenId(category.id);
      focusFirstLink(item);
    }
  };

  return (
    <nav aria-label={label} className="hidden h-full lg:block" onPointerEnter={preloadPanel} onFocus={preloadPanel}>
      <ul className="flex h-full items-stretch gap-6 xl:gap-8">
        {categories.map((category) => {
          const open = openId === category.id;
          const panelId = `menu-panel-${category.id}`;
          const submenu = hasSubmenu(category);
          return (
            <li
              key={category.id}
              className="flex"
              onMouseEnter={() => submenu && schedule(category.id, OPEN_DELAY_MS)}
              onMouseLeave={() => schedule(null, CLOSE_DELAY_MS)}
              onFocus={() => submenu && !quietFocus.current && setOpenId(category.id)}
              onBlur={onBlur}
              onKeyDown={(event) => onKeyDown(event, category)}
            >
              <LocaleLink
                href={categoryHref(category)}
                data-top-link
                aria-expanded={submenu ? open : undefined}
                aria-controls={submenu ? panelId : undefined}
                className={`flex items-center border-b-2 pt-0.5 text-sm font-bold uppercase tracking-wider transition-colors ${
                  open ? "border-ink" : "border-transparent hover:border-ink"
                }`}
              >
                {category.title}
              </LocaleLink>
              {submenu && (
                <div
                  id={panelId}
                  data-panel
                  hidden={!open}
                  className="absolute inset-x-0 top-full border-t border-grey-200 bg-white shadow-[0_24px_32px_-16px_rgb(0_0_0/0.25)]"
                >
                  {open && (
                    <Suspense fallback={null}>
                      <DesktopMenuPanel category={category} onNavigate={close} />
                    </Suspense>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
