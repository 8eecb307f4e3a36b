"use client";

import { LocaleLink } from "@/components/ui/locale-link";
import { usePathname } from "next/navigation";

/** The help pages' side navigation; the current page is marked for assistive technology and by sight. */
export function HelpNav({ label, links }: { label: string; links: readonly { title: string; href: string }[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ul className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:gap-0 lg:overflow-visible lg:border-s lg:border-grey-200 lg:pb-0">
        {links.map((link) => {
          const current = pathname === link.href;
          return (
            <li key={link.href} className="shrink-0">
              <LocaleLink
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={`block whitespace-nowrap border px-4 py-2 text-sm lg:-ms-px lg:border-0 lg:border-s-2 lg:py-2.5 ${
                  current
                    ? "border-ink bg-ink font-bold text-white lg:bg-transparent lg:text-ink"
                    : "border-grey-200 text-grey-700 hover:text-ink lg:border-transparent"
                }`}
              >
                {link.title}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
