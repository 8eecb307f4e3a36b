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
 * The widths a picture's `srcset` offers, as `next/image` chooses them: with `sizes`, every width the optimizer
 * answers from the smallest screen times the smallest `vw` share in `sizes` up; with a fixed width, that width
 * and twice it (`1x`, `2x`), rounded up to widths the optimizer answers; otherwise every screen width.
 */
export function srcSetWidths(width: number | undefined, sizes: string | undefined): { widths: number[]; kind: "w" | "x" } {
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    if (shares.length === 0) return { widths: [...ALL_WIDTHS], kind: "w" };
    const smallest = Math.min(...shares) * 0.01;
    return { widths: ALL_WIDTHS.filter((candidate) => candidate >= IMAGE_WIDTHS[0] * smallest), kind: "w" };
  }
  if (width === undefined) return { widths: [...IMAGE_WIDTHS], kind: "w" };
  const fit = (wanted: number) => ALL_WIDTHS.find((candidate) => candidate >= wanted) ?? ALL_WIDTHS.at(-1)!;
  return { widths: [...new Set([fit(width), fit(width * 2)])], kind: "x" };
}
