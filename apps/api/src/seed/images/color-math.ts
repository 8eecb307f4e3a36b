/** Small colour helpers for the product shots: mixing, lightness and the shades a drawing uses. */
type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  return [Number.parseInt(match[1]!, 16), Number.parseInt(match[2]!, 16), Number.parseInt(match[3]!, 16)];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** `amount` of the way from `from` to `to` (0 keeps `from`). */
export function mix(from: string, to: string, amount: number): string {
  const a = toRgb(from);
  const b = toRgb(to);
  const along = (i: 0 | 1 | 2) => a[i] + (b[i] - a[i]) * amount;
  return toHex([along(0), along(1), along(2)]);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = toRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The colours a drawing paints with, all derived from the colourway. */
export type Shades = {
  main: string;
  dark: string;
  darker: string;
  light: string;
  /** Seams and stitching: visible on dark and on light fabrics. */
  line: string;
  /** Brand mark, stripes and logos: contrasts with the main colour. */
  accent: string;
  /** Foam midsoles and white trims. */
  sole: string;
  /** Rubber outsoles, zips and other hardware. */
  rubber: string;
};

export function shadesOf(hex: string, accent?: string): Shades {
  const lum = luminance(hex);
  const dark = lum < 0.03 ? mix(hex, "#ffffff", 0.1) : mix(hex, "#000000", 0.22);
  return {
    main: hex,
    dark,
    darker: lum < 0.03 ? mix(hex, "#ffffff", 0.18) : mix(hex, "#000000", 0.42),
    light: mix(hex, "#ffffff", 0.35),
    line: lum < 0.12 ? mix(hex, "#ffffff", 0.3) : mix(hex, "#000000", 0.3),
    accent: accent ?? (lum > 0.45 ? "#1c1c1e" : "#f5f4f0"),
    sole: lum > 0.7 ? "#e7e2d8" : "#f6f5f1",
    rubber: lum < 0.05 ? "#3a3a3d" : "#232325",
  };
}
