/**
 * Size guides: the body measurements behind each size the catalogue sells, in centimetres. The guide of a product
 * follows from its sizes themselves (EU shoe sizes, sock ranges, letter sizes, ages), so a product page needs no
 * other data; the seed's size runs are checked against these tables (apps/api/src/seed/size-guide.test.ts).
 */

/** A measurement in centimetres: one value, or a range from–to. */
export type Measure = number | readonly [from: number, to: number];

export type SizeGuideKind = "shoes" | "socks" | "apparel-men" | "apparel-women" | "kids";

/** The measurements a guide's table gives for each size, in this order. */
export type SizeGuideColumn = "footLength" | "euSizes" | "height" | "chest" | "waist" | "hip";

export type SizeGuideRow = { size: string; values: Measure[] };

export type SizeGuide = { kind: SizeGuideKind; columns: SizeGuideColumn[]; rows: SizeGuideRow[] };

/** Tops and bottoms share one table: chest, waist and hip per letter size. */
const ADULT_COLUMNS: SizeGuideColumn[] = ["chest", "waist", "hip"];

// prettier-ignore
const MEN: Record<string, Measure[]> = {
  XS:    [[82, 88],   [68, 74],   [82, 88]],
  S:     [[88, 94],   [74, 80],   [88, 94]],
  M:     [[94, 100],  [80, 86],   [94, 100]],
  L:     [[100, 106], [86, 92],   [100, 106]],
  XL:    [[106, 112], [92, 98],   [106, 112]],
  XXL:   [[112, 118], [98, 104],  [112, 118]],
  "3XL": [[118, 124], [104, 110], [118, 124]],
};

// prettier-ignore
const WOMEN: Record<string, Measure[]> = {
  XS:    [[76, 82],   [60, 66],   [84, 90]],
  S:     [[82, 88],   [66, 72],   [90, 96]],
  M:     [[88, 94],   [72, 78],   [96, 102]],
  L:     [[94, 100],  [78, 84],   [102, 108]],
  XL:    [[100, 106], [84, 90],   [108, 114]],
  XXL:   [[106, 112], [90, 96],   [114, 120]],
  "3XL": [[112, 118], [96, 102],  [120, 126]],
};

const KIDS_COLUMNS: SizeGuideColumn[] = ["height", "chest", "waist", "hip"];

/** Children's clothes are sized by age: the height, chest, waist and hip of a child of that age. */
// prettier-ignore
const KIDS: Record<string, Measure[]> = {
  "4 ans":  [[99, 104],  [54, 57], [51, 53], [57, 60]],
  "6 ans":  [[111, 116], [59, 62], [54, 56], [63, 66]],
  "8 ans":  [[123, 128], [64, 67], [57, 59], [68, 71]],
  "10 ans": [[135, 140], [69, 72], [60, 62], [73, 77]],
  "12 ans": [[147, 152], [74, 78], [63, 65], [79, 83]],
  "14 ans": [[159, 164], [80, 84], [66, 69], [85, 89]],
  "16 ans": [[165, 170], [84, 88], [68, 71], [89, 93]],
};

const EU_SIZE = /^\d{2}(\.5)?$/;
const SOCK_SIZE = /^(\d{2})-(\d{2})$/;

/**
 * The foot length, heel to longest toe, that an EU (Paris point) size fits: the size counts the last in
 * two-thirds of a centimetre, and the last is about 1.5 cm longer than the foot. Rounded to the millimetre.
 */
export function footLength(euSize: number): number {
  return Math.round(((euSize * 2) / 3 - 1.5) * 10) / 10;
}

/** Which guide a product's sizes call for; null for sizes no guide explains (« Taille unique », balls). */
export function sizeGuideKind(sizes: readonly string[], gender: string): SizeGuideKind | null {
  if (sizes.length === 0) return null;
  if (sizes.every((size) => EU_SIZE.test(size))) return "shoes";
  if (sizes.every((size) => SOCK_SIZE.test(size))) return "socks";
  if (sizes.every((size) => Object.hasOwn(KIDS, size))) return "kids";
  const women = gender === "Femme" || gender === "Fille";
  const table = women ? WOMEN : MEN;
  if (sizes.every((size) => Object.hasOwn(table, size))) return women ? "apparel-women" : "apparel-men";
  return null;
}

/** The guide of a product: a row per size it is sold in, in its order. */
export function sizeGuide(kind: SizeGuideKind, sizes: readonly string[]): SizeGuide {
  switch (kind) {
    case "shoes":
      return {
        kind,
        columns: ["footLength"],
        rows: sizes.map((size) => ({ size, values: [footLength(Number(size))] })),
      };
    case "socks":
      return {
        kind,
        columns: ["euSizes", "footLength"],
        rows: sizes.map((size) => {
          const [, from, to] = SOCK_SIZE.exec(size) ?? [];
          const [low, high] = [Number(from), Number(to)];
          return {
            size,
            values: [
              [low, high],
              [footLength(low), footLength(high)],
            ],
          };
        }),
      };
    case "kids":
      return { kind, columns: KIDS_COLUMNS, rows: rowsOf(KIDS, sizes) };
    case "apparel-men":
      return { kind, columns: ADULT_COLUMNS, rows: rowsOf(MEN, sizes) };
    case "apparel-women":
      return { kind, columns: ADULT_COLUMNS, rows: rowsOf(WOMEN, sizes) };
  }
}

function rowsOf(table: Record<string, Measure[]>, sizes: readonly string[]): SizeGuideRow[] {
  return sizes.flatMap((size) => {
    const values = table[size];
    return values ? [{ size, values }] : [];
  });
}
