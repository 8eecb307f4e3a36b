import { ar } from "@/messages/ar";
import type { Locale } from "@shop/domain/constants";
import { fr, type Messages } from "@/messages/fr";
import { currentLocale } from "@/messages/locale";

export { currentLocale, getDirection } from "@/messages/locale";

/** Both catalogues have the same `Messages` shape: a key missing from the Arabic one fails the type check. */
const catalogues: Record<Locale, Messages> = { fr, ar };

/**
 * The whole catalogue, for server components (nothing of it is sent to the browser). Client components import
 * their section instead (`useChromeMessages()`, `getCatalogMessages(locale)`…): see `messages/locale.ts`.
 */
export function getMessages(locale: Locale = currentLocale()): Messages {
  return catalogues[locale];
}
