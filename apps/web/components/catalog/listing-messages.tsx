"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "@shop/domain/constants";
import { useLocale } from "@/lib/locale/context";
import { listingFormatAr } from "@/messages/ar-listing-format";
import type { ListingFormats, ListingMessages, ListingTexts } from "@/messages/catalog";
import { listingFormatFr } from "@/messages/fr-listing-format";

const ListingContext = createContext<ListingMessages | null>(null);

const formats: Record<Locale, ListingFormats> = { fr: listingFormatFr, ar: listingFormatAr };

/**
 * A listing's texts for its client components (`useListingMessages()`): the page passes its language's plain
 * texts (`getListingTexts()`), the few that take a value are joined here from the format modules.
 */
export function ListingMessagesProvider({ texts, children }: { texts: ListingTexts; children: ReactNode }) {
  const locale = useLocale();
  const messages = useMemo(() => ({ ...texts, listing: { ...texts.listing, ...formats[locale] } }), [texts, locale]);
  return <ListingContext value={messages}>{children}</ListingContext>;
}

/** The listing's texts (filters, sorts, counts, load more) in the page's language. */
export function useListingMessages(): ListingMessages {
  const messages = useContext(ListingContext);
  if (!messages) throw new Error("useListingMessages() outside ListingMessagesProvider");
  return messages;
}
