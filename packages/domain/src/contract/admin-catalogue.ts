/**
 * The catalogue editor of the back office (owners and the catalogue role write; every member of staff reads):
 *
 * - `GET /api/admin/products` (list), `POST /api/admin/products` (create), `GET|PUT /api/admin/products/:id`,
 *   `POST /api/admin/products/:id/status`, `POST /api/admin/products/:id/duplicate`,
 *   `GET /api/admin/products/:id/history`, `GET /api/admin/price-changes`;
 * - colours × sizes: `POST /api/admin/products/:id/colours` (a colour and its generated sizes),
 *   `PUT|DELETE /api/admin/colours/:colourId` (the colour and its grid of sizes), `PUT /api/admin/colours/:colourId/links`;
 * - pictures: `POST /api/admin/colours/:colourId/pictures?revision=N` (one file, multipart field `file`; the
 *   revision in the query, so it is checked before a byte of the file is read), `PUT /api/admin/colours/:colourId/pictures`
 *   (order, alt texts, removal); both answer the colour's pictures and the product's new revision.
 *
 * Every write that changes a product carries the `revision` the form was loaded at: a save made on an older one is
 * refused with 409 `STALE_REVISION`, naming who saved last and when, and the form keeps what was typed.
 */
import { z } from "zod";
import { CATALOGUE_LIMITS as L, HANDLE_PATTERN, algiersLocalToIso, isValidEan13 } from "../catalogue";
import { CATALOGUE_MESSAGES } from "../catalogue-messages";
import { PRODUCT_STATUSES } from "../constants";
import { textSchema } from "../schemas";
import { PageSchema, PageSizeSchema, SearchQuerySchema } from "./admin-common";

export { CATALOGUE_MESSAGES };
const M = CATALOGUE_MESSAGES;

/** A row id in a path or a body: PostgreSQL's integer, so a larger number is refused (400), never a 500. */
const rowId = (message: string) =>
  z.int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

const optionalText = (max: number, message: string, multiLine = false) =>
  textSchema({ multiLine }).trim().max(max, { error: message }).default("");

/** One dinar to ten million; a number or a numeric string (a form field). */
export const PriceSchema = z.coerce
  .number({ error: M.priceRequired })
  .int({ error: M.priceInvalid })
  .min(1, { error: M.priceInvalid })
  .max(L.priceMax, { error: M.priceInvalid });

export const ProductStatusSchema = z.enum(PRODUCT_STATUSES, { error: M.statusInvalid });

export const HandleSchema = z
  .string({ error: M.handleInvalid })
  .trim()
  .max(L.handleMax, { error: M.handleInvalid })
  .regex(HANDLE_PATTERN, { error: M.handleInvalid });

/** The spec's facets a product carries: the five columns, then any other facet key's value (surface, team…). */
export const ProductFacetsSchema = z.object({
  gender: textSchema().trim().min(1, { error: M.facetRequired }).max(60, { error: M.facetTooLong }),
  ageGroup: textSchema().trim().min(1, { error: M.facetRequired }).max(60, { error: M.facetTooLong }),
  articleType: textSchema().trim().min(1, { error: M.facetRequired }).max(60, { error: M.facetTooLong }),
  /** `productDivision`: Chaussures, Vêtements, Accessoires. */
  division: textSchema().trim().min(1, { error: M.facetRequired }).max(60, { error: M.facetTooLong }),
  /** `rbu`: the sport. */
  activity: textSchema().trim().min(1, { error: M.facetRequired }).max(60, { error: M.facetTooLong }),
  /** Other facet keys of the spec (surface, manches, team…) → value; blank values are dropped. */
  attributes: z
    .record(
      z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { error: M.attributeKeyInvalid }),
      textSchema().trim().max(100, { error: M.facetTooLong }),
    )
    .default({})
    .refine((values) => Object.keys(values).length <= 30, { error: M.attributesTooMany })
    .transform((values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""))),
});

/** What the product form saves (creation, or an edit with its `revision`). */
export const ProductFieldsSchema = z
  .object({
    titleFr: textSchema().trim().min(1, { error: M.titleRequired }).max(L.titleMax, { error: M.titleTooLong }),
    titleAr: optionalText(L.titleMax, M.titleTooLong),
    descriptionFr: optionalText(L.descriptionMax, M.descriptionTooLong, true),
    descriptionAr: optionalText(L.descriptionMax, M.descriptionTooLong, true),
    seoTitleFr: optionalText(L.seoTitleMax, M.seoTitleTooLong),
    seoTitleAr: optionalText(L.seoTitleMax, M.seoTitleTooLong),
    seoDescriptionFr: optionalText(L.seoDescriptionMax, M.seoDescriptionTooLong, true),
    seoDescriptionAr: optionalText(L.seoDescriptionMax, M.seoDescriptionTooLong, true),
    /** Blank: made from the French title at creation; an edit keeps the product's current handle. */
    handle: z.union([z.literal(""), HandleSchema]).default(""),
    categoryIds: z
      .array(rowId(M.categoryUnknown), { error: M.categoriesRequired })
      .min(1, { error: M.categoriesRequired })
      .max(L.categoriesPerProduct, { error: M.categoriesTooMany }),
    primaryCategoryId: rowId(M.categoriesRequired),
    facets: ProductFacetsSchema,
  })
  .refine((product) => product.categoryIds.includes(product.primaryCategoryId), {
    error: M.primaryNotChosen,
    path: ["primaryCategoryId"],
  });
export type ProductFields = z.infer<typeof ProductFieldsSchema>;
export type ProductFieldsInput = z.input<typeof ProductFieldsSchema>;

export const RevisionSchema = z.int({ error: "Révision invalide" }).positive({ error: "Révision invalide" });

export const UpdateProductSchema = z.intersection(ProductFieldsSchema, z.object({ revision: RevisionSchema }));
export type UpdateProduct = z.infer<typeof UpdateProductSchema>;

export const ProductStatusChangeSchema = z.strictObject({ status: ProductStatusSchema, revision: RevisionSchema });

/** A write that carries nothing but the revision the form was loaded at (a colour's removal). */
export const RevisionBodySchema = z.strictObject({ revision: RevisionSchema });

export const ProductIdParamsSchema = z.object({
  id: z.coerce.number({ error: M.productNotFound }).pipe(rowId(M.productNotFound)),
});
export const ColourIdParamsSchema = z.object({
  colourId: z.coerce.number({ error: M.colourNotFound }).pipe(rowId(M.colourNotFound)),
});

export const PRODUCT_STOCK_FILTERS = ["in", "low", "out"] as const;
export const PRODUCT_LIST_SORTS = ["updated", "created", "title", "price", "stock"] as const;

/** The products list: search by French or Arabic title, EAN, SKU or colour number; filters; sort; a page. */
export const ProductListQuerySchema = z.object({
  q: SearchQuerySchema,
  category: z.coerce.number({ error: M.categoryUnknown }).pipe(rowId(M.categoryUnknown)).optional(),
  status: ProductStatusSchema.optional(),
  /** in: some active size in stock; low: 1 to 3 units in all; out: no active size in stock (nothing to sell). */
  stock: z.enum(PRODUCT_STOCK_FILTERS, { error: "Filtre de stock invalide" }).optional(),
  sort: z.enum(PRODUCT_LIST_SORTS, { error: "Tri invalide" }).default("updated"),
  dir: z.enum(["asc", "desc"], { error: "Tri invalide" }).default("desc"),
  page: PageSchema,
  pageSize: PageSizeSchema,
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductListItemSchema = z.object({
  id: z.number(),
  handle: z.string(),
  titleFr: z.string(),
  titleAr: z.string(),
  status: ProductStatusSchema,
  primaryCategory: z.object({ id: z.number(), title: z.string() }).nullable(),
  colours: z.number(),
  sizes: z.number(),
  /** Units in stock, all sizes together. */
  stock: z.number(),
  /** Lowest price shoppers pay, dinars; null without sizes. */
  price: z.number().nullable(),
  /** The first picture of the first colour. */
  picture: z.string().nullable(),
  updatedAt: z.string(),
});
export type ProductListItem = z.infer<typeof ProductListItemSchema>;

export const ProductListSchema = z.object({
  products: z.array(ProductListItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ProductList = z.infer<typeof ProductListSchema>;

/** A size of a colour as the grid shows and saves it. Dates are Algiers time, `YYYY-MM-DDTHH:MM`, or null. */
const algiersDate = z
  .string({ error: M.promoDateInvalid })
  .refine((value) => algiersLocalToIso(value) !== undefined, { error: M.promoDateInvalid })
  .nullable()
  .default(null);

export const SkuRowSchema = z
  .object({
    /** Absent for a size added in the grid. */
    id: rowId(M.sizeRequired).optional(),
    size: textSchema().trim().min(1, { error: M.sizeRequired }).max(L.sizeMax, { error: M.sizeTooLong }),
    /** Blank: a new size gets an internal EAN-13 (`internalEan`) until the maker’s barcode is typed; a size saved keeps its own. */
    ean: z
      .string({ error: M.eanInvalid })
      .trim()
      .refine((value) => value === "" || isValidEan13(value), { error: M.eanInvalid }),
    /** The merchant's reference; blank: none. */
    sku: z
      .string()
      .trim()
      .max(L.skuMax, { error: M.skuInvalid })
      .regex(/^[A-Za-z0-9._/-]*$/, { error: M.skuInvalid })
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .default(null),
    price: PriceSchema,
    promoPrice: z.union([z.literal("").transform(() => null), z.null(), PriceSchema]).default(null),
    promoStart: algiersDate,
    promoEnd: algiersDate,
    stock: z.coerce
      .number({ error: M.stockInvalid })
      .int({ error: M.stockInvalid })
      .min(0, { error: M.stockInvalid })
      .max(L.stockMax, { error: M.stockInvalid }),
    /**
     * The stock the grid showed when it was loaded. With it, a save moves the stock by what was typed (`stock` −
     * `loadedStock`), so units sold meanwhile are not counted back; without it, `stock` is set as it is.
     */
    loadedStock: z.coerce
      .number({ error: M.stockInvalid })
      .int({ error: M.stockInvalid })
      .min(0, { error: M.stockInvalid })
      .max(L.stockMax, { error: M.stockInvalid })
      .optional(),
    active: z.boolean().default(true),
  })
  .superRefine((row, context) => {
    if (row.promoPrice !== null && row.promoPrice >= row.price)
      context.addIssue({ code: "custom", message: M.promoNotLower, path: ["promoPrice"] });
    if (row.promoPrice === null && (row.promoStart !== null || row.promoEnd !== null))
      context.addIssue({ code: "custom", message: M.promoDatesWithoutPrice, path: ["promoPrice"] });
    const start = row.promoStart === null ? undefined : algiersLocalToIso(row.promoStart);
    const end = row.promoEnd === null ? undefined : algiersLocalToIso(row.promoEnd);
    if (start && end && Date.parse(end) <= Date.parse(start))
      context.addIssue({ code: "custom", message: M.promoEndBeforeStart, path: ["promoEnd"] });
  });
export type SkuRow = z.infer<typeof SkuRowSchema>;
export type SkuRowInput = z.input<typeof SkuRowSchema>;

const ColourFieldsShape = {
  colorNo: z
    .string({ error: M.colorNoRequired })
    .trim()
    .min(1, { error: M.colorNoRequired })
    .max(L.colorNoMax, { error: M.colorNoInvalid })
    // Digits only: the storefront's cart, wishlist and addresses name a colour by its number (`colorNoSchema`).
    .regex(/^\d+$/, { error: M.colorNoInvalid }),
  nameFr: textSchema().trim().min(1, { error: M.colourNameRequired }).max(L.colourNameMax, { error: M.colourNameTooLong }),
  nameAr: optionalText(L.colourNameMax, M.colourNameTooLong),
  hex: z.string({ error: M.hexInvalid }).trim().regex(/^#[0-9a-fA-F]{6}$/, { error: M.hexInvalid }).transform((value) => value.toLowerCase()),
  /** The colour family of the `searchColor` filter (Noir, Blanc, Bleu…). */
  searchColor: textSchema().trim().min(1, { error: M.searchColorRequired }).max(40, { error: M.facetTooLong }),
};

const noTwice = (rows: { size: string; ean: string }[], context: z.RefinementCtx) => {
  const sizes = new Set<string>();
  const eans = new Set<string>();
  rows.forEach((row, index) => {
    if (sizes.has(row.size.toLowerCase())) context.addIssue({ code: "custom", message: M.sizeTwice, path: ["skus", index, "size"] });
    if (row.ean !== "" && eans.has(row.ean))
      context.addIssue({ code: "custom", message: M.eanTwice, path: ["skus", index, "ean"] });
    sizes.add(row.size.toLowerCase());
    eans.add(row.ean);
  });
};

/** A new colour: its fields, the sizes to generate (each gets an internal EAN-13 until the real one is typed) and their price. */
export const CreateColourSchema = z
  .object({
    ...ColourFieldsShape,
    sizes: z
      .array(textSchema().trim().min(1, { error: M.sizeRequired }).max(L.sizeMax, { error: M.sizeTooLong }), { error: M.sizesRequired })
      .min(1, { error: M.sizesRequired })
      .max(L.sizesPerColour, { error: M.sizesTooMany }),
    price: PriceSchema,
    revision: RevisionSchema,
  })
  .superRefine((colour, context) => {
    const seen = new Set<string>();
    colour.sizes.forEach((size, index) => {
      if (seen.has(size.toLowerCase())) context.addIssue({ code: "custom", message: M.sizeTwice, path: ["sizes", index] });
      seen.add(size.toLowerCase());
    });
  });
export type CreateColour = z.infer<typeof CreateColourSchema>;

/** A colour saved with its whole grid: rows without an id are new sizes, sizes missing from `skus` are removed. */
export const UpdateColourSchema = z
  .object({
    ...ColourFieldsShape,
    skus: z.array(SkuRowSchema).min(1, { error: M.sizesRequired }).max(L.sizesPerColour, { error: M.sizesTooMany }),
    revision: RevisionSchema,
  })
  .superRefine((colour, context) => noTwice(colour.skus, context));
export type UpdateColour = z.infer<typeof UpdateColourSchema>;
export type UpdateColourInput = z.input<typeof UpdateColourSchema>;

/** The « Ensemble » links of a colour: other colours (of other products) sold with it. Stored both ways. */
export const ColourLinksSchema = z.strictObject({
  colourIds: z.array(rowId(M.linkUnknown)).max(L.linksPerColour, { error: M.linksTooMany }),
  revision: RevisionSchema,
});

export const PictureSchema = z.object({
  /** The shop's address of it, `/media/…`, wherever it is kept (the media folder or a bucket). */
  url: z.string(),
  altFr: z.string(),
  altAr: z.string(),
  /** Read from the stored file's name (`…-1500x2000.webp`); null for pictures that do not say (the demo's). */
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type Picture = z.infer<typeof PictureSchema>;

/** The colour's pictures in their new order with their alt texts; a picture left out is removed. */
export const PicturesUpdateSchema = z.strictObject({
  pictures: z
    .array(
      z.object({
        url: z.string().max(500),
        altFr: optionalText(L.altMax, M.altTooLong),
        altAr: optionalText(L.altMax, M.altTooLong),
      }),
    )
    .max(L.picturesPerColour, { error: M.picturesTooMany }),
  revision: RevisionSchema,
});

/** The upload's query: the revision the form was loaded at (the file itself is the multipart field `file`). */
export const PictureUploadQuerySchema = z.object({
  revision: z.coerce.number({ error: "Révision invalide" }).pipe(RevisionSchema),
});

/** A colour's pictures after an upload or an edit, in the storefront's order, and the product's revision now. */
export const ColourPicturesSchema = z.object({
  revision: z.number(),
  pictures: z.array(PictureSchema),
});
export type ColourPictures = z.infer<typeof ColourPicturesSchema>;

export const EditorSkuSchema = z.object({
  id: z.number(),
  size: z.string(),
  ean: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  /** The promo price the merchant set (in force or planned). */
  promoPrice: z.number().nullable(),
  /** Algiers time, `YYYY-MM-DDTHH:MM`. */
  promoStart: z.string().nullable(),
  promoEnd: z.string().nullable(),
  /** Whether shoppers are charged the promo price right now. */
  promoInForce: z.boolean(),
  stock: z.number(),
  active: z.boolean(),
});
export type EditorSku = z.infer<typeof EditorSkuSchema>;

export const EditorColourSchema = z.object({
  id: z.number(),
  colorNo: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  hex: z.string(),
  searchColor: z.string(),
  pictures: z.array(PictureSchema),
  skus: z.array(EditorSkuSchema),
  links: z.array(z.object({ colourId: z.number(), productId: z.number(), title: z.string(), colorNo: z.string(), colourName: z.string(), picture: z.string().nullable() })),
});
export type EditorColour = z.infer<typeof EditorColourSchema>;

/** A product as the editor loads it. */
export const ProductEditorSchema = z.object({
  id: z.number(),
  revision: z.number(),
  status: ProductStatusSchema,
  handle: z.string(),
  titleFr: z.string(),
  titleAr: z.string(),
  descriptionFr: z.string(),
  descriptionAr: z.string(),
  seoTitleFr: z.string(),
  seoTitleAr: z.string(),
  seoDescriptionFr: z.string(),
  seoDescriptionAr: z.string(),
  categoryIds: z.array(z.number()),
  primaryCategoryId: z.number().nullable(),
  facets: z.object({
    gender: z.string(),
    ageGroup: z.string(),
    articleType: z.string(),
    division: z.string(),
    activity: z.string(),
    attributes: z.record(z.string(), z.string()),
  }),
  colours: z.array(EditorColourSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type ProductEditor = z.infer<typeof ProductEditorSchema>;
