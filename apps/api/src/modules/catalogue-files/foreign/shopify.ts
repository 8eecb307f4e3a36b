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
import { decodeEntities, fold, htmlToText, optionKind, parseDinars, parseStock } from "./text.js";

/** The column names of Shopify's two product files: the legacy export and the current template. */
const NAMES = {
  legacy: {
    handle: "Handle",
    title: "Title",
    body: "Body (HTML)",
    type: "Type",
    tags: "Tags",
    category: "Product Category",
    published: "Published",
    status: "Status",
    option: (i: number, part: "Name" | "Value") => `Option${i} ${part}`,
    sku: "Variant SKU",
    stock: "Variant Inventory Qty",
    price: "Variant Price",
    compareAt: "Variant Compare At Price",
    barcode: "Variant Barcode",
    image: "Image Src",
    position: "Image Position",
    variantImage: "Variant Image",
  },
  current: {
    handle: "URL handle",
    title: "Title",
    body: "Description",
    type: "Type",
    tags: "Tags",
    category: "Product category",
    published: "Published on online store",
    status: "Status",
    option: (i: number, part: "Name" | "Value") => `Option${i} ${part.toLowerCase()}`,
    sku: "SKU",
    stock: "Inventory quantity",
    price: "Price",
    compareAt: "Compare-at price",
    barcode: "Barcode",
    image: "Product image URL",
    position: "Image position",
    variantImage: "Variant image URL",
  },
} as const;
export type ShopifyHeaders = keyof typeof NAMES;

type Draft = {
  product: Product;
  optionNames: string[];
  optionLine: number;
  images: { src: string; position: number; order: number }[];
  broken: boolean;
};

const TRUE = new Set(["true", "1", "yes", "oui", "vrai"]);
const FALSE = new Set(["false", "0", "no", "non", "faux"]);

/**
 * A Shopify product file in the shop's columns. Rows sharing a handle are one product: the first carries the
 * product (title, description, type, tags, status, option names), the next ones a variant, a picture, or both.
 */
export function translateShopify(file: ParsedFile, headers: ShopifyHeaders, context: TranslationContext) {
  const N = NAMES[headers];
  const col = columnReader(file.header);
  const errors: ImportError[] = [];
  const matchCategory = categoryMatcher(context.categories);
  const drafts = new Map<string, Draft>();
  const push = (line: number, column: string, message: string) =>
    errors.push({ line, column: col.name(column), message });

  for (const { line, cells } of file.records) {
    const get = (name: string) => col.get(cells, name);
    const handle = get(N.handle);
    if (cells.every((cell) => cell.trim() === "")) continue;
    let draft = drafts.get(handle);
    const title = decodeEntities(get(N.title));
    if (!draft) {
      if (handle !== "" && title === "") {
        push(line, N.title, say(M.orphanRow, { value: handle }));
        continue;
      }
      draft = startProduct(line, handle, title, get, N, push, matchCategory);
      drafts.set(handle, draft);
    }
    const src = get(N.image);
    if (src !== "") {
      if (!isPictureUrl(src)) {
        push(line, N.image, say(M.pictureInvalid, { value: src }));
        draft.broken = true;
      } else {
        const position = Number(get(N.position));
        draft.images.push({
          src,
          position: Number.isFinite(position) && position > 0 ? position : Infinity,
          order: draft.images.length,
        });
      }
    }
    const optionValues = [1, 2, 3].map((i) => get(N.option(i, "Value")));
    const isVariant = get(N.price) !== "" || get(N.sku) !== "" || optionValues.some((value) => value !== "");
    if (!isVariant) continue;
    const variant = readVariant(line, optionValues, draft, get, N, push);
    if (variant) draft.product.variants.push(variant);
    else draft.broken = true;
  }

  const rows: OwnRow[] = [];
  for (const draft of drafts.values()) {
    const { product } = draft;
    if (product.variants.length === 0 && !draft.broken) push(product.line, N.option(1, "Value"), M.noVariant);
    const variantPictures = new Set(product.variants.flatMap((variant) => variant.pictures));
    product.pictures = draft.images
      .sort((a, b) => a.position - b.position || a.order - b.order)
      .map((image) => image.src)
      .filter((src, index, all) => all.indexOf(src) === index && !variantPictures.has(src));
    if (draft.broken) continue;
    rows.push(
      ...ownRows(
        product,
        {
          colour: col.name(N.option(1, "Value")),
          size: col.name(N.option(2, "Value")),
          pictures: col.name(N.image),
        },
        errors,
      ),
    );
  }
  return { rows, errors };
}

function startProduct(
  line: number,
  handle: string,
  title: string,
  get: (name: string) => string,
  N: (typeof NAMES)[ShopifyHeaders],
  push: (line: number, column: string, message: string) => void,
  matchCategory: (value: string) => string | undefined,
): Draft {
  const before = { count: 0 };
  const errorsHere: [string, string][] = [];
  const report = (column: string, message: string) => {
    before.count += 1;
    errorsHere.push([column, message]);
  };
  // Status: Shopify's own (active, draft, archived), an active product kept off the online store being a draft.
  const statusText = fold(get(N.status));
  const publishedText = fold(get(N.published));
  let status: Product["status"] = "published";
  if (statusText === "archived" || statusText === "archive") status = "archived";
  else if (statusText === "draft" || statusText === "brouillon") status = "draft";
  else if (statusText !== "" && statusText !== "active" && statusText !== "actif")
    report(N.status, say(M.statusInvalid, { value: get(N.status) }));
  if (status === "published" && publishedText !== "") {
    if (FALSE.has(publishedText)) status = "draft";
    else if (!TRUE.has(publishedText))
      report(N.published, say(M.publishedInvalid, { value: get(N.published) }));
  }
  // Categories: the type names one (or is an error); the product category's levels and the tags add those that match.
  const categories: string[] = [];
  const add = (slug: string | undefined) => {
    if (slug && !categories.includes(slug)) categories.push(slug);
  };
  const type = get(N.type);
  if (type !== "") {
    const slug = matchCategory(type);
    if (slug) add(slug);
    else report(N.type, say(M.categoryUnknown, { value: type }));
  }
  for (const level of get(N.category).split(">").reverse())
    if (level.trim()) add(matchCategory(level.trim()));
  for (const tag of get(N.tags).split(",")) if (tag.trim()) add(matchCategory(tag.trim()));
  if (categories.length > L.categoriesPerProduct)
    report(N.type, say(M.tooManyCategories, { max: L.categoriesPerProduct }));

  const product: Product = {
    line,
    handle,
    status,
    title,
    description: htmlToText(get(N.body)),
    categories,
    variants: [],
    pictures: [],
  };
  const productErrors: ImportError[] = [];
  checkProductText(product, { handle: N.handle, title: N.title, description: N.body }, productErrors);
  for (const error of productErrors) report(error.column, error.message);
  const optionNames = [1, 2, 3].map((i) => get(N.option(i, "Name")));
  optionNames.forEach((name, index) => {
    // « Title / Default Title » is Shopify's product without options.
    if (name !== "" && fold(name) !== "title" && !optionKind(name)) {
      report(N.option(index + 1, "Name"), say(M.unknownOption, { name }));
    }
  });
  for (const [column, message] of errorsHere) push(line, column, message);
  return { product, optionNames, optionLine: line, images: [], broken: before.count > 0 };
}

function readVariant(
  line: number,
  values: string[],
  draft: Draft,
  get: (name: string) => string,
  N: (typeof NAMES)[ShopifyHeaders],
  push: (line: number, column: string, message: string) => void,
): Variant | undefined {
  let colour = "";
  let size = "";
  let colourColumn: string = N.option(1, "Value");
  let sizeColumn: string = N.option(2, "Value");
  let ok = true;
  values.forEach((value, index) => {
    const name = draft.optionNames[index] ?? "";
    const column = N.option(index + 1, "Value");
    if (value === "" || fold(name) === "title") return;
    const kind = optionKind(name);
    if (!kind) {
      // The option's name was already refused on the product's first row; a value without a name is refused here.
      if (name === "") {
        push(line, column, say(M.unknownOption, { name: `Option${index + 1}` }));
        ok = false;
      }
      return;
    }
    if (kind === "colour") {
      if (colour !== "") {
        push(line, column, say(M.twoValues, { name }));
        ok = false;
      }
      colour = value;
      colourColumn = column;
    } else {
      if (size !== "") {
        push(line, column, say(M.twoValues, { name }));
        ok = false;
      }
      size = value;
      sizeColumn = column;
    }
  });
  if (colour === "") {
    push(line, colourColumn, M.noColour);
    ok = false;
  }
  if (size === "") {
    push(line, sizeColumn, M.noSize);
    ok = false;
  }
  const priceText = get(N.price);
  const price = parseDinars(priceText);
  const compareText = get(N.compareAt);
  const compareAt = parseDinars(compareText);
  if (price === null) {
    push(line, N.price, M.priceMissing);
    ok = false;
  } else if (price === undefined) {
    push(line, N.price, say(M.priceInvalid, { value: priceText }));
    ok = false;
  }
  if (compareAt === undefined) {
    push(line, N.compareAt, say(M.priceInvalid, { value: compareText }));
    ok = false;
  }
  const stockText = get(N.stock);
  const stock = parseStock(stockText);
  if (stock === undefined) {
    push(line, N.stock, say(M.stockInvalid, { value: stockText }));
    ok = false;
  }
  const variantImage = get(N.variantImage);
  if (variantImage !== "" && !isPictureUrl(variantImage)) {
    push(line, N.variantImage, say(M.pictureInvalid, { value: variantImage }));
    ok = false;
  }
  if (!ok || typeof price !== "number" || compareAt === undefined || stock === undefined) return undefined;
  // A compare-at price above the price is Shopify's promotion: the shop's price is the compare-at, its promo the price.
  const { price: regular, promoPrice } =
    compareAt !== null && compareAt > price ? pricing(compareAt, price) : pricing(price, null);
  if (regular > L.priceMax) {
    push(
      line,
      compareAt !== null && compareAt > price ? N.compareAt : N.price,
      say(M.priceTooHigh, { value: String(regular) }),
    );
    return undefined;
  }
  const variant: Variant = {
    line,
    colour,
    size,
    sku: get(N.sku),
    ean: get(N.barcode),
    price: regular,
    promoPrice,
    promoStart: "",
    promoEnd: "",
    stock,
    pictures: variantImage ? [variantImage] : [],
  };
  const textErrors: ImportError[] = [];
  if (
    !checkVariantText(
      variant,
      { colour: colourColumn, size: sizeColumn, sku: N.sku, ean: N.barcode },
      textErrors,
    )
  ) {
    for (const error of textErrors) push(error.line, error.column, error.message);
    return undefined;
  }
  return variant;
}
