/**
 * Prices changed in bulk in the back office (owners and the catalogue role):
 *
 * - `POST /api/admin/catalogue/bulk-prices/preview`: the sizes a selection holds, each before → after, the ones
 *   refused with why, the counts, and a `token` that stands for the sizes and prices the preview was made from.
 *   Nothing is written.
 * - `POST /api/admin/catalogue/bulk-prices/apply`: the same body and the preview's `token`. Everything is written in
 *   one transaction; when a price of the selection moved since the preview (or the selection gained or lost a size)
 *   the token no longer matches and the apply is refused, 409 `STALE_PREVIEW`, nothing written.
 *
 * A size the change cannot take (its promo would not stay below its price) is shown refused in the preview and
 * left as it is by the apply, which changes the others: the merchant applies exactly the table seen.
 */
import { z } from "zod";
import { CATALOGUE_LIMITS as L, PERCENT_CHANGE, algiersLocalToIso, type BulkPriceRefusal } from "../catalogue";
import { CATALOGUE_MESSAGES } from "../catalogue-messages";
import { SearchQuerySchema } from "./admin-common";
import { PriceSchema } from "./admin-catalogue";

export const BULK_PRICE_LIMITS = {
  /** Sizes one operation may change: a preview the merchant can read, a transaction that stays short. */
  skusPerOperation: 5_000,
  /** A promo lowers the price by 1 % to 90 %. */
  promoPercentMax: 90,
} as const;

export const BULK_PRICE_MESSAGES = {
  selectionOne: "Choisissez les produits d’une seule façon : une catégorie, une recherche ou une liste",
  productIdsRequired: "Cochez au moins un produit",
  productIdsTooMany: `Au plus ${BULK_PRICE_LIMITS.skusPerOperation.toLocaleString("fr-FR")} produits par opération`,
  productIdInvalid: "Produit invalide",
  categoryInvalid: "Catégorie inconnue",
  tooManySkus: `Cette sélection compte {count} articles : ${BULK_PRICE_LIMITS.skusPerOperation.toLocaleString("fr-FR")} au plus par opération. Choisissez une catégorie plus précise ou affinez la recherche.`,
  operationInvalid: "Choisissez l’opération : prix, pourcentage, promo ou fin de promo",
  percentInvalid: CATALOGUE_MESSAGES.percentInvalid,
  percentZero: "Un pourcentage de 0 ne change aucun prix",
  promoOne: "Indiquez le prix promo ou la remise en pourcentage (l’un ou l’autre)",
  promoPercentInvalid: `Remise invalide (de 1 à ${BULK_PRICE_LIMITS.promoPercentMax} %)`,
  promoDateInvalid: CATALOGUE_MESSAGES.promoDateInvalid,
  promoEndBeforeStart: CATALOGUE_MESSAGES.promoEndBeforeStart,
  promoEndPast: "La fin de la promo est déjà passée",
  tokenInvalid: "Prévisualisez le changement avant de l’appliquer",
  stalePreview:
    "Des prix de cette sélection ont changé depuis la prévisualisation : prévisualisez de nouveau avant d’appliquer.",
  nothingToChange: "Aucun article à modifier : la sélection est vide ou a déjà ces prix",
} as const;
const M = BULK_PRICE_MESSAGES;

/** Why a size is left out, as the preview writes it. */
export const BULK_PRICE_REFUSALS: Record<BulkPriceRefusal, string> = {
  promoNotLower: "Le prix promo ne serait plus inférieur au prix",
  priceTooHigh: `Le prix dépasserait ${L.priceMax.toLocaleString("fr-FR")} DA`,
};

const rowId = (message: string) => z.int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

/** The products to change: a category (its subcategories' products too), a search as the products list does, or a list. */
export const BulkSelectionSchema = z
  .object({
    categoryId: z.coerce.number({ error: M.categoryInvalid }).pipe(rowId(M.categoryInvalid)).optional(),
    q: SearchQuerySchema,
    productIds: z
      .array(rowId(M.productIdInvalid), { error: M.productIdInvalid })
      .min(1, { error: M.productIdsRequired })
      .max(BULK_PRICE_LIMITS.skusPerOperation, { error: M.productIdsTooMany })
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
      .optional(),
  })
  .refine((selection) => [selection.categoryId, selection.q, selection.productIds].filter((way) => way !== undefined).length === 1, {
    error: M.selectionOne,
  });
export type BulkSelection = z.infer<typeof BulkSelectionSchema>;

/** A promo date as the `datetime-local` field sends it (Algiers time), or blank/null for an open end. */
const algiersDate = z
  .union([z.literal("").transform(() => null), z.null(), z.string({ error: M.promoDateInvalid })])
  .refine((value) => value === null || algiersLocalToIso(value) !== undefined, { error: M.promoDateInvalid })
  .default(null);

const promoPrice = z.union([z.literal("").transform(() => null), z.null(), PriceSchema]).default(null);
const promoPercent = z
  .union([
    z.literal("").transform(() => null),
    z.null(),
    z.coerce
      .number({ error: M.promoPercentInvalid })
      .int({ error: M.promoPercentInvalid })
      .min(1, { error: M.promoPercentInvalid })
      .max(BULK_PRICE_LIMITS.promoPercentMax, { error: M.promoPercentInvalid }),
  ])
  .default(null);

export const BulkOperationSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("set-price"), price: PriceSchema }),
    z.object({
      kind: z.literal("percent"),
      percent: z.coerce
        .number({ error: M.percentInvalid })
        .int({ error: M.percentInvalid })
        .min(PERCENT_CHANGE.min, { error: M.percentInvalid })
        .max(PERCENT_CHANGE.max, { error: M.percentInvalid })
        .refine((percent) => percent !== 0, { error: M.percentZero }),
    }),
    z
      .object({ kind: z.literal("promo"), promoPrice, promoPercent, start: algiersDate, end: algiersDate })
      .superRefine((promo, context) => {
        if ((promo.promoPrice === null) === (promo.promoPercent === null))
          context.addIssue({ code: "custom", message: M.promoOne, path: ["promoPrice"] });
        const start = promo.start === null ? undefined : algiersLocalToIso(promo.start);
        const end = promo.end === null ? undefined : algiersLocalToIso(promo.end);
        if (start && end && Date.parse(end) <= Date.parse(start))
          context.addIssue({ code: "custom", message: M.promoEndBeforeStart, path: ["end"] });
        else if (end && Date.parse(end) <= Date.now())
          context.addIssue({ code: "custom", message: M.promoEndPast, path: ["end"] });
      }),
    z.object({ kind: z.literal("clear-promo") }),
  ],
  { error: M.operationInvalid },
);
export type BulkOperation = z.infer<typeof BulkOperationSchema>;
export type BulkOperationInput = z.input<typeof BulkOperationSchema>;

export const BulkPricesRequestSchema = z.object({ selection: BulkSelectionSchema, operation: BulkOperationSchema });
export type BulkPricesRequest = z.infer<typeof BulkPricesRequestSchema>;

export const BulkPricesApplySchema = BulkPricesRequestSchema.extend({
  token: z.string({ error: M.tokenInvalid }).regex(/^[0-9a-f]{64}$/, { error: M.tokenInvalid }),
});
export type BulkPricesApply = z.infer<typeof BulkPricesApplySchema>;

/** A size's prices: its price, its planned promo with its window (instants), whether shoppers pay the promo now. */
const BulkPricesSchema = z.object({
  price: z.number(),
  promoPrice: z.number().nullable(),
  promoStart: z.string().nullable(),
  promoEnd: z.string().nullable(),
  promoInForce: z.boolean(),
});
export type BulkPrices = z.infer<typeof BulkPricesSchema>;

export const BulkPreviewRowSchema = z.object({
  skuId: z.number(),
  productId: z.number(),
  title: z.string(),
  colour: z.string(),
  size: z.string(),
  before: BulkPricesSchema,
  /** Null when refused. */
  after: BulkPricesSchema.nullable(),
  changed: z.boolean(),
  /** Why the size is left as it is (French); null when it takes the change. */
  refusal: z.string().nullable(),
});
export type BulkPreviewRow = z.infer<typeof BulkPreviewRowSchema>;

export const BulkPreviewSchema = z.object({
  token: z.string(),
  /** skus: sizes selected; changed: those the apply writes; unchanged: already at the target; products: products changed. */
  counts: z.object({ skus: z.number(), changed: z.number(), unchanged: z.number(), refused: z.number(), products: z.number() }),
  rows: z.array(BulkPreviewRowSchema),
});
export type BulkPreview = z.infer<typeof BulkPreviewSchema>;

export const BulkApplyResultSchema = z.object({ changed: z.number(), products: z.number(), refused: z.number() });
export type BulkApplyResult = z.infer<typeof BulkApplyResultSchema>;
