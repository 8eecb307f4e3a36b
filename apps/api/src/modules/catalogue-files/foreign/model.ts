import { HANDLE_PATTERN, CATALOGUE_LIMITS as L } from "@shop/domain/catalogue";
import { FOREIGN_MESSAGES as M, say } from "./messages.js";
import { colourNumber, fold, slugify } from "./text.js";

/** A CSV file once read: its header and its records, each with the line of the file it starts on. */
export type ParsedFile = { header: string[]; records: { line: number; cells: string[] }[] };
/** What cannot be brought in, named by the source file's line and column. */
export type ImportError = { line: number; column: string; message: string };
/** A row in the shop's own columns (`OWN_HEADER`), with the line of the source file it comes from. */
export type OwnRow = { line: number; cells: string[] };
/** A category of the shop, as the translation matches it: its slug and French name. */
export type ShopCategory = { slug: string; name: string };
export type TranslationContext = { categories: readonly ShopCategory[] };

/** The shop's own catalogue columns, in their order (facet columns come after, and no other shop's file has any). */
export const OWN_HEADER = [
  "handle",
  "status",
  "title_fr",
  "title_ar",
  "description_fr",
  "description_ar",
  "categories",
  "color_no",
  "color_fr",
  "color_ar",
  "color_hex",
  "size",
  "ean",
  "sku",
  "price",
  "promo_price",
  "promo_start",
  "promo_end",
  "stock",
  "active",
  "images",
] as const;
type OwnColumn = (typeof OWN_HEADER)[number];

/** One sellable variant as every format gives it, before it is written in the shop's columns. */
export type Variant = {
  line: number;
  colour: string;
  size: string;
  sku: string;
  ean: string;
  price: number;
  promoPrice: number | null;
  promoStart: string;
  promoEnd: string;
  stock: number | null;
  /** Pictures tied to this variant (Shopify's variant image, WooCommerce's variation image). */
  pictures: string[];
};

export type Product = {
  line: number;
  handle: string;
  status: "draft" | "published" | "archived";
  title: string;
  description: string;
  categories: string[];
  variants: Variant[];
  /** The product's pictures not tied to a variant: they go to its first colour, after that colour's own. */
  pictures: string[];
};

/** Reads a record's cells by column name, whatever the case and spacing of the file's header. */
export function columnReader(header: string[]) {
  const index = new Map<string, number>();
  header.forEach((name, position) => {
    const key = fold(name);
    if (!index.has(key)) index.set(key, position);
  });
  return {
    has: (name: string) => index.has(fold(name)),
    /** The file's own spelling of a column (for error messages), or the name asked for. */
    name: (name: string) => header[index.get(fold(name)) ?? -1] ?? name,
    get: (cells: string[], name: string) => {
      const position = index.get(fold(name));
      return position === undefined ? "" : (cells[position] ?? "").trim();
    },
  };
}
export type ColumnReader = ReturnType<typeof columnReader>;

/** Matches a category name or path written by another shop to the shop's categories, by French name or slug. */
export function categoryMatcher(categories: readonly ShopCategory[]) {
  const byKey = new Map<string, string>();
  for (const category of categories) {
    byKey.set(fold(category.name), category.slug);
    byKey.set(category.slug, category.slug);
  }
  return (value: string): string | undefined => byKey.get(fold(value)) ?? byKey.get(slugify(value));
}

/**
 * A product's rows in the shop's columns, one per variant, or the errors that keep it out: more colours, sizes or
 * pictures than the shop takes, the same colour and size twice. Colours keep the order they first appear in; a
 * colour's pictures are written on its first row, its own first, then (for the first colour) the product's.
 */
export function ownRows(
  product: Product,
  columns: { colour: string; size: string; pictures: string },
  errors: ImportError[],
): OwnRow[] {
  const before = errors.length;
  const colours = new Map<
    string,
    { name: string; sizes: Map<string, number>; pictures: string[]; line: number }
  >();
  for (const variant of product.variants) {
    const key = fold(variant.colour);
    let colour = colours.get(key);
    if (!colour) {
      colour = { name: variant.colour, sizes: new Map(), pictures: [], line: variant.line };
      colours.set(key, colour);
    }
    const sizeKey = fold(variant.size);
    const earlier = colour.sizes.get(sizeKey);
    if (earlier !== undefined)
      errors.push({
        line: variant.line,
        column: columns.size,
        message: say(M.duplicateVariant, { colour: variant.colour, size: variant.size, line: earlier }),
      });
    else colour.sizes.set(sizeKey, variant.line);
    for (const picture of variant.pictures)
      if (!colour.pictures.includes(picture)) colour.pictures.push(picture);
  }
  if (colours.size > L.coloursPerProduct)
    errors.push({
      line: product.line,
      column: columns.colour,
      message: say(M.tooManyColours, { max: L.coloursPerProduct }),
    });
  const first = colours.values().next().value;
  if (first)
    for (const picture of product.pictures)
      if (!first.pictures.includes(picture)) first.pictures.push(picture);
  for (const colour of colours.values()) {
    if (colour.sizes.size > L.sizesPerColour)
      errors.push({
        line: colour.line,
        column: columns.size,
        message: say(M.tooManySizes, { colour: colour.name, max: L.sizesPerColour }),
      });
    if (colour.pictures.length > L.picturesPerColour)
      errors.push({
        line: colour.line,
        column: columns.pictures,
        message: say(M.tooManyPictures, { colour: colour.name, max: L.picturesPerColour }),
      });
  }
  if (errors.length > before) return [];
  const written = new Set<string>();
  return product.variants.map((variant) => {
    const key = fold(variant.colour);
    const colour = colours.get(key)!;
    const cells: Record<OwnColumn, string> = {
      handle: product.handle,
      status: product.status,
      title_fr: product.title,
      title_ar: "",
      description_fr: product.description,
      description_ar: "",
      categories: product.categories.join("|"),
      color_no: colourNumber(product.handle, variant.colour),
      color_fr: colour.name,
      color_ar: "",
      color_hex: "",
      size: variant.size,
      ean: variant.ean,
      sku: variant.sku,
      price: String(variant.price),
      promo_price: variant.promoPrice === null ? "" : String(variant.promoPrice),
      promo_start: variant.promoStart,
      promo_end: variant.promoEnd,
      stock: variant.stock === null ? "" : String(variant.stock),
      active: "1",
      images: written.has(key) ? "" : colour.pictures.join("|"),
    };
    written.add(key);
    return { line: variant.line, cells: OWN_HEADER.map((column) => cells[column]) };
  });
}

/** Price and promo price from a regular price and a compare-at (Shopify) or sale price (WooCommerce). */
export function pricing(regular: number, lower: number | null): { price: number; promoPrice: number | null } {
  return lower !== null && lower < regular
    ? { price: regular, promoPrice: lower }
    : { price: regular, promoPrice: null };
}

/** Checks shared by every format on one variant's text cells; pushes errors and answers whether it passed. */
export function checkVariantText(
  variant: { line: number; colour: string; size: string; sku: string; ean: string },
  columns: { colour: string; size: string; sku: string; ean: string },
  errors: ImportError[],
): boolean {
  const before = errors.length;
  const push = (column: string, message: string) => errors.push({ line: variant.line, column, message });
  if (variant.colour.length > L.colourNameMax)
    push(columns.colour, say(M.colourTooLong, { value: variant.colour, max: L.colourNameMax }));
  if (variant.size.length > L.sizeMax)
    push(columns.size, say(M.sizeTooLong, { value: variant.size, max: L.sizeMax }));
  if (variant.sku.length > L.skuMax)
    push(columns.sku, say(M.skuTooLong, { value: variant.sku, max: L.skuMax }));
  if (variant.ean !== "" && !/^\d{13}$/.test(variant.ean))
    push(columns.ean, say(M.barcodeInvalid, { value: variant.ean }));
  return errors.length === before;
}

/** Checks shared by every format on a product's title, description and handle. */
export function checkProductText(
  product: { line: number; handle: string; title: string; description: string },
  columns: { handle: string; title: string; description: string },
  errors: ImportError[],
): void {
  const push = (column: string, message: string) => errors.push({ line: product.line, column, message });
  if (product.handle === "") push(columns.handle, M.handleMissing);
  else if (!HANDLE_PATTERN.test(product.handle) || product.handle.length > L.handleMax)
    push(columns.handle, say(M.handleInvalid, { value: product.handle }));
  if (product.title === "") push(columns.title, M.titleMissing);
  else if (product.title.length > L.titleMax) push(columns.title, say(M.titleTooLong, { max: L.titleMax }));
  if (product.description.length > L.descriptionMax)
    push(columns.description, say(M.descriptionTooLong, { max: L.descriptionMax }));
}

/** A picture address as the fetcher takes it: http or https only. */
export function isPictureUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
