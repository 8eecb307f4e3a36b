import type { FileFormat } from "./foreign/index.js";

/**
 * The column of another shop's file that a column of the shop's own comes from, for the errors the editor's rules
 * find in a translated row: the merchant looks for « Variant Price » in their Shopify file, not « price ». Columns
 * made from several of theirs (a colour or size from an option, whichever its number) keep the shop's name.
 */
const SOURCES: Record<Exclude<FileFormat, "own">, Record<string, string>> = {
  "shopify-legacy": {
    handle: "Handle",
    status: "Status",
    title_fr: "Title",
    description_fr: "Body (HTML)",
    categories: "Type",
    sku: "Variant SKU",
    ean: "Variant Barcode",
    price: "Variant Price",
    promo_price: "Variant Compare At Price",
    stock: "Variant Inventory Qty",
    images: "Image Src",
  },
  shopify: {
    handle: "URL handle",
    status: "Status",
    title_fr: "Title",
    description_fr: "Description",
    categories: "Type",
    sku: "SKU",
    ean: "Barcode",
    price: "Price",
    promo_price: "Compare-at price",
    stock: "Inventory quantity",
    images: "Product image URL",
  },
  woocommerce: {
    title_fr: "Name",
    description_fr: "Description",
    categories: "Categories",
    sku: "SKU",
    ean: "GTIN, UPC, EAN, or ISBN",
    price: "Regular price",
    promo_price: "Sale price",
    stock: "Stock",
    images: "Images",
  },
};

export function sourceColumn(format: FileFormat, column: string): string {
  return format === "own" ? column : (SOURCES[format][column] ?? column);
}
