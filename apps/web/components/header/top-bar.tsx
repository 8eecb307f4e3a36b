"use client";

import { isolateNumbers } from "@shop/domain/bidi-numbers";
import { useEffect } from "react";
import { activeTopBarItems, safeColour, unknownAnnouncements, type AnnouncementItem } from "./announcements";
import { useLocale, useChromeMessages } from "@/lib/locale/context";

/** Items already reported in this page, so a remount (or React's development double effects) warns once. */
const warned = new Set<number>();

/**
 * The announcement bar above the header (spec §2): active `topbar` items only, each in its own colours. Any
 * other type is skipped with one console warning per item (the only console message of the product, §8).
 */
export function TopBar({ items }: { items: AnnouncementItem[] }) {
  const locale = useLocale();
  const shown = activeTopBarItems(items);

  useEffect(() => {
    for (const item of unknownAnnouncements(items)) {
      if (warned.has(item.id)) continue;
      warned.add(item.id);
      console.warn(`[annonces] type d’annonce inconnu « ${item.type} » (élément ${item.id}) : ignoré`);
    }
  }, [items]);

  if (shown.length === 0) return null;
  return (
    <section aria-label={useChromeMessages().topBar.label} className="flex flex-col">
      {shown.map((item) => (
        <p
          key={item.id}
          className="flex h-topbar items-center justify-center overflow-hidden px-4 text-center text-xs font-semibold tracking-wide sm:text-sm"
          style={{
            backgroundColor: safeColour(item.content.bgColor, "#111111"),
            color: safeColour(item.content.textColor, "#ffffff"),
          }}
        >
          {/* An announcement the merchant wrote only in French keeps its French text, marked as such, on other pages. */}
          <span lang={locale === "fr" || item.content.textAr ? undefined : "fr"} className="line-clamp-2 leading-tight">
            {/* Right to left, « 8 000 » would read « 000 8 »: each number is isolated left to right (bidi-numbers.ts). */}
            {locale === "ar" ? isolateNumbers(item.content.text) : item.content.text}
          </span>
        </p>
      ))}
    </section>
  );
}
