import type { Locale } from "@shop/domain/constants";
import { messageSection } from "./locale";
import { journeyFr } from "./fr-journey";
import { journeyAr } from "./ar-journey";
import type { journeyFormatFr } from "./fr-journey-format";
import { plainTexts, type PlainTexts } from "./plain-texts";
import type { Translation } from "./translation";

export type JourneyMessages = Translation<typeof journeyFr>;

/** The shopper’s journey: cart page, checkout, orders, account, forms. */
export const getJourneyMessages = messageSection<JourneyMessages>({ fr: journeyFr, ar: journeyAr });

/** The journey's texts that take a value, one language's (`fr-journey-format.ts`, `ar-journey-format.ts`). */
export type JourneyFormats = Translation<typeof journeyFormatFr>;

/** `JourneyMessages` without the functions, as a page hands them to its client components (`getJourneyTexts`). */
export type JourneyTexts = PlainTexts<JourneyMessages>;

/**
 * One language's journey texts without their functions, for the client components of the cart, checkout, order
 * and account pages: a page sends the browser its own language's texts only, and the functions come from that
 * language's format module (`JourneyMessagesProvider`).
 */
export function getJourneyTexts(locale: Locale): JourneyTexts {
  return plainTexts(getJourneyMessages(locale));
}
