import type { Locale } from "@shop/domain/constants";
import { fr, type Messages } from "@/messages/fr";
import { currentLocale } from "@/messages/locale";

export { currentLocale, getDirection } from "@/messages/locale";

/** French is the only catalogue shipped; Arabic will add `ar` here with the same `Messages` shape. */
const catalogues: Record<Locale, Messages> = { fr, ar: fr };

/**
 * The whole catalogue, for server components (nothing of it is sent to the browser). Client components import
 * their section instead (`getChromeMessages()` from `@/messages/chrome`…): see `messages/locale.ts`.
 */
export function getMessages(locale: Locale = currentLocale()): Messages {
  return catalogues[locale];
}
