"use client";

import { use, useEffect, useRef, useState } from "react";
import { useHeaderState } from "./header-state";
import { CategoryPanel, CategoryRow } from "./mobile-menu-panels";
import { QuickLinkList } from "./quick-link-list";
import { quickLinks } from "./quick-links";
import { SessionActions } from "./session-actions";
import type { MenuCategory } from "./category-links";
import { useChromeMessages } from "@/lib/locale/context";

/** The drill-down stack: the root, then one panel per chosen category; back pops one level (spec §2). */
export function MenuStack({
  categories,
  returnsPortalUrl,
}: {
  categories: Promise<MenuCategory[]>;
  returnsPortalUrl: string | null;
}) {
  const t = useChromeMessages();
  const tree = use(categories);
  const [stack, setStack] = useState<MenuCategory[]>([]);
  const { closePanel } = useHeaderState();
  const container = useRef<HTMLDivElement>(null);
  const current = stack.at(-1);

  // After a push or a pop, focus goes to the new panel's first control (its back arrow, or the first category).
  useEffect(() => {
    container.current?.querySelector<HTMLElement>("button, a")?.focus();
  }, [stack.length]);

  const push = (node: MenuCategory) => setStack((all) => [...all, node]);
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
            links={quickLinks(returnsPortalUrl, t.accountMenu)}
            onNavigate={closePanel}
            linkClassName="block py-2.5 text-base text-ink"
          />
        </div>
        <div className="mt-5 border-t border-grey-200 pt-5">
          <SessionActions
            onNavigate={closePanel}
            buttonClassName="flex min-h-12 items-center justify-center bg-ink text-sm font-bold uppercase tracking-wider text-white"
            registerClassName="mt-4 block text-sm text-grey-700 underline"
          />
        </div>
      </div>
    </div>
  );
}
