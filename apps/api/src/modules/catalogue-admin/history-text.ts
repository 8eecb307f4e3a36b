import { isoToAlgiersLocal } from "@shop/domain/catalogue";
import type { ProductStatus } from "@shop/domain/constants";
import { formatMoney } from "@shop/domain/money";
import type { ProductEvent } from "./product-revision.js";

/** How the history writes what changed: short French texts, as the back office shows them. */

const MONTHS = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];

/**
 * An instant in Algiers time, as French writes it: « 1 déc. 2026 à 14:05 ». Written by hand rather than by
 * `Intl`, whose French output (« 1 déc. 2026, 14:05 ») changes with the ICU version a machine carries.
 */
export function formatAlgiersDateTime(at: Date): string {
  const local = isoToAlgiersLocal(at.toISOString());
  const [year, month, day] = local.slice(0, 10).split("-").map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year} à ${local.slice(11, 16)}`;
}

export const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: "Brouillon",
  published: "Publié",
  archived: "Archivé",
};

/** A price in the history: « 4 500 DA »; none: null. */
export const moneyText = (amount: number | null): string | null => (amount === null ? null : formatMoney(amount));

/** A promo date in the history: « 24 déc. 2026 à 18:00 »; none: null. */
export const dateText = (iso: string | null): string | null => (iso === null ? null : formatAlgiersDateTime(new Date(iso)));

/** A long text in the history: its first 200 characters. */
export function shortText(text: string): string | null {
  if (text === "") return null;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** The events of the fields whose text differs between `before` and `after` (same keys). */
export function changedFields(
  before: Record<string, string | null>,
  after: Record<string, string | null>,
  prefix = "",
): ProductEvent[] {
  const events: ProductEvent[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (was !== now) events.push({ field: `${prefix}${key}`, before: was, after: now });
  }
  return events;
}
