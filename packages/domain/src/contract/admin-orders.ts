/**
 * Orders in the back office: `GET /api/admin/orders` (list), `GET /api/admin/orders/:id` (detail), the moves
 * `POST /api/admin/orders/:id/{confirm,no-answer,cancel,ship,deliver,return}` and the edit before shipping
 * `PATCH /api/admin/orders/:id`. Every move and edit answers with the order's detail.
 */
import { z } from "zod";
import {
  DELIVERY_METHODS,
  MAX_QUANTITY_PER_LINE,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  ORDER_TYPES,
} from "../constants";
import {
  CANCEL_REASON_KEYS,
  ORDER_EVENT_TYPES,
  STAFF_CANCEL_REASON_KEYS,
  STAFF_ORDER_ACTIONS,
} from "../order-workflow";
import {
  addressSchema,
  address2Schema,
  firstNameSchema,
  lastNameSchema,
  phoneNumberSchema,
  stateCommuneIdSchema,
  stateSchema,
  stopDeskIdSchema,
  textSchema,
  deliveryMethodSchema,
} from "../schemas";
import { PhoneHistorySchema } from "./admin-customers";
import {
  ActorSchema,
  DaySchema,
  NoteSchema,
  PageSchema,
  PageSizeSchema,
  SearchQuerySchema,
} from "./admin-common";

export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: "Statut invalide" });

export const AdminOrderListQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: "État de paiement invalide" }).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "Mode de paiement invalide" }).optional(),
  /** A wilaya's id (its official code: 16 is Alger). */
  stateId: z.coerce
    .number({ error: "Wilaya invalide" })
    .int({ error: "Wilaya invalide" })
    .min(1, { error: "Wilaya invalide" })
    .max(100, { error: "Wilaya invalide" })
    .optional(),
  deliveryMethod: z.enum(DELIVERY_METHODS, { error: "Mode de livraison invalide" }).optional(),
  /** Placed on or after this day, and on or before `to` (days in Algiers' time). */
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  /** An order number, a phone number (any form) or part of the customer's name. */
  q: SearchQuerySchema,
  page: PageSchema,
  pageSize: PageSizeSchema,
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;
export type AdminOrderListQueryInput = z.input<typeof AdminOrderListQuerySchema>;

const PlaceSchema = z.object({ id: z.number(), name: z.string() });

export const AdminOrderListItemSchema = z.object({
  id: z.uuid(),
  number: z.number(),
  status: OrderStatusSchema,
  createdAt: z.string(),
  customerName: z.string(),
  phoneNumber: z.string(),
  state: PlaceSchema,
  commune: PlaceSchema,
  deliveryMethod: z.enum(DELIVERY_METHODS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  total: z.number(),
  itemCount: z.number(),
  noAnswerAttempts: z.number(),
});
export type AdminOrderListItem = z.infer<typeof AdminOrderListItemSchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderListItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Orders per status under the other filters (for the status tabs), every status present. */
  counts: z.record(OrderStatusSchema, z.number()),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const OrderEventSchema = z.object({
  id: z.number(),
  type: z.enum(ORDER_EVENT_TYPES),
  at: z.string(),
  actor: ActorSchema,
  fromStatus: OrderStatusSchema.nullable(),
  toStatus: OrderStatusSchema.nullable(),
  /** What changed, in French (an edit's lines, the courier and tracking number, the cancel reason). */
  summary: z.string().nullable(),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const AdminOrderLineSchema = z.object({
  id: z.number(),
  skuId: z.number().nullable(),
  productId: z.number(),
  title: z.string(),
  colorNo: z.string(),
  colorName: z.string(),
  size: z.string(),
  ean: z.string(),
  image: z.string().nullable(),
  unitPrice: z.number(),
  promoPrice: z.number().nullable(),
  quantity: z.number(),
  lineTotal: z.number(),
  isGift: z.boolean(),
  /** Units left in stock for this SKU now (null when the SKU is gone). */
  stock: z.number().nullable(),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLineSchema>;

export const AdminOrderDetailSchema = z.object({
  id: z.uuid(),
  number: z.number(),
  type: z.enum(ORDER_TYPES),
  status: OrderStatusSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string(),
  }),
  delivery: z.object({
    method: z.enum(DELIVERY_METHODS),
    address: z.string(),
    address2: z.string().nullable(),
    postalCode: z.string().nullable(),
    state: PlaceSchema,
    commune: PlaceSchema,
    stopDesk: z.object({ id: z.number().nullable(), name: z.string(), address: z.string() }).nullable(),
  }),
  lines: z.array(AdminOrderLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  noAnswerAttempts: z.number(),
  maxNoAnswerAttempts: z.number(),
  cancelReason: z.enum(CANCEL_REASON_KEYS).nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The moves the state machine allows now, and whether lines, address and delivery can still change. */
  allowedActions: z.array(z.enum(STAFF_ORDER_ACTIONS)),
  editable: z.boolean(),
  timeline: z.array(OrderEventSchema),
  phoneHistory: PhoneHistorySchema,
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const OrderIdParamsSchema = z.object({ id: z.uuid({ error: "Identifiant de commande invalide" }) });

/** Confirm, deliver or return: an optional note. */
export const OrderMoveSchema = z.object({ note: NoteSchema.optional() });
export type OrderMove = z.infer<typeof OrderMoveSchema>;

/** A call nobody answered: a note is required (when, what happened). */
export const NoAnswerSchema = z.object({
  note: NoteSchema.min(1, { error: "Ajoutez une note sur l’appel" }),
});
export type NoAnswer = z.infer<typeof NoAnswerSchema>;

export const CancelOrderSchema = z.object({
  reason: z.enum(STAFF_CANCEL_REASON_KEYS, { error: "Choisissez un motif d’annulation" }),
  note: NoteSchema.optional(),
});
export type CancelOrder = z.infer<typeof CancelOrderSchema>;

const courierText = (message: string) =>
  textSchema()
    .trim()
    .min(1, { error: message, abort: true })
    .max(60, { error: "Trop long (60 caractères au plus)" });

export const CourierNameSchema = courierText("Indiquez le transporteur");
export const TrackingNumberSchema = courierText("Indiquez le numéro de suivi").regex(/^[A-Za-z0-9-]+$/, {
  error: "Numéro de suivi invalide (lettres, chiffres et tirets)",
});

export const ShipOrderSchema = z.object({
  courier: CourierNameSchema,
  trackingNumber: TrackingNumberSchema,
  note: NoteSchema.optional(),
});
export type ShipOrder = z.infer<typeof ShipOrderSchema>;

/**
 * An edit before shipping. `lines`: new quantities of existing lines (0 removes the line; the gift is the shop's
 * to decide and cannot be edited). `delivery`: the whole address and method. `contact`: name and phone. The
 * server reprices (offers, fee) and moves stock; at least one line must remain.
 */
export const EditOrderSchema = z.object({
  lines: z
    .array(
      z.object({
        id: z
          .number({ error: "Ligne invalide" })
          .int({ error: "Ligne invalide" })
          .positive({ error: "Ligne invalide" }),
        quantity: z
          .number({ error: "Quantité invalide" })
          .int({ error: "Quantité invalide" })
          .min(0, { error: "Quantité invalide" })
          .max(MAX_QUANTITY_PER_LINE, {
            error: `La quantité est limitée à ${MAX_QUANTITY_PER_LINE} par article`,
          }),
      }),
    )
    .max(50, { error: "Trop de lignes" })
    .optional(),
  delivery: z
    .object({
      method: deliveryMethodSchema,
      address: addressSchema,
      address2: address2Schema,
      state: stateSchema,
      stateCommuneId: stateCommuneIdSchema,
      stopDeskId: stopDeskIdSchema,
    })
    .optional(),
  contact: z
    .object({ firstName: firstNameSchema, lastName: lastNameSchema, phoneNumber: phoneNumberSchema })
    .optional(),
  note: NoteSchema.optional(),
});
export type EditOrder = z.infer<typeof EditOrderSchema>;
export type EditOrderInput = z.input<typeof EditOrderSchema>;
