"use client";

import Link from "next/link";
import type { ComponentProps } from "react";
import { useLocale } from "@/lib/locale/context";
import { localeHref } from "@/lib/locale/href";

/** `next/link` that keeps the shopper in the page's language: on an Arabic page, `/cart` leads to `/ar/cart`. */
export function LocaleLink({ href, ...props }: ComponentProps<typeof Link>) {
  const locale = useLocale();
  return <Link href={typeof href === "string" ? localeHref(href, locale) : href} {...props} />;
}
