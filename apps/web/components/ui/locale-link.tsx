"use client";

import Link from "next/link";
import { useState, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from "react";
import { useLocale } from "@/lib/locale/context";
import { localeHref } from "@/lib/locale/href";

type Props = ComponentProps<typeof Link>;

/**
 * `next/link` that keeps the shopper in the page's language: on an Arabic page, `/cart` leads to `/ar/cart`.
 *
 * A page is prefetched when the shopper shows intent (pointer over the link, a finger on it, keyboard focus), not
 * when the link scrolls into view: a listing shows dozens of links, and prefetching each one as it appears cost
 * every visit as many server renders and as much decoding on the phone's main thread, for pages mostly never
 * opened (decision 0032). Intent switches the link to Next's own prefetching (`prefetch={null}`), the pattern of
 * Next's prefetching guide; `prefetch={false}` keeps a link from prefetching at all.
 */
export function LocaleLink({ href, prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const locale = useLocale();
  const [intent, setIntent] = useState(false);
  const target = typeof href === "string" ? localeHref(href, locale) : href;
  const prefetchOnIntent = () => {
    if (prefetch !== false) setIntent(true);
  };
  return (
    <Link
      href={target}
      prefetch={intent ? prefetch : false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
