// Shared by the tests of the foreign catalogue files (Shopify's and WooCommerce's exports).
import { translateCatalogueFile, type OWN_HEADER, type ParsedFile } from "../../src/modules/catalogue-files/foreign/index.js";
import { readCsvRecords } from "./csv-records.js";

export const categories = [
  { slug: "t-shirts", name: "T-shirts" },
  { slug: "chaussures", name: "Chaussures" },
  { slug: "homme", name: "Homme" },
  { slug: "survetements", name: "Survêtements" },
  { slug: "sport", name: "Sport" },
  { slug: "accessoires", name: "Accessoires" },
];

/** The translated rows as objects keyed by the shop's columns. */
export function translate(file: ParsedFile) {
  const translation = translateCatalogueFile(file, { categories });
  if (!translation) throw new Error("format not detected");
  const rows = translation.rows.map((row) => ({
    line: row.line,
    ...Object.fromEntries(translation.header.map((column, index) => [column, row.cells[index]])),
  })) as ({ line: number } & Record<(typeof OWN_HEADER)[number], string>)[];
  return { ...translation, rows };
}

export const csv = (lines: string[]) => readCsvRecords(lines.join("\n"));
export const LEGACY =
  "Handle,Title,Body (HTML),Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Barcode,Image Src,Image Position,Status";
export const WOO =
  "ID,Type,SKU,Name,Published,Description,Regular price,Sale price,Stock,Categories,Images,Parent,Attribute 1 name,Attribute 1 value(s),Attribute 2 name,Attribute 2 value(s),Attribute 3 name,Attribute 3 value(s)";
