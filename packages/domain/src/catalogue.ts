/**
 * The catalogue editor's rules, written once for the back office's forms and the API: limits, size sets, EAN-13,
 * handles, promo windows in Algiers time and bulk price changes.
 */

export const CATALOGUE_LIMITS = {
  titleMax: 200,
  descriptionMax: 5_000,
  seoTitleMax: 120,
  seoDescriptionMax: 320,
  handleMax: 100,
  colorNoMax: 20,
  colourNameMax: 60,
  sizeMax: 20,
  skuMax: 40,
  /** Dinars. */
  priceMax: 10_000_000,
  stockMax: 1_000_000,
  coloursPerProduct: 30,
  sizesPerColour: 40,
  categoriesPerProduct: 10,
  linksPerColour: 10,
  picturesPerColour: 12,
  pictureBytes: 15 * 1024 * 1024,
  /** Pixels of a picture's width × height: what a picture costs in memory once decoded. */
  picturePixels: 40_000_000,
  altMax: 200,
} as const;

/** What the picture upload accepts, by MIME type. */
export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

/** The size sets the generator offers; « typed by hand » is any list the merchant writes. */
export const SIZE_SETS = {
  shoes: {
    label: "Chaussures (pointures EU)",
    sizes: ["36", "37", "37.5", "38", "38.5", "39", "40", "40.5", "41", "42", "42.5", "43", "44", "44.5", "45", "46", "47"],
  },
  apparel: { label: "Vêtements (XS à 3XL)", sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL"] },
  kids: { label: "Enfants (par âge)", sizes: ["4 ans", "6 ans", "8 ans", "10 ans", "12 ans", "14 ans", "16 ans"] },
  oneSize: { label: "Taille unique", sizes: ["Taille unique"] },
} as const;
export type SizeSetKey = keyof typeof SIZE_SETS;

/** The check digit of the first 12 digits of an EAN-13 (GS1: weights 1 and 3 from the left). */
export function eanCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Thirteen digits whose last is the check digit of the others. */
export function isValidEan13(value: string): boolean {
  return /^\d{13}$/.test(value) && eanCheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/**
 * An EAN-13 for a size the merchant has no barcode for yet: GS1 prefix 2 (numbers for use inside one shop), then
 * `serial` on 11 digits, then the check digit. The merchant replaces it with the maker's barcode when there is one.
 */
export function internalEan(serial: number): string {
  const first12 = `2${String(serial % 100_000_000_000).padStart(11, "0")}`;
  return `${first12}${eanCheckDigit(first12)}`;
}

/** A handle from a French title: lower case, accents taken off, words joined by hyphens (« Veste Sprint » → « veste-sprint »). */
export function handleFromTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[œ]/gi, "oe")
    .replace(/[æ]/gi, "ae")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CATALOGUE_LIMITS.handleMax)
    .replace(/-+$/g, "");
}

/** Lower case letters and digits in words joined by single hyphens: what a handle or a category slug may be. */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Algiers keeps UTC+1 all year (no summer time since 1981). */
const ALGIERS_OFFSET_MINUTES = 60;

/** « 2026-12-24T18:00 » (a `datetime-local` field, Algiers time) as an instant; undefined when not a date. */
export function algiersLocalToIso(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = new Date(Date.UTC(y, mo - 1, d, h, mi));
  // 2026-02-31 or 24:00 would roll over into another day: refused.
  if (wall.getUTCFullYear() !== y || wall.getUTCMonth() !== mo - 1 || wall.getUTCDate() !== d || h > 23 || mi > 59)
    return undefined;
  const date = new Date(wall.getTime() - ALGIERS_OFFSET_MINUTES * 60_000);
  return date.toISOString();
}

/** An instant as Algiers time for a `datetime-local` field: « 2026-12-24T18:00 ». */
export function isoToAlgiersLocal(iso: string): string {
  const date = new Date(Date.parse(iso) + ALGIERS_OFFSET_MINUTES * 60_000);
  return date.toISOString().slice(0, 16);
}

/** The promo price in force at `now`: the planned one within its window (start included, end excluded), else none. */
export function promoInForce(
  planned: number | null,
  window: { start: string | null; end: string | null },
  now: Date = new Date(),
): number | null {
  if (planned === null) return null;
  const at = now.getTime();
  if (window.start !== null && Date.parse(window.start) > at) return null;
  if (window.end !== null && Date.parse(window.end) <= at) return null;
  return planned;
}

/** A price raised or lowered by `percent` (−90 to +500), rounded to the nearest 10 DA, never below 10 DA. */
export function changeByPercent(price: number, percent: number): number {
  const changed = Math.round((price * (100 + percent)) / 100 / 10) * 10;
  return Math.max(10, changed);
}

/** The percentages a bulk price change accepts: a price may fall by 90 % at most and rise fivefold at most. */
export const PERCENT_CHANGE = { min: -90, max: 500 } as const;

export function isPercentChange(percent: number): boolean {
  return Number.isFinite(percent) && percent >= PERCENT_CHANGE.min && percent <= PERCENT_CHANGE.max;
}

/** What the grid's bulk edits read and write of a size: its price and its promo with the promo's window. */
export type PricedSize = { price: number; promoPrice: number | null; promoStart: string | null; promoEnd: string | null };

/**
 * « Même prix pour toutes les tailles »: every size at `price`. Promos are kept as they are, even one the new price
 * no longer exceeds: the grid's validation points at it rather than a promo disappearing unseen.
 */
export function withOnePrice<T extends PricedSize>(sizes: readonly T[], price: number): T[] {
  return sizes.map((size) => ({ ...size, price }));
}

/** « Prix ±% »: every price changed by `percent`, rounded to 10 DA (`changeByPercent`); promo prices are left alone. */
export function withPricesChangedBy<T extends PricedSize>(sizes: readonly T[], percent: number): T[] {
  if (!isPercentChange(percent)) throw new RangeError(`percent out of range: ${percent}`);
  return sizes.map((size) => ({ ...size, price: changeByPercent(size.price, percent) }));
}

/**
 * « Promo sur toutes les tailles »: one promo price for every size, with its window (Algiers time, either end open
 * when null). `null` takes every promo off.
 */
export function withPromoForAll<T extends PricedSize>(
  sizes: readonly T[],
  promo: { price: number; start: string | null; end: string | null } | null,
): T[] {
  return sizes.map((size) =>
    promo === null
      ? { ...size, promoPrice: null, promoStart: null, promoEnd: null }
      : { ...size, promoPrice: promo.price, promoStart: promo.start, promoEnd: promo.end },
  );
}

/**
 * A bulk price change of the back office, on one size (promo dates as instants, either end open when null):
 * « set-price » one price; « percent » every price by a percentage (`changeByPercent`), promos left alone;
 * « promo » one promo price, or the price lowered by `promoPercent` (1 to 90, rounded to 10 DA), with its window;
 * « clear-promo » every promo off.
 */
export type BulkPriceChange =
  | { kind: "set-price"; price: number }
  | { kind: "percent"; percent: number }
  | { kind: "promo"; promoPrice: number | null; promoPercent: number | null; start: string | null; end: string | null }
  | { kind: "clear-promo" };

/** Why a size is left out of a bulk change: its promo would not be below its price, or its price over the limit. */
export type BulkPriceRefusal = "promoNotLower" | "priceTooHigh";

/**
 * One size after a bulk change, or why it cannot take it. A price change that leaves the size's promo at or above
 * the new price is refused rather than the promo dropped unseen, as the grid refuses it; so is a promo at or above
 * the size's price (a 10 DA price lowered by a percentage rounds back to itself).
 */
export function withBulkPriceChange<T extends PricedSize>(
  size: T,
  change: BulkPriceChange,
): { size: T; refusal: null } | { size: null; refusal: BulkPriceRefusal } {
  let after: T;
  switch (change.kind) {
    case "set-price":
      after = withOnePrice([size], change.price)[0]!;
      break;
    case "percent":
      after = withPricesChangedBy([size], change.percent)[0]!;
      break;
    case "promo": {
      const price = change.promoPrice ?? changeByPercent(size.price, -(change.promoPercent ?? 0));
      after = withPromoForAll([size], { price, start: change.start, end: change.end })[0]!;
      break;
    }
    case "clear-promo":
      after = withPromoForAll([size], null)[0]!;
      break;
  }
  if (after.price > CATALOGUE_LIMITS.priceMax) return { size: null, refusal: "priceTooHigh" };
  if (after.promoPrice !== null && after.promoPrice >= after.price) return { size: null, refusal: "promoNotLower" };
  return { size: after, refusal: null };
}

/**
 * Sizes typed by hand: « 36, 37, 38 » or « S M L ». A list with a comma or a semicolon is cut there only, so that
 * « 4 ans, 6 ans » keeps its words together; otherwise at spaces. Blank entries and repeats (any case) are dropped.
 */
export function parseSizeList(text: string): string[] {
  const parts = /[,;]/.test(text) ? text.split(/[,;]/) : text.split(/\s+/);
  const seen = new Set<string>();
  const sizes: string[] = [];
  for (const part of parts) {
    const size = part.trim().replace(/\s+/g, " ");
    if (size === "" || seen.has(size.toLowerCase())) continue;
    seen.add(size.toLowerCase());
    sizes.push(size);
  }
  return sizes;
}
