import { z } from "zod";

/** Response schemas of the catalogue calls, for the OpenAPI document. */
const CategoryLink = z.object({ id: z.number(), slug: z.string(), title: z.string(), titleAr: z.string() });

const CategoryWithParents = CategoryLink.extend({
  parent: CategoryLink.nullable(),
  grandparent: CategoryLink.nullable(),
});

type Node = z.infer<typeof CategoryLink> & { isClickable: boolean; depth: number; featured: Node[]; children: Node[] };

export const CategoryNode: z.ZodType<Node> = CategoryLink.extend({
  isClickable: z.boolean(),
  depth: z.number(),
  get featured() {
    return z.array(CategoryNode);
  },
  get children() {
    return z.array(CategoryNode);
  },
});

// Recursive: the OpenAPI document refers to it by this name (plugins/openapi.ts collects the registered schemas).
z.globalRegistry.add(CategoryNode, { id: "CategoryNode" });

// One object (not an intersection of two closed objects, which no answer could satisfy in JSON Schema).
export const CategoryDetail = CategoryWithParents.extend({
  isClickable: z.boolean(),
  depth: z.number(),
  featured: z.array(CategoryNode),
  children: z.array(CategoryNode),
});

export const ProductSummary = z.object({
  id: z.number(),
  title: z.string(),
  titleFr: z.string(),
  titleAr: z.string(),
  articleType: z.string(),
  price: z.number().describe("Prix en dinars"),
  promoPrice: z.number().nullable().describe("Prix promotionnel en dinars"),
  colorCount: z.number(),
  variations: z.array(
    z.object({
      colorNo: z.string(),
      colorName: z.string(),
      colorHex: z.string(),
      searchColor: z.string(),
      images: z.array(z.string()),
      price: z.number().describe("Prix de la taille la moins chère de la couleur, en dinars"),
      promoPrice: z.number().nullable(),
      priceVaries: z.boolean().describe("Les tailles de la couleur n’ont pas toutes le même prix"),
    }),
  ),
});

const LinkedVariationRef = z.object({
  productId: z.number(),
  colorNo: z.string(),
  colorName: z.string(),
  title: z.string(),
  image: z.string().nullable(),
});

export const LinkedVariation = LinkedVariationRef.extend({
  size: z.string().nullable(),
  ean: z.string().nullable(),
  price: z.number().nullable(),
  promoPrice: z.number().nullable(),
});

export const ProductDetail = z.object({
  id: z.number(),
  title: z.string(),
  titleFr: z.string(),
  titleAr: z.string(),
  description: z.string(),
  articleType: z.string(),
  gender: z.string(),
  ageGroup: z.string(),
  division: z.string(),
  activity: z.string(),
  attributes: z.record(z.string(), z.string()),
  price: z.number(),
  promoPrice: z.number().nullable(),
  category: CategoryWithParents.nullable(),
  variations: z.array(
    z.object({
      id: z.number(),
      colorNo: z.string(),
      colorName: z.string(),
      colorHex: z.string(),
      searchColor: z.string(),
      style: z.string(),
      images: z.array(z.string()),
      sizes: z.array(z.object({ size: z.string(), ean: z.string(), price: z.number(), promoPrice: z.number().nullable() })),
      linkedVariations: z.array(LinkedVariationRef),
    }),
  ),
});

const Page = {
  total: z.number(),
  pageOffset: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
};

export const FilterResponse = z.object({
  products: z.array(ProductSummary),
  ...Page,
  facets: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      values: z.array(z.object({ value: z.string(), count: z.number(), selected: z.boolean() })),
    }),
  ),
  priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  category: CategoryLink.nullable(),
});

export const SearchResponse = z.object({
  paginatedProducts: z.object({ items: z.array(ProductSummary), ...Page }),
  categories: z.array(CategoryWithParents),
});

export const PopularSearches = z.object({ queries: z.array(z.string()), categories: z.array(CategoryLink) });

export const RelatedProducts = z.object({ products: z.array(ProductSummary) });
