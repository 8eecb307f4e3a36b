import type { Announcement } from "@shop/domain/contract/shop";

/** Announcement items as GET /api/announcements sends them (spec §3). */
export type AnnouncementItem = Announcement;

/** The only announcement type the storefront knows. */
export const TOP_BAR_TYPE = "topbar";

/** Active top-bar items, in the API's order. */
export function activeTopBarItems(items: readonly AnnouncementItem[]): AnnouncementItem[] {
  return items.filter((item) => item.type === TOP_BAR_TYPE && item.is_active);
}

/** Items of a type the storefront does not know: each is skipped with a console warning. */
export function unknownAnnouncements(items: readonly AnnouncementItem[]): AnnouncementItem[] {
  return items.filter((item) => item.type !== TOP_BAR_TYPE);
}

/** Only `#rgb` / `#rrggbb` colours reach a style attribute. */
export function safeColour(value: string, fallback: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : fallback;
}
