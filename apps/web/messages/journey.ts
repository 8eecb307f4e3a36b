import { messageSection } from "./locale";
import { journeyFr } from "./fr-journey";
import { journeyAr } from "./ar-journey";
import type { Translation } from "./translation";

export type JourneyMessages = Translation<typeof journeyFr>;

/** The shopper’s journey: cart page, checkout, orders, account, forms. */
export const getJourneyMessages = messageSection<JourneyMessages>({ fr: journeyFr, ar: journeyAr });
