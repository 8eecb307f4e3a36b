"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { getAdminMessages } from "@/messages/admin";
import { CloseIcon, MenuIcon } from "./admin-icons";

export type NavItem = { href: string; label: string; icon: ReactNode };

/** Whether `href` is the page shown or one of its children (the dashboard only matches itself). */
const isCurrent = (pathname: string, href: string) =>
  href === "/gestion" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);

export function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <ul className="grid gap-1">
      {items.map((item) => {
        const current = isCurrent(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={current ? "page" : undefined}
              className={`flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-semibold transition-colors ${
                current ? "bg-white/10 text-white" : "text-grey-300 hover:bg-white/5 hover:text-white"
              }`}
            >
              {item.icon}
              {item.label}
              {current && <span aria-hidden="true" className="ms-auto h-5 w-1 rounded-full bg-gold" />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Phones: a top bar whose button opens the navigation over the page; it closes on a link or Escape. */
export function MobileMenu({ items, footer, brand }: { items: NavItem[]; footer: ReactNode; brand: ReactNode }) {
  const t = getAdminMessages().nav;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <div className="lg:hidden">
      <div className="sticky top-0 z-30 flex h-14 items-center justify-between bg-ink px-4 text-white">
        {brand}
        <button
          type="button"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="gestion-menu"
          aria-label={open ? t.closeMenu : t.openMenu}
          className="-me-2 grid size-11 place-items-center rounded-md hover:bg-white/10"
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {open && (
        <nav
          id="gestion-menu"
          aria-label={t.label}
          className="fixed inset-x-0 top-14 bottom-0 z-30 overflow-y-auto bg-ink px-4 pb-6 pt-2 text-white"
        >
          <NavLinks items={items} onNavigate={() => setOpen(false)} />
          <div className="mt-6 border-t border-white/10 pt-4">{footer}</div>
        </nav>
      )}
    </div>
  );
}
