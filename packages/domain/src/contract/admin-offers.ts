/**
 * The order-value offers and free delivery in the back office (owners and the catalogue role write; every member of
 * staff reads):
 *
 * - `GET /api/admin/offers` (every offer, lowest threshold first, with where it stands now, the free delivery and
 *   the journal), `POST /api/admin/offers`, `PUT /api/admin/offers/:id`, `DELETE /api/admin/offers/:id`;
 * - `PUT /api/admin/offers/free-delivery`: free delivery above an amount, home, stop desk or both (one setting);
 * - `GET /api/admin/offers/gifts?q=`: the sizes a gift may be, found by product title, SKU or EAN.
 *
 * The cart, its nudge, the gift line and checkout read the offers whose window holds now (start included, end
 * excluded), typed in Algiers time, as the announcements' are.
 */
import { z } from "zod";
import { algiersLocalToIso } from "../catalogue";
import { DISCOUNT_TYPES, FREE_DELIVERY_METHODS } from "../constants";
import { textSchema } from "../schemas";
import { ActorSchema, SearchQuerySchema } from "./admin-common";

export const OFFER_LIMITS = {
  titleMax: 120,
  /** A threshold or a free-delivery amount, in dinars: far above any cart. */
  amountMax: 10_000_000,
  /** Offers kept, running or not. */
  offersMax: 50,
} as const;
const L = OFFER_LIMITS;

export const OFFER_MESSAGES = {
  notFound: "Offre introuvable",
  titleRequired: "Le titre en français est obligatoire",
  titleTooLong: `Le titre ne doit pas dépasser ${L.titleMax} caractères`,
  thresholdInvalid: "Le seuil doit être un montant entier en dinars, supérieur à 0",
  thresholdTooHigh: "Seuil trop élevé",
  discountTypeInvalid: "Type de remise invalide (pourcentage ou montant fixe)",
  amountInvalid: "La remise doit être un nombre entier positif ou nul",
  percentageTooHigh: "Une remise en pourcentage ne peut dépasser 100 %",
  giftRequired: "Choisissez la taille offerte",
  giftNotFound: "Cette taille n’existe pas (ou plus) dans le catalogue",
  giftNotSellable: "Cette taille n’est pas en vente : son produit doit être publié et la taille active",
  dateInvalid: "Date invalide (AAAA-MM-JJ HH:MM, heure d’Alger)",
  endBeforeStart: "La fin doit suivre le début",
  activeInvalid: "Valeur invalide",
  tooMany: `Au plus ${L.offersMax} offres : supprimez-en une d’abord`,
  freeFromInvalid:
    "Le montant doit être un nombre entier de dinars supérieur à 0, ou vide pour aucune livraison offerte",
  freeMethodsInvalid: "Choisissez à domicile, au point relais, ou les deux",
} as const;
const M = OFFER_MESSAGES;

const idOf = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

export const OfferIdParamsSchema = z.object({ id: idOf(M.notFound) });

/** A `datetime-local` value in Algiers time, « 2026-12-24T18:00 »; blank or null: no bound. */
const AlgiersDateSchema = z
  .union([z.literal("").transform(() => null), z.null(), z.string({ error: M.dateInvalid })])
  .refine((value) => value === null || algiersLocalToIso(value) !== undefined, { error: M.dateInvalid })
  .default(null);

const dinars = (invalid: string, tooHigh: string) =>
  z
    .number({ error: invalid })
    .int({ error: invalid })
    .positive({ error: invalid })
    .max(L.amountMax, { error: tooHigh });

/** What the form saves, created or edited. The gift's existence and sale are checked against the catalogue. */
export const OfferInputSchema = z
  .strictObject({
    titleFr: textSchema()
      .trim()
      .min(1, { error: M.titleRequired })
      .max(L.titleMax, { error: M.titleTooLong }),
    /** Blank: Arabic pages show the French title. */
    titleAr: textSchema().trim().max(L.titleMax, { error: M.titleTooLong }).default(""),
    minOrderAmount: dinars(M.thresholdInvalid, M.thresholdTooHigh),
    giftSkuId: idOf(M.giftRequired),
    discountType: z.enum(DISCOUNT_TYPES, { error: M.discountTypeInvalid }).default("percentage"),
    /** The gift's discount: 100 (%) gives it away. */
    amount: z
      .number({ error: M.amountInvalid })
      .int({ error: M.amountInvalid })
      .min(0, { error: M.amountInvalid })
      .max(L.amountMax, { error: M.amountInvalid })
      .default(100),
    isActive: z.boolean({ error: M.activeInvalid }).default(true),
    startsAt: AlgiersDateSchema,
    endsAt: AlgiersDateSchema,
  })
  .superRefine((input, context) => {
    if (input.discountType === "percentage" && input.amount > 100)
      context.addIssue({ code: "custom", message: M.percentageTooHigh, path: ["amount"] });
    const start = input.startsAt === null ? undefined : algiersLocalToIso(input.startsAt);
    const end = input.endsAt === null ? undefined : algiersLocalToIso(input.endsAt);
    if (start && end && Date.parse(end) <= Date.parse(start))
      context.addIssue({ code: "custom", message: M.endBeforeStart, path: ["endsAt"] });
  });
export type OfferInput = z.infer<typeof OfferInputSchema>;
export type OfferFormInput = z.input<typeof OfferInputSchema>;

/** Free delivery above an amount of the order's lines (null: none), for home delivery, the stop desk or both. */
export const FreeDeliverySchema = z.strictObject({
  from: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    dinars(M.freeFromInvalid, M.freeFromInvalid).nullable(),
  ),
  methods: z.enum(FREE_DELIVERY_METHODS, { error: M.freeMethodsInvalid }),
});
export type FreeDelivery = z.infer<typeof FreeDeliverySchema>;
/** The free delivery as saved: the amount in dinars (null: none) and the methods it holds for. */
export const FreeDeliverySavedSchema = z.object({
  from: z.number().nullable(),
  methods: z.enum(FREE_DELIVERY_METHODS),
});

/** Where an offer stands now: what the list's badge says. */
export const OFFER_STATES = ["active", "scheduled", "ended", "off"] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** The size an offer gives, as the list and the picker show it. */
export const OfferGiftSchema = z.object({
  skuId: z.number(),
  productId: z.number(),
  title: z.string(),
  colorName: z.string(),
  size: z.string(),
  sku: z.string(),
  price: z.number(),
  stock: z.number(),
  image: z.string().nullable(),
  /** Published product and active size: a gift that is not is never given (the offer waits). */
  sellable: z.boolean(),
});
export type OfferGift = z.infer<typeof OfferGiftSchema>;

export const AdminOfferSchema = z.object({
  id: z.number(),
  titleFr: z.string(),
  titleAr: z.string(),
  minOrderAmount: z.number(),
  discountType: z.enum(DISCOUNT_TYPES),
  amount: z.number(),
  isActive: z.boolean(),
  /** ISO instants, or null: no bound. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  state: z.enum(OFFER_STATES),
  gift: OfferGiftSchema,
});
export type AdminOffer = z.infer<typeof AdminOfferSchema>;

/** One line of the settings' journal. */
export const SettingsEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  subjectId: z.number().nullable(),
  /** Each field changed: [before, after]. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  actor: ActorSchema,
  at: z.string(),
});
export type SettingsEvent = z.infer<typeof SettingsEventSchema>;

export const AdminOffersSchema = z.object({
  offers: z.array(AdminOfferSchema),
  freeDelivery: FreeDeliverySavedSchema,
  /** The latest changes of offers and free delivery, newest first. */
  history: z.array(SettingsEventSchema),
});
export type AdminOffers = z.infer<typeof AdminOffersSchema>;

export const OfferSavedSchema = z.object({ id: z.number() });
export type OfferSaved = z.infer<typeof OfferSavedSchema>;

export const OfferGiftsQuerySchema = z.object({ q: SearchQuerySchema });
export const OfferGiftsSchema = z.object({ gifts: z.array(OfferGiftSchema) });
export type OfferGifts = z.infer<typeof OfferGiftsSchema>;
