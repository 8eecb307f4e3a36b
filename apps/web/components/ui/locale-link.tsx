"use client";

import { useRef, type ComponentProps, type MouseEvent } from "react";
import { useLocale } from "@/lib/locale/context";
import { isStorefrontPage, localeHref } from "@/lib/locale/href";
import { usePageRouter } from "./page-router";

type Props = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** `false`: never prefetched; otherwise prefetched on intent. */
  prefetch?: boolean | null;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** `false`: keep the scroll position (a colour swatch swapping the product in place). */
  scroll?: boolean;
};

/** What the browser does better itself: a new tab or window, a download, another target. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute("target");
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== "_self") ||
    anchor.hasAttribute("download")
  );
}

/**
 * A link to a storefront page in the shopper's language: on an Arabic page, `/cart` leads to `/ar/cart`. A plain
 * click opens the page through the app router (`router.push`, the router `Providers` gives every page); a modified
 * click, another target or a download is left to the browser, and the address is a real `href` for crawlers, the
 * keyboard and a page without script.
 *
 * The page is prefetched when the shopper shows intent (pointer over the link, a finger on it, keyboard focus), not
 * when the link scrolls into view: a listing shows dozens of links, and prefetching each one as it appears cost
 * every visit as many server renders and as much decoding on the phone's main thread, for pages mostly never
 * opened (decision 0032). `prefetch={false}` keeps a link from prefetching at all.
 *
 * `next/link` is not used: it would be the largest piece of the shop's own code on every page (its viewport
 * observer, link-status tracking and URL-object formatting, none of which the storefront needs; decision 0042).
 */
export function LocaleLink({ href, prefetch, replace, scroll, onClick, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const locale = useLocale();
  const router = usePageRouter();
  // The address last prefetched: a link that now leads elsewhere (a card showing another product) prefetches again.
  const prefetched = useRef<string | null>(null);
  const target = localeHref(href, locale);
  // The API, media and back office are other documents: the browser opens them.
  const inApp = router !== null && isStorefrontPage(target);

  const prefetchOnIntent = () => {
    if (!inApp || prefetch === false || prefetched.current === target) return;
    prefetched.current = target;
    router.prefetch(target);
  };

  return (
    <a
      href={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !inApp || opensElsewhere(event)) return;
        event.preventDefault();
        if (replace) router.replace(target, { scroll: scroll !== false });
        else router.push(target, { scroll: scroll !== false });
      }}
      onMouseEnter={(event) => {
        prefetchOnIntent();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetchOnIntent();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetchOnIntent();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
