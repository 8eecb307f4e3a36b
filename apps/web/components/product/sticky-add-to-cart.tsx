"use client";

import { useEffect, useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { getProductMessages } from "@/messages/product";
import { useLocale } from "@/lib/locale/context";

/**
 * On a phone the add-to-cart button sits far down the page (below the gallery). Once the form's own button has
 * scrolled away above the screen, this bar keeps the price, the chosen size and the button at the bottom of the
 * screen; it hides again when the button comes back. Not shown from `lg` up, where the form stays in view.
 */
export function StickyAddToCart({
  anchor,
  price,
  size,
  busy,
  onAdd,
}: {
  /** The form's own button row: the bar shows while it is above the screen. */
  anchor: RefObject<HTMLElement | null>;
  /** As the form shows it, promotion applied (« À partir de » when sizes differ). */
  price: string;
  /** The chosen size as the page's language names it; empty while none is chosen. */
  size: string;
  busy: boolean;
  onAdd: () => void;
}) {
  const t = getProductMessages(useLocale()).productPage;
  const [shown, setShown] = useState(false);

  // A scroll listener, not an IntersectionObserver: a quick fling can carry the button from below the screen to
  // above it between two frames, which an observer never reports as a change.
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const bottom = anchor.current?.getBoundingClientRect().bottom;
      setShown(bottom !== undefined && bottom < 0);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [anchor]);

  if (!shown) return null;
  return (
    <div
      data-testid="sticky-add-to-cart"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-grey-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold">{price}</p>
          <p className="truncate text-xs text-grey-700">{size ? `${t.size} ${size}` : t.chooseSize}</p>
        </div>
        <Button type="button" variant="primary-black" className="shrink-0 px-5" isLoading={busy} loadingLabel={t.adding} onClick={onAdd}>
          {t.addToCart}
        </Button>
      </div>
    </div>
  );
}
