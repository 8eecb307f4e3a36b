"use client";

import { ShopImage } from "@/components/ui/shop-image";
import { useState, type KeyboardEvent } from "react";
import { getProductMessages } from "@/messages/product";
import { useLocale } from "@/lib/locale/context";

/** The main image fills the gallery column: the whole width on phones, 7/12 of the container from lg. */
const MAIN_SIZES = "(min-width: 1440px) 760px, (min-width: 1024px) 55vw, 100vw";
const THUMB_SIZES = "80px";

/**
 * The photos of the chosen colour: one large image and a row (phones) or column (desktop) of thumbnails. The
 * thumbnails are buttons; the arrow keys move between photos from anywhere in the gallery, and the previous/next
 * buttons do the same for pointers. The page remounts it when the colour changes.
 */
export function ProductGallery({ images, title, colourName }: { images: string[]; title: string; colourName: string }) {
  const t = getProductMessages(useLocale()).productPage;
  const [index, setIndex] = useState(0);
  const total = images.length;
  const current = images[index];
  const go = (next: number) => setIndex((next + total) % total);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (total < 2) return;
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    if (event.key === forward) go(index + 1);
    else if (event.key === backward) go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section aria-label={t.gallery} onKeyDown={onKeyDown} className="flex flex-col gap-3 lg:flex-row-reverse lg:gap-4">
      <div className="relative aspect-square w-full overflow-hidden bg-grey-100 lg:flex-1">
        {current && (
          <ShopImage
            key={current}
            src={current}
            alt={t.imageAlt(title, colourName, index + 1)}
            fill
            preload={index === 0}
            fetchPriority={index === 0 ? "high" : undefined}
            sizes={MAIN_SIZES}
            className="object-cover"
          />
        )}
        {total > 1 && (
          <div className="absolute bottom-3 end-3 flex gap-2">
            <button
              type="button"
              aria-label={t.previousImage}
              onClick={() => go(index - 1)}
              className="flex size-10 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:bg-white"
            >
              <Chevron className="rotate-180 rtl:rotate-0" />
            </button>
            <button
              type="button"
              aria-label={t.nextImage}
              onClick={() => go(index + 1)}
              className="flex size-10 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:bg-white"
            >
              <Chevron className="rtl:rotate-180" />
            </button>
          </div>
        )}
      </div>
      {total > 1 && (
        <ul className="-m-1 flex gap-2 overflow-x-auto p-1 lg:w-22 lg:flex-col lg:overflow-visible">
          {images.map((image, position) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                aria-label={t.showImage(position + 1, total)}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
                className={`relative block size-16 overflow-hidden bg-grey-100 lg:size-20 ${
                  position === index ? "ring-2 ring-ink ring-offset-2" : "opacity-80 hover:opacity-100"
                }`}
              >
                <ShopImage src={image} alt="" fill sizes={THUMB_SIZES} className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Chevron({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 ${className ?? ""}`} fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="m9 6 6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
