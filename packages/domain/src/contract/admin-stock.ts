/**
 * Stock in the back office: `GET /api/admin/stock?q=` (a SKU by EAN, product title or colour number),
 * `GET /api/admin/stock/low`, `POST /api/admin/stock/:skuId` (set or adjust with a reason) and
 * `GET /api/admin/stock/:skuId/movements` (the audit trail).
 */
import { z } from "zod";
import { ActorSchema, NoteSchema, PageSchema, PageSizeSchema, SearchQuerySchema } from "./admin-common";

export const StockQuerySchema = z.object({
  q: SearchQuerySchema,
  page: PageSchema,
  pageSize: PageSizeSchema,
});
export type StockQuery = z.infer<typeof StockQuerySchema>;

export const LowStockQuerySchema = z.object({
  /** SKUs with this many units or fewer. */
  threshold: z.coerce
    .number({ error: "Seuil invalide" })
    .int({ error: "Seuil invalide" })
    .min(0, { error: "Seuil invalide" })
    .max(1000, { error: "Seuil invalide" })
    .default(3),
  page: PageSchema,
  pageSize: PageSizeSchema,
});
export type LowStockQuery = z.infer<typeof LowStockQuerySchema>;

export const StockSkuSchema = z.object({
  skuId: z.number(),
  ean: z.string(),
  size: z.string(),
  stock: z.number(),
  productId: z.number(),
  title: z.string(),
  colorNo: z.string(),
  colorName: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  promoPrice: z.number().nullable(),
});
export type StockSku = z.infer<typeof StockSkuSchema>;

export const StockListSchema = z.object({
  skus: z.array(StockSkuSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StockList = z.infer<typeof StockListSchema>;

/** Why stock changed: staff pick one of the first five; orders write the others. */
export const STOCK_REASONS = {
  delivery: "Réception de marchandise",
  inventory: "Inventaire",
  damaged: "Article abîmé ou perdu",
  correction: "Correction d’erreur",
  other: "Autre motif",
  "order-edit": "Commande modifiée",
  "order-cancelled": "Commande annulée",
  "order-returned": "Commande retournée",
  /** A stock typed in the catalogue editor's grid of sizes. */
  catalogue: "Grille du catalogue",
} as const;
export type StockReason = keyof typeof STOCK_REASONS;
export const STAFF_STOCK_REASONS = ["delivery", "inventory", "damaged", "correction", "other"] as const;

const units = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(-100_000, { error: message })
    .max(100_000, { error: message });

/** `set`: the stock becomes `quantity`; `adjust`: `quantity` units are added (or taken, when negative). */
export const StockChangeSchema = z
  .object({
    mode: z.enum(["set", "adjust"], { error: "Choisissez : fixer ou ajuster" }),
    quantity: units("Quantité invalide"),
    reason: z.enum(STAFF_STOCK_REASONS, { error: "Choisissez un motif" }),
    note: NoteSchema.optional(),
  })
  .refine((value) => value.mode !== "set" || value.quantity >= 0, {
    error: "Le stock ne peut pas être négatif",
    path: ["quantity"],
  })
  .refine((value) => value.mode !== "adjust" || value.quantity !== 0, {
    error: "Indiquez un nombre d’unités à ajouter ou retirer",
    path: ["quantity"],
  });
export type StockChange = z.infer<typeof StockChangeSchema>;
export type StockChangeInput = z.input<typeof StockChangeSchema>;

export const SkuIdParamsSchema = z.object({
  skuId: z.coerce
    .number({ error: "Identifiant invalide" })
    .int({ error: "Identifiant invalide" })
    .positive({ error: "Identifiant invalide" })
    .max(2_147_483_647, { error: "Identifiant invalide" }),
});

export const StockMovementSchema = z.object({
  id: z.number(),
  skuId: z.number(),
  delta: z.number(),
  stockAfter: z.number(),
  reason: z.enum(Object.keys(STOCK_REASONS) as [StockReason, ...StockReason[]]),
  note: z.string().nullable(),
  actor: ActorSchema,
  orderId: z.uuid().nullable(),
  orderNumber: z.number().nullable(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;

export const StockMovementsSchema = z.object({
  sku: StockSkuSchema,
  movements: z.array(StockMovementSchema),
});
export type StockMovements = z.infer<typeof StockMovementsSchema>;
