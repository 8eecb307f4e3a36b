"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { useListingMessages } from "./listing-messages";

/**
 * The end of an infinite list: an IntersectionObserver loads the next page as the shopper nears it (600px ahead),
 * and a visible 'Voir plus de produits' button does the same for keyboards, old browsers and failed loads.
 */
export function LoadMore({
  hasMore,
  isLoading,
  isError,
  shown,
  total,
  onLoadMore,
}: {
  hasMore: boolean;
  isLoading: boolean;
  isError: boolean;
  shown: number;
  total: number;
  onLoadMore: () => void;
}) {
  const t = useListingMessages().listing;
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  useEffect(() => {
    const target = sentinel.current;
    // After an error the shopper retries with the button: no automatic loop of failing requests.
    if (!target || !hasMore || isError || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, isError, shown]);

  if (total === 0) return null;
  return (
    <div className="mt-12 flex flex-col items-center gap-4 text-center">
      <div ref={sentinel} aria-hidden="true" />
      <p className="text-xs text-grey-600" aria-live="polite">
        {t.seen(shown, total)}
      </p>
      <div className="h-1 w-48 overflow-hidden bg-grey-200" aria-hidden="true">
        <div className="h-full bg-ink" style={{ width: `${Math.min(100, (shown / total) * 100)}%` }} />
      </div>
      {isError && (
        <p role="alert" className="text-xs text-promo">
          {t.loadError}
        </p>
      )}
      {hasMore && (
        <Button
          type="button"
          variant="primary-outline"
          isLoading={isLoading}
          loadingLabel={t.loadingMore}
          onClick={onLoadMore}
          className="min-w-64"
        >
          {isError ? t.retry : t.loadMore}
        </Button>
      )}
    </div>
  );
}
