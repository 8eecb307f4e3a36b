import { CATALOGUE_LIMITS as L } from "@shop/domain/catalogue";
import { FOREIGN_MESSAGES as M, say } from "./messages.js";
import {
  categoryMatcher,
  checkProductText,
  checkVariantText,
  columnReader,
  isPictureUrl,
  ownRows,
  pricing,
  type ImportError,
  type OwnRow,
  type ParsedFile,
  type Product,
  type TranslationContext,
  type Variant,
} from "./model.js";
import { decodeEntities, fold, htmlToText, optionKind, parseDinars, parseStock, slugify } from "./text.js";

const EAN_COLUMNS = ["GTIN, UPC, EAN, or ISBN", "GTIN, UPC, EAN ou ISBN", "EAN"];

/** A list cell of WooCommerce's export: comma separated, a comma inside a value written `\,`. */
function splitList(text: string): string[] {
  return text
    .split(/(?<!\\),/)
    .map((part) => part.replace(/\\,/g, ",").trim())
    .filter((part) => part !== "");
}

type Record_ = { line: number; cells: string[] };

/**
 * A WooCommerce product export in the shop's columns: a `simple` product is one variant (its colour and size from its
 * attributes), a `variable` product is the product and its `variation` rows (found by `Parent`, `id:<ID>` or the
 * parent's SKU) its variants. WooCommerce has no handle: it is made from the name.
 */
export function translateWooCommerce(file: ParsedFile, context: TranslationContext) {
  const col = columnReader(file.header);
  const errors: ImportError[] = [];
  const push = (line: number, column: string, message: string) =>
    errors.push({ line, column: col.name(column), message });
  const matchCategory = categoryMatcher(context.categories);
  const eanColumn = EAN_COLUMNS.find((name) => col.has(name)) ?? "EAN";
  const attributeCount = file.header.filter((name) => /^attribute \d+ name$/i.test(name.trim())).length;

  type Parent = {
    record: Record_;
    kind: "simple" | "variable";
    product: Product | undefined;
    variations: Record_[];
  };
  const parents: Parent[] = [];
  const byReference = new Map<string, Parent>();
  const variations: Record_[] = [];
  for (const record of file.records) {
    if (record.cells.every((cell) => cell.trim() === "")) continue;
    const types = splitList(fold(col.get(record.cells, "Type")));
    if (types.includes("variation")) variations.push(record);
    else if (types.includes("variable") || types.includes("simple")) {
      const parent: Parent = {
        record,
        kind: types.includes("variable") ? "variable" : "simple",
        product: undefined,
        variations: [],
      };
      parents.push(parent);
      const id = col.get(record.cells, "ID");
      const sku = col.get(record.cells, "SKU");
      if (id) byReference.set(`id:${id}`, parent);
      if (sku) byReference.set(sku, parent);
    } else push(record.line, "Type", say(M.wooTypeUnknown, { value: col.get(record.cells, "Type") }));
  }
  for (const record of variations) {
    const reference = col.get(record.cells, "Parent");
    const parent = byReference.get(reference);
    if (!parent) push(record.line, "Parent", say(M.wooParentMissing, { value: reference }));
    else if (parent.kind !== "variable")
      push(record.line, "Parent", say(M.wooParentNotVariable, { value: reference }));
    else parent.variations.push(record);
  }

  /** A row's attributes: colour and size (one value each), anything else refused by name. */
  const attributes = (record: Record_, single: boolean) => {
    let colour = "";
    let size = "";
    let ok = true;
    for (let i = 1; i <= attributeCount; i += 1) {
      const name = col.get(record.cells, `Attribute ${i} name`);
      const value = col.get(record.cells, `Attribute ${i} value(s)`);
      if (name === "" && value === "") continue;
      const kind = optionKind(name);
      if (!kind) {
        push(record.line, `Attribute ${i} name`, say(M.unknownOption, { name: name || `Attribute ${i}` }));
        ok = false;
        continue;
      }
      const values = splitList(value);
      if (single && values.length > 1) {
        push(record.line, `Attribute ${i} value(s)`, say(M.twoValues, { name }));
        ok = false;
        continue;
      }
      if (kind === "colour") colour = values[0] ?? "";
      else size = values[0] ?? "";
    }
    return { colour, size, ok };
  };

  const dateCell = (record: Record_, column: string, end: boolean): string | undefined => {
    const text = col.get(record.cells, column);
    if (text === "") return "";
    const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(text);
    if (!match || Number.isNaN(Date.parse(match[1]!))) {
      push(record.line, column, say(M.dateInvalid, { value: text }));
      return undefined;
    }
    return `${match[1]} ${match[2] ?? (end ? "23:59" : "00:00")}`;
  };

  const pictures = (record: Record_): string[] | undefined => {
    const list = splitList(col.get(record.cells, "Images"));
    const bad = list.find((url) => !isPictureUrl(url));
    if (bad !== undefined) {
      push(record.line, "Images", say(M.pictureInvalid, { value: bad }));
      return undefined;
    }
    return list;
  };

  const variant = (record: Record_, fromParent: Record_ | undefined): Variant | undefined => {
    const before = errors.length;
    const { colour, size, ok } = attributes(record, true);
    if (ok && colour === "") push(record.line, "Attribute 1 value(s)", M.noColour);
    if (ok && size === "") push(record.line, "Attribute 1 value(s)", M.noSize);
    const regularText = col.get(record.cells, "Regular price");
    const saleText = col.get(record.cells, "Sale price");
    const regular = parseDinars(regularText);
    const sale = parseDinars(saleText);
    if (regular === null) push(record.line, "Regular price", M.priceMissing);
    else if (regular === undefined)
      push(record.line, "Regular price", say(M.priceInvalid, { value: regularText }));
    else if (regular > L.priceMax)
      push(record.line, "Regular price", say(M.priceTooHigh, { value: regularText }));
    if (sale === undefined) push(record.line, "Sale price", say(M.priceInvalid, { value: saleText }));
    const stockText = col.get(record.cells, "Stock");
    const stock = parseStock(stockText);
    if (stock === undefined) push(record.line, "Stock", say(M.stockInvalid, { value: stockText }));
    const promoStart = dateCell(record, "Date sale price starts", false);
    const promoEnd = dateCell(record, "Date sale price ends", true);
    const own = pictures(record);
    if (
      errors.length > before ||
      typeof regular !== "number" ||
      sale === undefined ||
      stock === undefined ||
      !own
    )
      return undefined;
    const { price, promoPrice } = pricing(regular, sale);
    const found: Variant = {
      line: record.line,
      colour,
      size,
      sku: col.get(record.cells, "SKU"),
      ean: col.get(record.cells, eanColumn),
      price,
      promoPrice,
      promoStart: promoPrice === null ? "" : (promoStart ?? ""),
      promoEnd: promoPrice === null ? "" : (promoEnd ?? ""),
      stock,
      // A simple product's pictures are the product's; a variation's are its colour's.
      pictures: fromParent ? own : [],
    };
    const textErrors: ImportError[] = [];
    if (
      !checkVariantText(
        found,
        { colour: "Attribute 1 value(s)", size: "Attribute 2 value(s)", sku: "SKU", ean: eanColumn },
        textErrors,
      )
    ) {
      for (const error of textErrors) push(error.line, error.column, error.message);
      return undefined;
    }
    return found;
  };

  const rows: OwnRow[] = [];
  for (const parent of parents) {
    const { record } = parent;
    const before = errors.length;
    const name = decodeEntities(col.get(record.cells, "Name"));
    const publishedText = col.get(record.cells, "Published");
    let status: Product["status"] = "published";
    if (publishedText === "0" || publishedText === "-1") status = "draft";
    else if (publishedText !== "" && publishedText !== "1")
      push(record.line, "Published", say(M.publishedInvalid, { value: publishedText }));
    const categories: string[] = [];
    for (const path of splitList(col.get(record.cells, "Categories"))) {
      const leaf =
        path
          .split(">")
          .map((level) => level.trim())
          .filter(Boolean)
          .at(-1) ?? "";
      const slug = matchCategory(leaf);
      if (!slug) push(record.line, "Categories", say(M.categoryUnknown, { value: path }));
      else if (!categories.includes(slug)) categories.push(slug);
    }
    if (categories.length > L.categoriesPerProduct)
      push(record.line, "Categories", say(M.tooManyCategories, { max: L.categoriesPerProduct }));
    const html = col.get(record.cells, "Description") || col.get(record.cells, "Short description");
    const product: Product = {
      line: record.line,
      handle: slugify(name),
      status,
      title: name,
      description: htmlToText(html),
      categories,
      variants: [],
      pictures: pictures(record) ?? [],
    };
    checkProductText(product, { handle: "Name", title: "Name", description: "Description" }, errors);
    if (parent.kind === "simple") {
      const only = variant(record, undefined);
      if (only) product.variants.push(only);
    } else {
      // The variable product's attributes list every value its variations take: only their names are checked here.
      attributes(record, false);
      if (parent.variations.length === 0) push(record.line, "Type", M.noVariant);
      for (const variation of parent.variations) {
        const found = variant(variation, record);
        if (found) product.variants.push(found);
      }
    }
    if (errors.length > before) continue;
    rows.push(
      ...ownRows(
        product,
        {
          colour: col.name("Attribute 1 value(s)"),
          size: col.name("Attribute 2 value(s)"),
          pictures: col.name("Images"),
        },
        errors,
      ),
    );
  }
  return { rows, errors };
}
