"use client";

import { useState, type KeyboardEvent, type ReactNode } from "react";

/**
 * The gallery's one interactive part: which photo is large. The photos come rendered from the server (`slides`,
 * the large images with their alternative texts; `thumbs`, the small ones), so the page downloads no image code
 * and no product texts for them. The thumbnails are buttons; the arrow keys move between photos from anywhere in
 * the gallery, and the previous/next buttons do the same for pointers.
 */
export function GalleryViewer({
  slides,
  thumbs,
  labels,
}: {
  slides: ReactNode[];
  thumbs: ReactNode[];
  /** The region's name, the arrows' names and each thumbnail's (« Afficher la photo 2 sur 5 »). */
  labels: { gallery: string; previous: string; next: string; thumbs: string[] };
}) {
  const [index, setIndex] = useState(0);
  const total = slides.length;
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

  const arrow = "flex size-10 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:bg-white";
  return (
    <section aria-label={labels.gallery} onKeyDown={onKeyDown} className="flex flex-col gap-3 lg:flex-row-reverse lg:gap-4">
      <div className="relative aspect-square w-full overflow-hidden bg-grey-100 lg:flex-1">
        {slides[index]}
        {total > 1 && (
          <div className="absolute bottom-3 end-3 flex gap-2">
            <button type="button" aria-label={labels.previous} onClick={() => go(index - 1)} className={arrow}>
              <Chevron className="rotate-180 rtl:rotate-0" />
            </button>
            <button type="button" aria-label={labels.next} onClick={() => go(index + 1)} className={arrow}>
              <Chevron className="rtl:rotate-180" />
            </button>
          </div>
        )}
      </div>
      {total > 1 && (
        <ul className="-m-1 flex gap-2 overflow-x-auto p-1 lg:w-22 lg:flex-col lg:overflow-visible">
          {thumbs.map((thumb, position) => (
            <li key={position} className="shrink-0">
              <button
                type="button"
                aria-label={labels.thumbs[position]}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
                className={`relative block size-16 overflow-hidden bg-grey-100 lg:size-20 ${
                  position === index ? "ring-2 ring-ink ring-offset-2" : "opacity-80 hover:opacity-100"
                }`}
              >
                {thumb}
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
