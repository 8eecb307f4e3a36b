/**
 * Delivery in the back office (owners and the catalogue role write; every member of staff reads):
 *
 * - `GET /api/admin/delivery/fees`: every wilaya × home / stop desk, each a price in dinars, free or unavailable,
 *   with its delivery time in days; `PUT /api/admin/delivery/fees` sets several cells at once (one transaction);
 * - `GET /api/admin/delivery/fees.csv` writes the grid as a spreadsheet; `POST /api/admin/delivery/fees.csv` reads
 *   one back: a preview of every change and every bad line and column, and nothing changed unless `apply=true`,
 *   when the whole file is applied or nothing is (decision 0069);
 * - `GET /api/admin/stop-desks`, `POST /api/admin/stop-desks`, `PUT /api/admin/stop-desks/:id`,
 *   `PUT /api/admin/stop-desks/:id/open` (closed or reopened; a closed agency is not offered, orders keep their copy).
 *
 * Shoppers read the same grid through `GET /api/states/price(s)`; checkout offers only what is available.
 */
import { z } from "zod";
import { DELIVERY_METHODS } from "../constants";
import { textSchema } from "../schemas";

export const DELIVERY_LIMITS = {
  /** Dinars: above any courier's tariff, below a typing slip of a zero too many. */
  priceMax: 20_000,
  daysMax: 60,
  nameMax: 80,
  addressMax: 200,
  hoursMax: 120,
  courierMax: 60,
  /** Both methods of the 58 wilayas. */
  cellsMax: 116,
  csvBytesMax: 256 * 1024,
} as const;
const L = DELIVERY_LIMITS;
/** « 20 000 », as French writes its numbers. */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ");

/** A method's state in a wilaya: a price, free (0 DA) or not offered at checkout. */
export const FEE_MODES = ["price", "free", "unavailable"] as const;
export type FeeMode = (typeof FEE_MODES)[number];

export const DELIVERY_MESSAGES = {
  stateInvalid: "Wilaya inconnue",
  methodInvalid: "Mode de livraison invalide",
  modeInvalid: "Choisissez un prix, « gratuit » ou « indisponible »",
  priceInvalid: `Prix invalide : un nombre entier de dinars, de 1 à ${grouped(L.priceMax)}`,
  daysInvalid: `Délai invalide : un nombre entier de jours, de 0 à ${L.daysMax}`,
  daysOrder: "Le délai maximal doit être au moins égal au délai minimal",
  cellsInvalid: `Choisissez au moins une wilaya (au plus ${L.cellsMax} cases à la fois)`,
  cellTwice: "Cette wilaya et ce mode sont donnés deux fois",
  nameRequired: "Le nom en français est obligatoire",
  nameTooLong: `Le nom ne doit pas dépasser ${L.nameMax} caractères`,
  addressRequired: "L’adresse est obligatoire",
  addressTooLong: `L’adresse ne doit pas dépasser ${L.addressMax} caractères`,
  hoursRequired: "Les horaires d’ouverture sont obligatoires",
  hoursTooLong: `Les horaires ne doivent pas dépasser ${L.hoursMax} caractères`,
  courierRequired: "Le transporteur est obligatoire",
  courierTooLong: `Le transporteur ne doit pas dépasser ${L.courierMax} caractères`,
  communeRequired: "Choisissez la commune de l’agence",
  communeNotInState: "Cette commune n’appartient pas à la wilaya choisie",
  stopDeskNotFound: "Agence introuvable",
  openInvalid: "Valeur invalide",
  // The grid's spreadsheet.
  csvEmpty: "Le fichier est vide",
  csvTooLarge: "Le fichier dépasse 256 Ko : ce n’est pas une grille de frais",
  csvEncoding: "Le fichier n’est pas en UTF-8 : enregistrez-le en « CSV UTF-8 » et recommencez",
  csvQuote: "Guillemet non fermé : le fichier est coupé ou mal formé",
  csvColumnMissing: (column: string) => `Colonne « ${column} » absente de la première ligne`,
  csvStateUnknown: (code: string) => `Wilaya « ${code} » inconnue (son numéro, de 1 à 58)`,
  csvStateTwice: (line: number) => `Cette wilaya est déjà à la ligne ${line}`,
  csvPriceInvalid: `Prix invalide : un nombre entier de dinars (1 à ${grouped(L.priceMax)}), « gratuit » ou « indisponible »`,
  csvHasErrors: "Le fichier contient des erreurs : rien n’a été changé",
  csvStale: "La grille a changé depuis l’aperçu : relancez l’aperçu du fichier",
} as const;
const M = DELIVERY_MESSAGES;

const intOf = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const StateIdSchema = intOf(M.stateInvalid, 1, 58);
export const DeliveryMethodSchema = z.enum(DELIVERY_METHODS, { error: M.methodInvalid });
export const FeeModeSchema = z.enum(FEE_MODES, { error: M.modeInvalid });
export const FeePriceSchema = intOf(M.priceInvalid, 1, L.priceMax);
export const FeeDaysSchema = intOf(M.daysInvalid, 0, L.daysMax);

/**
 * One method of one wilaya as the merchant sets it. `price` is read only for the `price` mode (free is 0 DA;
 * unavailable keeps the last price, ready for the day the method comes back).
 */
export const FeeCellInputSchema = z
  .strictObject({
    stateId: StateIdSchema,
    method: DeliveryMethodSchema,
    mode: FeeModeSchema,
    price: FeePriceSchema.nullable().default(null),
    minDays: FeeDaysSchema,
    maxDays: FeeDaysSchema,
  })
  .superRefine((cell, context) => {
    if (cell.mode === "price" && cell.price === null)
      context.addIssue({ code: "custom", message: M.priceInvalid, path: ["price"] });
    if (cell.maxDays < cell.minDays) context.addIssue({ code: "custom", message: M.daysOrder, path: ["maxDays"] });
  });
export type FeeCellInput = z.infer<typeof FeeCellInputSchema>;
export type FeeCellFormInput = z.input<typeof FeeCellInputSchema>;

/** Several cells at once: the wilayas ticked in the grid, one method or both. */
export const FeeGridUpdateSchema = z
  .strictObject({
    fees: z.array(FeeCellInputSchema, { error: M.cellsInvalid }).min(1, { error: M.cellsInvalid }).max(L.cellsMax, {
      error: M.cellsInvalid,
    }),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.fees.forEach((cell, index) => {
      const key = `${cell.stateId}:${cell.method}`;
      if (seen.has(key)) context.addIssue({ code: "custom", message: M.cellTwice, path: ["fees", index, "stateId"] });
      seen.add(key);
    });
  });
export type FeeGridUpdate = z.infer<typeof FeeGridUpdateSchema>;

export const FeeCellSchema = z.object({
  mode: FeeModeSchema,
  /** Dinars: 0 when free; the last price when unavailable. */
  price: z.number(),
  minDays: z.number(),
  maxDays: z.number(),
});
export type FeeCell = z.infer<typeof FeeCellSchema>;

export const FeeGridRowSchema = z.object({
  stateId: z.number(),
  code: z.string(),
  name: z.string(),
  nameAr: z.string(),
  home: FeeCellSchema,
  stopDesk: FeeCellSchema,
  /** Open agencies: a stop desk with none is not offered, whatever its fee says. */
  openStopDesks: z.number(),
});
export type FeeGridRow = z.infer<typeof FeeGridRowSchema>;

export const FeeGridSchema = z.object({
  rows: z.array(FeeGridRowSchema),
  /** A fingerprint of the grid, which a CSV import checks before it applies what its preview showed. */
  basis: z.string(),
});
export type FeeGrid = z.infer<typeof FeeGridSchema>;

/** The grid's spreadsheet, one row per wilaya. The price columns read a number, « gratuit » or « indisponible ». */
export const FEE_CSV_COLUMNS = [
  "wilaya",
  "nom",
  "domicile_prix",
  "domicile_jours_min",
  "domicile_jours_max",
  "stopdesk_prix",
  "stopdesk_jours_min",
  "stopdesk_jours_max",
] as const;
export const FEE_CSV_FREE = "gratuit";
export const FEE_CSV_UNAVAILABLE = "indisponible";

export const FeeCsvQuerySchema = z.strictObject({
  /** `true`: apply the whole file, or nothing when a line is bad; otherwise a preview that changes nothing. */
  apply: z
    .enum(["true", "false"], { error: M.openInvalid })
    .default("false")
    .transform((value) => value === "true"),
  /** The preview's `basis`: the apply is refused (409) when the grid has changed since. */
  basis: z.string().max(64).optional(),
});

/** The grid's spreadsheet as `GET /api/admin/delivery/fees.csv` answers it. */
export const FeeCsvFileSchema = z.string().describe("Fichier CSV (UTF-8 avec BOM, « ; »), une ligne par wilaya");

export const FeeCsvBodySchema = z.string({ error: M.csvEmpty }).describe("La grille en CSV (UTF-8, « ; », « , » ou tabulation)");

export const FeeCsvErrorSchema = z.object({ line: z.number(), column: z.string(), message: z.string() });
export type FeeCsvError = z.infer<typeof FeeCsvErrorSchema>;

export const FeeCsvChangeSchema = z.object({
  line: z.number(),
  stateId: z.number(),
  name: z.string(),
  method: DeliveryMethodSchema,
  before: FeeCellSchema,
  after: FeeCellSchema,
});
export type FeeCsvChange = z.infer<typeof FeeCsvChangeSchema>;

export const FeeCsvResultSchema = z.object({
  status: z.enum(["preview", "applied"]),
  changes: z.array(FeeCsvChangeSchema),
  unchanged: z.number(),
  errors: z.array(FeeCsvErrorSchema),
  basis: z.string(),
});
export type FeeCsvResult = z.infer<typeof FeeCsvResultSchema>;

// Stop desks.

const required = (requiredMessage: string, max: number, tooLong: string) =>
  textSchema().trim().min(1, { error: requiredMessage }).max(max, { error: tooLong });
const optional = (max: number, tooLong: string) => textSchema().trim().max(max, { error: tooLong }).default("");

export const StopDeskInputSchema = z.strictObject({
  stateId: StateIdSchema,
  communeId: z
    .number({ error: M.communeRequired })
    .int({ error: M.communeRequired })
    .positive({ error: M.communeRequired })
    .max(2_147_483_647, { error: M.communeRequired }),
  name: required(M.nameRequired, L.nameMax, M.nameTooLong),
  /** Blank: Arabic pages show the French. */
  nameAr: optional(L.nameMax, M.nameTooLong),
  address: required(M.addressRequired, L.addressMax, M.addressTooLong),
  addressAr: optional(L.addressMax, M.addressTooLong),
  openingHours: required(M.hoursRequired, L.hoursMax, M.hoursTooLong),
  openingHoursAr: optional(L.hoursMax, M.hoursTooLong),
  courier: required(M.courierRequired, L.courierMax, M.courierTooLong),
});
export type StopDeskInput = z.infer<typeof StopDeskInputSchema>;
export type StopDeskFormInput = z.input<typeof StopDeskInputSchema>;

export const StopDeskOpenSchema = z.strictObject({ isActive: z.boolean({ error: M.openInvalid }) });

export const StopDeskIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: M.stopDeskNotFound })
    .int({ error: M.stopDeskNotFound })
    .positive({ error: M.stopDeskNotFound })
    .max(2_147_483_647, { error: M.stopDeskNotFound }),
});

export const AdminStopDeskSchema = z.object({
  id: z.number(),
  stateId: z.number(),
  stateName: z.string(),
  /** Null for an agency written before communes were asked (the form asks for one at its next save). */
  communeId: z.number().nullable(),
  communeName: z.string().nullable(),
  name: z.string(),
  nameAr: z.string(),
  address: z.string(),
  addressAr: z.string(),
  openingHours: z.string(),
  openingHoursAr: z.string(),
  courier: z.string(),
  isActive: z.boolean(),
});
export type AdminStopDesk = z.infer<typeof AdminStopDeskSchema>;

export const AdminStopDesksSchema = z.object({ stopDesks: z.array(AdminStopDeskSchema) });
export type AdminStopDesks = z.infer<typeof AdminStopDesksSchema>;

export const AdminStopDeskQuerySchema = z.strictObject({
  stateId: z.coerce.number({ error: M.stateInvalid }).int({ error: M.stateInvalid }).min(1, { error: M.stateInvalid }).max(58, { error: M.stateInvalid }).optional(),
});

export const StopDeskSavedSchema = z.object({ id: z.number() });

/** What the delivery journal lists: who changed what, when. */
export const DeliveryChangeSchema = z.object({
  id: z.number(),
  at: z.string(),
  staffName: z.string(),
  summary: z.string(),
});
export const DeliveryChangesSchema = z.object({ changes: z.array(DeliveryChangeSchema) });
export type DeliveryChanges = z.infer<typeof DeliveryChangesSchema>;
