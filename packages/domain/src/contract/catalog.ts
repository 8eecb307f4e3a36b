/**
 * The catalogue: category tree, product cards and pages, filter and search results, stock; then what its reads
 * accept in their path or query, with the French message of each refusal.
 */
import { z } from "zod";
import { FILTER_FACET_KEYS, FILTER_LIMITS, SORT_OPTIONS, type SortKey } from "../facets";
import { noControlCharacters, textSchema } from "../schemas";
import { PageOffsetSchema, pageFields } from "./common";

export const CategoryLinkSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  titleAr: z.string(),
});
export type CategoryLink = z.infer<typeof CategoryLinkSchema>;

/** A category with the links above it (a search hit, a product's category). */
export const CategoryWithParentsSchema = CategoryLinkSchema.extend({
  parent: CategoryLinkSchema.nullable(),
  grandparent: CategoryLinkSchema.nullable(),
});
export type CategoryWithParents = z.infer<typeof CategoryWithParentsSchema>;

// A recursive type cannot be inferred from its own schema: this one type is written out, and the schema is
// checked against it.
export type CategoryNode = CategoryLink & {
  isClickable: boolean;
  depth: number;
  featured: CategoryNode[];
  children: CategoryNode[];
};

export const CategoryNodeSchema: z.ZodType<CategoryNode> = CategoryLinkSchema.extend({
  isClickable: z.boolean(),
  depth: z.number(),
  get featured() {
    return z.array(CategoryNodeSchema);
  },
  get children() {
    return z.array(CategoryNodeSchema);
  },
});

// Recursive: the OpenAPI document refers to it by this name (the API's OpenAPI plugin collects the registered
// schemas into its components).
z.globalRegistry.add(CategoryNodeSchema, { id: "CategoryNode" });

/** `GET /api/categories/tree`: three levels, with the featured links. */
export const CategoryTreeSchema = z.array(CategoryNodeSchema);

// One object (not an intersection of two closed objects, which no answer could satisfy in JSON Schema).
export const CategoryDetailSchema = CategoryWithParentsSchema.extend({
  isClickable: z.boolean(),
  depth: z.number(),
  featured: z.array(CategoryNodeSchema),
  children: z.array(CategoryNodeSchema),
});
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;

/** A colour of a product card, with the price of its cheapest size, as its page first shows it. */
export const ProductVariationSummarySchema = z.object({
  colorNo: z.string(),
  colorName: z.string(),
  colorNameAr: z.string().describe("Nom de la couleur en arabe (vide s’il n’est écrit qu’en français)"),
  colorHex: z.string(),
  searchColor: z.string().describe("Famille de couleur de la facette searchColor"),
  images: z.array(z.string()),
  price: z.number().describe("Prix de la taille la moins chère de la couleur, en dinars"),
  promoPrice: z.number().nullable(),
  priceVaries: z.boolean().describe("Les tailles de la couleur n’ont pas toutes le même prix"),
});
export type ProductVariationSummary = z.infer<typeof ProductVariationSummarySchema>;

export const ProductSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  titleFr: z.string(),
  titleAr: z.string(),
  articleType: z.string(),
  articleTypeAr: z.string().describe("Type de produit en arabe (vide s’il n’est écrit qu’en français)"),
  price: z.number().describe("Prix en dinars"),
  promoPrice: z.number().nullable().describe("Prix promotionnel en dinars"),
  colorCount: z.number(),
  variations: z.array(ProductVariationSummarySchema),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** A filter value: `value` is the filter's parameter in both languages, `name` and `nameAr` what a shopper reads. */
export const FacetValueSchema = z.object({
  value: z.string(),
  name: z.string(),
  nameAr: z.string().describe("Nom de la valeur en arabe (vide s’il n’est écrit qu’en français)"),
  count: z.number(),
  selected: z.boolean(),
});
export type FacetValue = z.infer<typeof FacetValueSchema>;

export const FacetSchema = z.object({
  key: z.string(),
  label: z.string(),
  values: z.array(FacetValueSchema),
});
export type Facet = z.infer<typeof FacetSchema>;

/** `GET /api/products/filter`. */
export const ProductFilterResponseSchema = z.object({
  products: z.array(ProductSummarySchema),
  ...pageFields,
  facets: z.array(FacetSchema),
  priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  category: CategoryLinkSchema.nullable(),
});
export type ProductFilterResponse = z.infer<typeof ProductFilterResponseSchema>;

export const SizePriceSchema = z.object({
  size: z.string(),
  sizeName: z.string().describe("La taille telle qu’elle s’affiche (la taille elle-même en français)"),
  sizeNameAr: z.string().describe("La taille en arabe (vide si elle s’écrit de même : « 42 », « M »)"),
  ean: z.string(),
  price: z.number(),
  promoPrice: z.number().nullable(),
});
export type SizePrice = z.infer<typeof SizePriceSchema>;

/** Another product's colour worn with this one (« Ensemble »). */
export const LinkedVariationRefSchema = z.object({
  productId: z.number(),
  colorNo: z.string(),
  colorName: z.string(),
  colorNameAr: z.string(),
  title: z.string(),
  titleAr: z.string(),
  image: z.string().nullable(),
});
export type LinkedVariationRef = z.infer<typeof LinkedVariationRefSchema>;

export const ProductVariationSchema = z.object({
  id: z.number(),
  colorNo: z.string(),
  colorName: z.string(),
  colorNameAr: z.string(),
  colorHex: z.string(),
  searchColor: z.string(),
  style: z.string(),
  images: z.array(z.string()),
  sizes: z.array(SizePriceSchema),
  linkedVariations: z.array(LinkedVariationRefSchema),
});
export type ProductVariation = z.infer<typeof ProductVariationSchema>;

/** `GET /api/products/find/id/{id}`. */
export const ProductDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleFr: z.string(),
  titleAr: z.string(),
  description: z.string(),
  descriptionAr: z.string().describe("Description en arabe (vide si elle n’est écrite qu’en français)"),
  articleType: z.string(),
  articleTypeAr: z.string(),
  gender: z.string(),
  genderAr: z.string(),
  ageGroup: z.string(),
  ageGroupAr: z.string(),
  division: z.string(),
  activity: z.string(),
  activityAr: z.string(),
  attributes: z.record(z.string(), z.string()),
  attributesAr: z
    .record(z.string(), z.string())
    .describe("Les valeurs des caractéristiques qui ont un nom arabe, par clé de facette"),
  price: z.number(),
  promoPrice: z.number().nullable(),
  category: CategoryWithParentsSchema.nullable(),
  variations: z.array(ProductVariationSchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** `GET /api/products/stock/{id}`: pieces in stock per EAN. */
export const StockResponseSchema = z.object({ stock: z.record(z.string(), z.number()) });
export type StockResponse = z.infer<typeof StockResponseSchema>;

export const ProductPageSchema = z.object({ items: z.array(ProductSummarySchema), ...pageFields });
export type ProductPage = z.infer<typeof ProductPageSchema>;

/** `GET /api/products/search`. */
export const SearchResponseSchema = z.object({
  paginatedProducts: ProductPageSchema,
  categories: z.array(CategoryWithParentsSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** What the search panel offers before anything is typed (`GET /api/products/popular-searches`). */
export const PopularSearchesSchema = z.object({
  queries: z.array(z.string()),
  categories: z.array(CategoryLinkSchema),
});
export type PopularSearches = z.infer<typeof PopularSearchesSchema>;

/** The « Vous aimerez aussi » row of a product page (`GET /api/products/related/{id}`). */
export const RelatedProductsSchema = z.object({ products: z.array(ProductSummarySchema) });
export type RelatedProducts = z.infer<typeof RelatedProductsSchema>;

/** A linked colour of a given size, with that size's price when the colour has it. */
export const LinkedVariationSchema = LinkedVariationRefSchema.extend({
  size: z.string().nullable(),
  ean: z.string().nullable(),
  price: z.number().nullable(),
  promoPrice: z.number().nullable(),
});
export type LinkedVariation = z.infer<typeof LinkedVariationSchema>;

/** `GET /api/products/variations/color-size`. */
export const LinkedVariationsSchema = z.object({ linkedVariations: z.array(LinkedVariationSchema) });
export type LinkedVariations = z.infer<typeof LinkedVariationsSchema>;

/**
 * `GET /api/catalog/version`: the catalogue's version, which moves with every change of what shoppers see of it
 * (products, colours, sizes, prices, categories). The storefront follows it to forget the answers it keeps.
 */
export const CatalogVersionSchema = z.object({ version: z.number().int() });
export type CatalogVersion = z.infer<typeof CatalogVersionSchema>;

// Requests

export const CategorySlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(120, { error: "Identifiant de catégorie invalide" })
    .regex(/^[a-z0-9-]+$/, { error: "Identifiant de catégorie invalide" }),
});

/** One facet's values, as repeated parameters or comma-separated. */
const facetValues = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(",")).map((v) => v.trim()),
  )
  .pipe(
    z
      .array(textSchema().min(1).max(FILTER_LIMITS.valueLength, { error: "Valeur de filtre trop longue" }))
      .max(FILTER_LIMITS.valuesPerFacet),
  );

const price = z.coerce
  .number({ error: "Prix invalide" })
  .int({ error: "Prix invalide" })
  .min(0)
  .max(FILTER_LIMITS.price);

const searchText = z
  .string()
  .trim()
  .check(noControlCharacters())
  .max(FILTER_LIMITS.queryLength, { error: "Recherche trop longue" });

const pageSize = z.coerce.number().int().min(1).max(FILTER_LIMITS.pageSize).optional();

const facetFields = Object.fromEntries(
  FILTER_FACET_KEYS.map((key) => [key, facetValues.optional()]),
) as Record<(typeof FILTER_FACET_KEYS)[number], z.ZodOptional<typeof facetValues>>;

/** `GET /api/products/filter`: a category or a search, facets, a price range, a sort and a page. */
export const FilterQuerySchema = z.strictObject(
  {
    category: z
      .string()
      .regex(/^[a-z0-9-]{1,120}$/, { error: "Catégorie invalide" })
      .optional(),
    query: searchText.optional(),
    sort: z
      .enum(Object.keys(SORT_OPTIONS) as [SortKey, ...SortKey[]], { error: "Tri invalide" })
      .default("relevance"),
    pageOffset: PageOffsetSchema,
    pageSize,
    minPrice: price.optional(),
    maxPrice: price.optional(),
    ...facetFields,
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Paramètre de filtre inconnu" : undefined) },
);
export type FilterQuery = z.infer<typeof FilterQuerySchema>;

/** `GET /api/products/search`. */
export const SearchQuerySchema = z.strictObject({
  query: searchText.default(""),
  pageOffset: PageOffsetSchema,
  pageSize,
});

/** `GET /api/products/variations/color-size`. */
export const ColorSizeQuerySchema = z.strictObject({
  colorNo: z.string().regex(/^\d{1,20}$/, { error: "Numéro de couleur invalide" }),
  size: z.string().trim().check(noControlCharacters()).min(1).max(30, { error: "Taille invalide" }),
});
