import type { ReactNode } from "react";
import { getJourneyTexts } from "@/messages/journey";
import { currentLocale } from "@/messages/locale";
import { JourneyMessagesProvider } from "./journey-messages";

/**
 * The journey's texts in the request's language, for the client components below (cart, checkout, orders,
 * account): plain JSON in the page, the other language never sent.
 */
export function JourneyTexts({ children }: { children: ReactNode }) {
  return (
    <JourneyMessagesProvider texts={getJourneyTexts(currentLocale())}>{children}</JourneyMessagesProvider>
  );
}
