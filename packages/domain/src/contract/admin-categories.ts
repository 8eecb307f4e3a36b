/**
 * The categories of the back office (owners and the catalogue role write; every member of staff reads):
 *
 * - `GET /api/admin/categories` (the tree, with each category's product counts), `POST /api/admin/categories`;
 * - `PUT /api/admin/categories/:id` (titles, slug, description, clickable, featured), `POST /api/admin/categories/:id/move`
 *   (another parent and/or another place among its siblings), `DELETE /api/admin/categories/:id`
 *   (`{ moveProductsTo }` when it holds products);
 * - `GET /api/admin/categories/:id/products` and `PUT /api/admin/categories/:id/products/order`: the products the
 *   merchant places first in the category's listing, in their order.
 *
 * A category's slug is its address (`/categorie/homme/homme-chaussures`): a changed slug keeps the old one as a
 * redirect (301) to the new address.
 */
import { z } from "zod";
import { HANDLE_PATTERN, handleFromTitle } from "../catalogue";
import { textSchema } from "../schemas";
import { SearchQuerySchema } from "./admin-common";

export const CATEGORY_LIMITS = {
  /** The navigation has three levels: top (Homme), division (Chaussures), entry (Running). */
  depthMax: 3,
  titleMax: 80,
  slugMax: 100,
  descriptionMax: 1_000,
  /** Products placed by hand at the head of a category's listing. */
  handOrderMax: 200,
  /** Products of a category the back office lists after those placed by hand. */
  othersListed: 100,
} as const;
const L = CATEGORY_LIMITS;

export const CATEGORY_MESSAGES = {
  categoryNotFound: "Catégorie introuvable",
  titleRequired: "Le titre en français est obligatoire",
  titleTooLong: `Le titre ne doit pas dépasser ${L.titleMax} caractères`,
  descriptionTooLong: `La description ne doit pas dépasser ${L.descriptionMax} caractères`,
  slugInvalid: "L’adresse ne peut contenir que des lettres minuscules, des chiffres et des tirets",
  slugTaken: "Cette adresse est déjà celle d’une autre catégorie",
  parentUnknown: "La catégorie parente n’existe pas",
  tooDeep: "Une catégorie ne peut pas être placée sous une catégorie de troisième niveau : la navigation a trois niveaux",
  subtreeTooDeep: "Ce déplacement ferait passer ses sous-catégories au-delà du troisième niveau",
  moveIntoItself: "Une catégorie ne peut pas être placée sous elle-même ni sous une de ses sous-catégories",
  featuredPlace: "Un lien mis en avant doit se trouver directement sous une catégorie principale (Homme, Femme…)",
  featuredWithChildren: "Un lien mis en avant ne peut pas avoir de sous-catégories",
  underFeatured: "Un lien mis en avant (Promos, Last Chance…) ne peut pas avoir de sous-catégories",
  positionInvalid: "Position invalide",
  hasChildren: (count: number) =>
    `Cette catégorie contient ${count === 1 ? "une sous-catégorie" : `${count} sous-catégories`} : déplacez-les ou supprimez-les d’abord`,
  hasProducts: (count: number) =>
    `Cette catégorie contient ${count === 1 ? "un produit" : `${count} produits`} : choisissez la catégorie où les déplacer`,
  moveTargetSelf: "Choisissez une autre catégorie que celle que vous supprimez",
  moveTargetUnknown: "La catégorie où déplacer les produits n’existe pas",
  productsTooMany: `Au plus ${L.handOrderMax} produits placés à la main`,
  productTwice: "Ce produit figure deux fois",
  productNotInCategory: "Ce produit n’est pas dans cette catégorie",
} as const;
const M = CATEGORY_MESSAGES;

const idOf = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

export const CategoryIdParamsSchema = z.object({ id: idOf(M.categoryNotFound) });

export const CategorySlugSchema = z
  .string({ error: M.slugInvalid })
  .trim()
  .min(1, { error: M.slugInvalid })
  .max(L.slugMax, { error: M.slugInvalid })
  .regex(HANDLE_PATTERN, { error: M.slugInvalid });

/**
 * The slug a new category gets when none is typed: its parent's slug then its French title's, as the demo's are
 * (`homme-chaussures-running`), so that slugs stay unique across the tree's branches.
 */
export function categorySlugOf(titleFr: string, parentSlug: string | null): string {
  const own = handleFromTitle(titleFr) || "categorie";
  return (parentSlug ? `${parentSlug}-${own}` : own).slice(0, L.slugMax).replace(/-+$/g, "");
}

const CategoryFieldsShape = {
  titleFr: textSchema().trim().min(1, { error: M.titleRequired }).max(L.titleMax, { error: M.titleTooLong }),
  /** Blank: Arabic pages show the French title. */
  titleAr: textSchema().trim().max(L.titleMax, { error: M.titleTooLong }).default(""),
  description: textSchema({ multiLine: true }).trim().max(L.descriptionMax, { error: M.descriptionTooLong }).default(""),
  /** False: a heading of the menu's column, not a link (« Par sport »). */
  isClickable: z.boolean({ error: "Valeur invalide" }).default(true),
  /** A featured link of the mega menu (Nouveautés, Promos, Last Chance), shown apart from the other entries. */
  isFeatured: z.boolean({ error: "Valeur invalide" }).default(false),
};

/** A new category: under `parentId` (a top-level one when null), last among its siblings. */
export const CreateCategorySchema = z.strictObject({
  ...CategoryFieldsShape,
  parentId: idOf(M.parentUnknown).nullable().default(null),
  /** Blank: made from the parent's slug and the French title (`categorySlugOf`). */
  slug: z.union([z.literal(""), CategorySlugSchema]).default(""),
});
export type CreateCategory = z.infer<typeof CreateCategorySchema>;
export type CreateCategoryInput = z.input<typeof CreateCategorySchema>;

/** What the edit form saves. A new slug keeps the old one answering 301 to the category's new address. */
export const UpdateCategorySchema = z.strictObject({ ...CategoryFieldsShape, slug: CategorySlugSchema });
export type UpdateCategory = z.infer<typeof UpdateCategorySchema>;
export type UpdateCategoryInput = z.input<typeof UpdateCategorySchema>;

/**
 * Another parent (null: top level) and the place among its children there, from 0; a place past the last puts it
 * last. With its own parent, a reorder.
 */
export const MoveCategorySchema = z.strictObject({
  parentId: idOf(M.parentUnknown).nullable(),
  position: z.int({ error: M.positionInvalid }).min(0, { error: M.positionInvalid }).max(10_000, { error: M.positionInvalid }),
});
export type MoveCategory = z.infer<typeof MoveCategorySchema>;

/**
 * A category holding products goes only with where they go: each product then counts that category instead. No body
 * at all: a category without products.
 */
export const DeleteCategorySchema = z.strictObject({ moveProductsTo: idOf(M.moveTargetUnknown).optional() }).nullish();
export type DeleteCategory = z.infer<typeof DeleteCategorySchema>;

/** A deletion's answer: how many products went to `moveProductsTo`. */
export const CategoryDeletedSchema = z.object({ moved: z.number() });
export type CategoryDeleted = z.infer<typeof CategoryDeletedSchema>;

export const AdminCategorySchema = z.object({
  id: z.number(),
  /** Null for a top-level category. */
  parentId: z.number().nullable(),
  depth: z.number(),
  /** Its place among its parent's children, from 0. */
  position: z.number(),
  slug: z.string(),
  /** Its page on the storefront: the slugs from the top (`/categorie/homme/homme-chaussures`). */
  path: z.string(),
  titleFr: z.string(),
  titleAr: z.string(),
  description: z.string(),
  isClickable: z.boolean(),
  isFeatured: z.boolean(),
  /** Slugs it had before: their addresses answer 301 to its page. */
  oldSlugs: z.array(z.string()),
  products: z.object({
    /** Products the merchant chose this category for (not one of its sub-categories). */
    direct: z.number(),
    /** Every product listed on its page, its sub-categories' included. */
    total: z.number(),
    /** Products placed by hand at the head of its listing. */
    placed: z.number(),
  }),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** What a write answers: the category as it now is addressed (the back office then reads the tree again). */
export const CategorySavedSchema = z.object({ id: z.number(), slug: z.string(), path: z.string() });
export type CategorySaved = z.infer<typeof CategorySavedSchema>;

/** The whole tree, parents before their children and siblings in their order (depth first). */
export const AdminCategoryTreeSchema = z.object({ categories: z.array(AdminCategorySchema) });
export type AdminCategoryTree = z.infer<typeof AdminCategoryTreeSchema>;

export const CategoryProductsQuerySchema = z.object({ q: SearchQuerySchema });
export type CategoryProductsQuery = z.infer<typeof CategoryProductsQuerySchema>;

export const CategoryProductSchema = z.object({
  id: z.number(),
  titleFr: z.string(),
  titleAr: z.string(),
  status: z.enum(["draft", "published", "archived"]),
  /** The first picture of its first colour. */
  picture: z.string().nullable(),
  /** Lowest price shoppers pay, dinars. */
  price: z.number(),
  inStock: z.boolean(),
  /** Its place in the hand order, from 1; null when not placed by hand. */
  position: z.number().nullable(),
});
export type CategoryProduct = z.infer<typeof CategoryProductSchema>;

/**
 * A category's products as its listing shows them by default: those placed by hand in their order, then (at most
 * `othersListed`, or those matching `q`) the others as the shop lists them today, in stock first, newest first.
 */
export const CategoryProductsSchema = z.object({
  category: z.object({ id: z.number(), titleFr: z.string(), path: z.string() }),
  placed: z.array(CategoryProductSchema),
  others: z.array(CategoryProductSchema),
  /** Every product of the category, placed or not. */
  total: z.number(),
});
export type CategoryProducts = z.infer<typeof CategoryProductsSchema>;

/** The products placed by hand, first to last; the category's other products follow in the shop's order. */
export const CategoryProductsOrderSchema = z.strictObject({
  productIds: z
    .array(idOf(M.productNotInCategory), { error: M.productsTooMany })
    .max(L.handOrderMax, { error: M.productsTooMany })
    .superRefine((ids, context) => {
      const seen = new Set<number>();
      ids.forEach((id, index) => {
        if (seen.has(id)) context.addIssue({ code: "custom", message: M.productTwice, path: [index] });
        seen.add(id);
      });
    }),
});
export type CategoryProductsOrder = z.infer<typeof CategoryProductsOrderSchema>;
