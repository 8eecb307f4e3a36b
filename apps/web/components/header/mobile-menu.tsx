"use client";

import Link from "next/link";
import { Suspense, use, useEffect, useRef, useState } from "react";
import { CloseIcon, MenuIcon } from "@/components/layout/chrome-icons";
import { lockScroll } from "@/components/layout/scroll-lock";
import type { CategoryNode } from "@/lib/api/types";
import { getMessages } from "@/lib/i18n";
import { useLogout, useUser } from "@/lib/queries/user";
import { useHeaderState } from "./header-state";
import { CategoryPanel, CategoryRow } from "./mobile-menu-panels";
import { QuickLinkList } from "./quick-link-list";
import { LOGIN_HREF, quickLinks, REGISTER_HREF } from "./quick-links";

const PANEL_ID = "mobile-menu";

/** The drill-down stack: the root, then one panel per chosen category; back pops one level (spec §2). */
function MenuStack({ categories, returnsPortalUrl }: { categories: Promise<CategoryNode[]>; returnsPortalUrl: string }) {
  const t = getMessages().chrome;
  const tree = use(categories);
  const [stack, setStack] = useState<CategoryNode[]>([]);
  const { closePanel } = useHeaderState();
  const { isSignedIn } = useUser();
  const logout = useLogout();
  const container = useRef<HTMLDivElement>(null);
  const current = stack.at(-1);

  // After a push or a pop, focus goes to the new panel's first control (its back arrow, or the first category).
  useEffect(() => {
    container.current?.querySelector<HTMLElement>("button, a")?.focus();
  }, [stack.length]);

  const push = (node: CategoryNode) => setStack((all) => [...all, node]);
  const pop = () => setStack((all) => all.slice(0, -1));

  if (current) {
    return (
      <div ref={container}>
        <CategoryPanel node={current} onBack={pop} onOpen={push} onNavigate={closePanel} />
      </div>
    );
  }
  return (
    <div ref={container}>
      <ul>
        {tree.map((node) => (
          <li key={node.id}>
            <CategoryRow node={node} onOpen={push} onNavigate={closePanel} strong />
          </li>
        ))}
      </ul>
      <div className="bg-grey-50 px-5 py-6">
        <p className="text-xs font-bold uppercase tracking-widest text-grey-600">{t.menu.quickLinks}</p>
        <div className="mt-2">
          <QuickLinkList
            links={quickLinks(returnsPortalUrl)}
            onNavigate={closePanel}
            linkClassName="block py-2.5 text-base text-ink"
          />
        </div>
        <div className="mt-5 border-t border-grey-200 pt-5">
          {isSignedIn ? (
            <button
              type="button"
              onClick={() => {
                if (logout.isPending) return;
                closePanel();
                logout.mutate();
              }}
              className="flex min-h-12 w-full items-center justify-center bg-ink text-sm font-bold uppercase tracking-wider text-white"
            >
              {t.accountMenu.logout}
            </button>
          ) : (
            <>
              <Link
                href={LOGIN_HREF}
                onClick={closePanel}
                className="flex min-h-12 items-center justify-center bg-ink text-sm font-bold uppercase tracking-wider text-white"
              >
                {t.accountMenu.login}
              </Link>
              <Link href={REGISTER_HREF} onClick={closePanel} className="mt-4 block text-sm text-grey-700 underline">
                {t.accountMenu.register}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The phone menu: a toggle and a panel under the header. Opening it closes the phone search and the other way
 * round; it closes on Escape (focus back on the toggle) and on navigation, which also resets the stack.
 */
export function MobileMenu({ categories, returnsPortalUrl }: { categories: Promise<CategoryNode[]>; returnsPortalUrl: string }) {
  const t = getMessages().chrome.header;
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
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-grey-100"
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
          <nav aria-label={getMessages().chrome.menu.title}>
            <Suspense fallback={null}>
              <MenuStack categories={categories} returnsPortalUrl={returnsPortalUrl} />
            </Suspense>
          </nav>
        )}
      </div>
    </div>
  );
}
