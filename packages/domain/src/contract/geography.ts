/** Wilayas, communes, stop-desk agencies and delivery fees. */
import { z } from "zod";
import { DELIVERY_METHODS } from "../constants";
import { IdSchema } from "./common";

export const StateSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  nameAr: z.string(),
});
export type State = z.infer<typeof StateSchema>;
export const StatesSchema = z.array(StateSchema);

export const CommuneSchema = z.object({
  id: z.number(),
  stateId: z.number(),
  name: z.string(),
  nameAr: z.string(),
});
export type Commune = z.infer<typeof CommuneSchema>;
export const CommunesSchema = z.array(CommuneSchema);

/** An open agency where a stop-desk parcel is picked up. */
export const StopDeskSchema = z.object({
  id: z.number(),
  stateId: z.number(),
  name: z.string(),
  address: z.string(),
  openingHours: z.string().describe("Horaires d’ouverture, tels qu’affichés"),
  nameAr: z.string().describe("Nom en arabe (vide : le français s’affiche)"),
  addressAr: z.string(),
  openingHoursAr: z.string(),
});
export type StopDesk = z.infer<typeof StopDeskSchema>;
export const StopDesksSchema = z.array(StopDeskSchema);

const DeliveryMethodSchema = z.enum(DELIVERY_METHODS, { error: "Mode de livraison invalide" });

/** Why a method is not offered, in the request's language (Accept-Language: French, or Arabic); null when it is. */
const UnavailableMessageSchema = z
  .string()
  .nullable()
  .describe("Pourquoi ce mode n’est pas proposé (français, ou arabe selon Accept-Language) ; null s’il l’est");

export const DeliveryPriceSchema = z.object({
  stateId: z.number(),
  deliveryMethod: DeliveryMethodSchema,
  price: z.number().describe("Frais en dinars (0 : gratuit)"),
  isAvailable: z.boolean(),
  minDays: z.number(),
  maxDays: z.number(),
  message: UnavailableMessageSchema,
});
export type DeliveryPrice = z.infer<typeof DeliveryPriceSchema>;

export const DeliveryPriceQuerySchema = z.strictObject({
  stateId: IdSchema,
  deliveryMethod: DeliveryMethodSchema,
});

/** A row of the whole fee grid (every wilaya, both methods). */
export const DeliveryFeeSchema = z.object({
  stateId: z.number(),
  code: z.string(),
  name: z.string(),
  method: DeliveryMethodSchema,
  price: z.number(),
  isAvailable: z.boolean(),
  minDays: z.number(),
  maxDays: z.number(),
  message: UnavailableMessageSchema,
});
export type DeliveryFee = z.infer<typeof DeliveryFeeSchema>;
export const DeliveryFeesSchema = z.array(DeliveryFeeSchema);
