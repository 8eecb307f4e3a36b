"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "@shop/domain/constants";
import { useLocale } from "@/lib/locale/context";
import { productFormatAr } from "@/messages/ar-product-format";
import { productFormatFr } from "@/messages/fr-product-format";
import type { ProductFormats, ProductFormMessages, ProductFormTexts } from "@/messages/product";

const ProductFormContext = createContext<ProductFormMessages | null>(null);

const formats: Record<Locale, ProductFormats> = { fr: productFormatFr, ar: productFormatAr };

/**
 * The buying form's texts for its client components (`useProductFormMessages()`): the page passes its language's
 * plain texts (`getProductFormTexts()`), the one that takes a value is joined here from the format modules.
 */
export function ProductFormMessagesProvider({ texts, children }: { texts: ProductFormTexts; children: ReactNode }) {
  const locale = useLocale();
  const messages = useMemo(() => ({ ...texts, ...formats[locale] }), [texts, locale]);
  return <ProductFormContext value={messages}>{children}</ProductFormContext>;
}

/** The buying form's texts (sizes, stock, buttons, wishlist) in the page's language. */
export function useProductFormMessages(): ProductFormMessages {
  const messages = useContext(ProductFormContext);
  if (!messages) throw new Error("useProductFormMessages() outside ProductFormMessagesProvider");
  return messages;
}
