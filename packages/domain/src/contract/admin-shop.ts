/**
 * The shop's details (owners only): brand name, phone, e-mail, social and returns-portal links.
 *
 * - `GET /api/admin/shop`, `PUT /api/admin/shop` (owners only; the form's schema below);
 * - `GET /api/shop` (public): what the storefront shows (footer, header, contact and returns pages) and the free
 *   delivery of the offers page.
 *
 * The environment gives the first values (BRAND_NAME, SHOP_PHONE, SHOP_EMAIL, FACEBOOK_URL, INSTAGRAM_URL,
 * TIKTOK_URL, RETURNS_PORTAL_URL); a blank contact or link is not shown.
 */
import { z } from "zod";
import { FREE_DELIVERY_METHODS } from "../constants";
import { normalizePhoneNumber, textSchema } from "../schemas";
import { SettingsEventSchema } from "./admin-offers";

export const SHOP_MESSAGES = {
  brandRequired: "Le nom de la boutique est obligatoire",
  brandTooLong: "Le nom de la boutique ne doit pas dépasser 60 caractères",
  phoneInvalid: "Numéro de téléphone invalide (10 chiffres : 05, 06, 07 ou 09, ou +213)",
  emailInvalid: "Format de l'e-mail invalide",
  linkInvalid: "Adresse invalide : elle doit commencer par https://",
} as const;
const M = SHOP_MESSAGES;

const blankToNull = (value: unknown) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value);

/** A contact phone as people read it (« +213 555 12 34 56 »), valid by the spec's phone rule once normalised. */
const ShopPhoneSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: M.phoneInvalid })
    .trim()
    .max(30, { error: M.phoneInvalid })
    .refine((value) => /^0[5679]\d{8}$/.test(normalizePhoneNumber(value.replace(/[.\-()]/g, ""))), { error: M.phoneInvalid })
    .nullable(),
);

const ShopEmailSchema = z.preprocess(
  blankToNull,
  z.string({ error: M.emailInvalid }).trim().max(254, { error: M.emailInvalid }).pipe(z.email({ error: M.emailInvalid })).nullable(),
);

/** https://, a host with a dot and no user part, then an optional path, query or fragment without spaces. */
const HTTPS_LINK = /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** An https address (a typo must not become a link that goes nowhere), or blank: no link. */
const HttpsLinkSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: M.linkInvalid })
    .trim()
    .max(500, { error: M.linkInvalid })
    .regex(HTTPS_LINK, { error: M.linkInvalid })
    .nullable(),
);

export const ShopDetailsInputSchema = z.strictObject({
  brandName: textSchema().trim().min(1, { error: M.brandRequired }).max(60, { error: M.brandTooLong }),
  phone: ShopPhoneSchema,
  email: ShopEmailSchema,
  facebookUrl: HttpsLinkSchema,
  instagramUrl: HttpsLinkSchema,
  tiktokUrl: HttpsLinkSchema,
  returnsPortalUrl: HttpsLinkSchema,
});
export type ShopDetailsInput = z.infer<typeof ShopDetailsInputSchema>;
export type ShopDetailsFormInput = z.input<typeof ShopDetailsInputSchema>;

export const ShopDetailsSchema = z.object({
  brandName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  tiktokUrl: z.string().nullable(),
  returnsPortalUrl: z.string().nullable(),
});
export type ShopDetails = z.infer<typeof ShopDetailsSchema>;

/** `GET /api/admin/shop`: the details with their latest changes, newest first. */
export const AdminShopSchema = z.object({ shop: ShopDetailsSchema, history: z.array(SettingsEventSchema) });
export type AdminShop = z.infer<typeof AdminShopSchema>;

/** `GET /api/shop`: what every storefront page may show. */
export const PublicShopSchema = ShopDetailsSchema.extend({
  freeDelivery: z.object({ from: z.number(), methods: z.enum(FREE_DELIVERY_METHODS) }).nullable(),
});
export type PublicShop = z.infer<typeof PublicShopSchema>;
