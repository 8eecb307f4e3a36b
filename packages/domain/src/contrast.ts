/**
 * The contrast of a text on its background, as WCAG 2 measures it (1:1 to 21:1). The top bar's text is small
 * (12–14 px, bold), so the merchant's colours must reach level AA for normal text: 4.5:1. The back office's form
 * shows the ratio as the colours are picked; the API refuses what falls short.
 */

/** WCAG 2.x AA for text under 18.66 px bold: the top bar's. */
export const CONTRAST_AA = 4.5;

/** A colour as the colour pickers give it: `#rrggbb`. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** One sRGB channel (0–255) as linear light, the formula WCAG 2.x gives. */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of `#rrggbb` (0 black, 1 white); undefined for anything else. */
export function relativeLuminance(hex: string): number | undefined {
  if (!HEX_COLOUR.test(hex)) return undefined;
  const [r, g, b] = [1, 3, 5].map((start) => linear(Number.parseInt(hex.slice(start, start + 2), 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of a text colour on a background (the same either way round); undefined when one is not `#rrggbb`. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const fg = relativeLuminance(foreground);
  const bg = relativeLuminance(background);
  if (fg === undefined || bg === undefined) return undefined;
  const [light, dark] = fg > bg ? [fg, bg] : [bg, fg];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A ratio as the merchant reads it, rounded DOWN to one decimal (« 4,4:1 », never a 4.46 shown as « 4,5:1 » and
 * refused): French decimal comma.
 */
export function formatContrast(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1).replace(".", ",")}:1`;
}
