"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";
import { useLocale } from "@/lib/locale/context";
import { isStorefrontPage, localeHref } from "@/lib/locale/href";

type Props = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** `false`: never prefetched; otherwise prefetched on intent. */
  prefetch?: boolean | null;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** `false`: keep the scroll position (a colour swatch swapping the product in place). */
  scroll?: boolean;
};

/**
 * A link to a storefront page in the shopper's language: on an Arabic page, `/cart` leads to `/ar/cart`. It is
 * `next/link`, so a plain click opens the page through the app router and everything else (a modified click, another
 * target, a download, a page whose code has not started) is the browser's own link.
 *
 * The page is prefetched when the shopper shows intent (pointer over the link, a finger on it, keyboard focus), not
 * when the link scrolls into view: a listing shows dozens of links, and prefetching each one as it appears cost every
 * visit as many server renders and as much decoding on the phone's main thread, for pages mostly never opened
 * (decision 0032). This is the hover-triggered prefetch of Next's prefetching guide: `prefetch={false}` until the
 * intent, then Next's own. `prefetch={false}` keeps a link from prefetching at all.
 *
 * The API, media and back office are other documents: a plain link, which the browser opens.
 */
export function LocaleLink({
  href,
  prefetch,
  replace,
  scroll,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: Props) {
  const locale = useLocale();
  const [intent, setIntent] = useState(false);
  const target = localeHref(href, locale);
  if (!isStorefrontPage(target))
    return (
      <a href={target} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...props} />
    );

  const showIntent = () => {
    if (prefetch !== false && !intent) setIntent(true);
  };
  return (
    <Link
      href={target}
      prefetch={intent && prefetch !== false ? (prefetch ?? null) : false}
      replace={replace}
      scroll={scroll}
      onMouseEnter={(event) => {
        showIntent();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        showIntent();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        showIntent();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
