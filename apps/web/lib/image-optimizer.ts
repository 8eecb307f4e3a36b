import { IMAGE_SIZES, IMAGE_WIDTHS } from "@shop/domain/constants";

/** The one quality the optimizer serves (Next's default `images.qualities`). */
export const IMAGE_QUALITY = 75;

/** Every width the optimizer answers, smallest first (`deviceSizes` and `imageSizes` of next.config.ts). */
const ALL_WIDTHS: readonly number[] = [...IMAGE_WIDTHS, ...IMAGE_SIZES].sort((a, b) => a - b);

/** The optimizer's address of a local picture at one width. */
export function optimizedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}

/**
 * The widest a picture is shown, in CSS pixels, by its `sizes`: each entry a `(min-width: …px)` condition (widest
 * first) and a length in `px` or `vw`, the last one without condition. Undefined when a `vw` length has no upper
 * screen width (`100vw` alone, or a first entry in `vw`), or for any other form.
 */
export function widestShown(sizes: string): number | undefined {
  let widest = 0;
  let above: number | undefined;
  for (const entry of sizes.split(",").map((part) => part.trim())) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry);
    if (!match) return undefined;
    const from = match[1] === undefined ? undefined : Number(match[1]);
    if (from !== undefined && above !== undefined && from >= above) return undefined;
    const length = Number(match[2]);
    if (match[3] === "px") widest = Math.max(widest, length);
    else if (above === undefined) return undefined;
    else widest = Math.max(widest, (length / 100) * above);
    if (from === undefined) return widest;
    above = from;
  }
  return undefined;
}

/**
 * The widths a picture's `srcset` offers, as `next/image` chooses them: with `sizes`, every width the optimizer
 * answers from the smallest screen times the smallest `vw` share in `sizes` up; with a fixed width, that width
 * and twice it (`1x`, `2x`), rounded up to widths the optimizer answers; otherwise every screen width. Unlike
 * `next/image`, when `sizes` bounds the width shown, no width past the first that covers twice it: a card shown
 * 374 px wide at most stops at 750 instead of 1920, four addresses fewer in each card's `srcset` (and in the page's
 * data), and a screen of more than two pixels per CSS pixel gets a picture sharp at two.
 */
export function srcSetWidths(width: number | undefined, sizes: string | undefined): { widths: number[]; kind: "w" | "x" } {
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    const smallest = shares.length === 0 ? 0 : Math.min(...shares) * 0.01;
    const widths = ALL_WIDTHS.filter((candidate) => candidate >= IMAGE_WIDTHS[0] * smallest);
    const widest = widestShown(sizes);
    if (widest === undefined) return { widths, kind: "w" };
    const enough = widths.findIndex((candidate) => candidate >= widest * 2);
    return { widths: enough === -1 ? widths : widths.slice(0, enough + 1), kind: "w" };
  }
  if (width === undefined) return { widths: [...IMAGE_WIDTHS], kind: "w" };
  const fit = (wanted: number) => ALL_WIDTHS.find((candidate) => candidate >= wanted) ?? ALL_WIDTHS.at(-1)!;
  return { widths: [...new Set([fit(width), fit(width * 2)])], kind: "x" };
}
