import {
  OWN_HEADER,
  type ImportError,
  type OwnRow,
  type ParsedFile,
  type TranslationContext,
} from "./model.js";
import { translateShopify } from "./shopify.js";
import { fold } from "./text.js";
import { translateWooCommerce } from "./woocommerce.js";

export { OWN_HEADER } from "./model.js";
export type { ImportError, OwnRow, ParsedFile, ShopCategory, TranslationContext } from "./model.js";

export type FileFormat = "own" | "shopify-legacy" | "shopify" | "woocommerce";

/** The columns that tell each format apart: all of them must be in the header. */
const SIGNATURES: [FileFormat, string[]][] = [
  ["own", ["handle", "title_fr", "color_no", "size", "sku", "price"]],
  ["shopify-legacy", ["Handle", "Title", "Body (HTML)", "Option1 Name", "Option1 Value", "Variant Price"]],
  ["shopify", ["URL handle", "Title", "Description", "Option1 name", "Option1 value", "Price"]],
  ["woocommerce", ["ID", "Type", "SKU", "Name", "Regular price", "Parent"]],
];

/** Which file this header opens: the shop's own, Shopify's (legacy or current names), WooCommerce's, or none. */
export function detectFormat(header: string[]): FileFormat | undefined {
  const names = new Set(header.map((name) => fold(name.replace(/^\uFEFF/, ""))));
  return SIGNATURES.find(([, columns]) => columns.every((column) => names.has(fold(column))))?.[0];
}

export type Translation = { format: FileFormat; header: string[]; rows: OwnRow[]; errors: ImportError[] };

/**
 * Another shop's file as the shop's own: the same header and records (with the source's line numbers) the import
 * reads from its own file, and the errors of what could not be mapped. The shop's own file passes through as it is.
 * Undefined when the header is none of the formats.
 */
export function translateCatalogueFile(
  file: ParsedFile,
  context: TranslationContext,
): Translation | undefined {
  const format = detectFormat(file.header);
  if (!format) return undefined;
  if (format === "own") return { format, header: file.header, rows: file.records, errors: [] };
  const { rows, errors } =
    format === "woocommerce"
      ? translateWooCommerce(file, context)
      : translateShopify(file, format === "shopify-legacy" ? "legacy" : "current", context);
  errors.sort((a, b) => a.line - b.line);
  return { format, header: [...OWN_HEADER], rows, errors };
}
