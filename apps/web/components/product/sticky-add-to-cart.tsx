"use client";

import { lazyPart } from "@/components/ui/lazy-part";
import { Suspense, useEffect, useState, type RefObject } from "react";

/** The bar itself is downloaded when it first shows: a visit that never scrolls past the button never needs it. */
const StickyBar = lazyPart(() => import("./sticky-bar").then((module) => module.StickyBar), { visible: false });

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
    <Suspense fallback={null}>
      <StickyBar price={price} size={size} busy={busy} onAdd={onAdd} />
    </Suspense>
  );
}
