import { messageSection } from "./locale";
import { journeyFr } from "./fr-journey";

export type JourneyMessages = typeof journeyFr;

/** The shopper’s journey: cart page, checkout, orders, account, forms. Arabic will add `ar` beside `fr`. */
export const getJourneyMessages = messageSection<JourneyMessages>({ fr: journeyFr, ar: journeyFr });
