"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "@shop/domain/constants";
import { useLocale } from "@/lib/locale/context";
import { journeyFormatAr } from "@/messages/ar-journey-format";
import { journeyFormatFr } from "@/messages/fr-journey-format";
import type { JourneyFormats, JourneyMessages, JourneyTexts } from "@/messages/journey";

const JourneyContext = createContext<JourneyMessages | null>(null);

const formats: Record<Locale, JourneyFormats> = { fr: journeyFormatFr, ar: journeyFormatAr };

/**
 * The journey's texts for the client components of the cart, checkout, order and account pages
 * (`useJourneyMessages()`): the page passes its language's plain texts (`getJourneyTexts()`), the ones that take a
 * value are joined here from the format modules.
 */
export function JourneyMessagesProvider({ texts, children }: { texts: JourneyTexts; children: ReactNode }) {
  const locale = useLocale();
  const messages = useMemo((): JourneyMessages => {
    const format = formats[locale];
    return {
      ...texts,
      cartPage: { ...texts.cartPage, ...format.cartPage },
      checkout: { ...texts.checkout, ...format.checkout },
      order: { ...texts.order, ...format.order },
      account: { ...texts.account, ...format.account },
    };
  }, [texts, locale]);
  return <JourneyContext value={messages}>{children}</JourneyContext>;
}

/** The journey's texts (forms, cart, checkout, orders, account) in the page's language. */
export function useJourneyMessages(): JourneyMessages {
  const messages = useContext(JourneyContext);
  if (!messages) throw new Error("useJourneyMessages() outside JourneyMessagesProvider");
  return messages;
}
