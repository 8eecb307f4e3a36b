import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { Locale } from "@shop/domain/constants";
import { localeAlternates } from "@/lib/locale/alternates";
import { isLocale, setRequestLocale } from "@/messages/locale";

/** What Next.js hands every layout, page and metadata function under `app/[locale]/`. */
export type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * The first line of every layout, page and metadata function of the storefront: reads the `[locale]` segment,
 * answers 404 to a language the shop does not speak, and sets the request's locale for the server components
 * and message accessors below (they may render without the layout, on a client-side navigation).
 */
export async function enterLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * `generateMetadata` for a page whose metadata only needs its messages, read in the page's language; an
 * indexable page gives its French address (`path`) for its canonical address and its other languages'.
 */
export function localeMetadata(read: () => Metadata, path?: string): (props: LocaleParams) => Promise<Metadata> {
  return async ({ params }) => {
    const locale = await enterLocale(params);
    return path ? { ...read(), alternates: localeAlternates(path, locale) } : read();
  };
}
