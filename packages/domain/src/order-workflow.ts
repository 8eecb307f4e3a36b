/**
 * The one state machine of an order, used by the API to validate every move and by the back office to offer only
 * the moves that can succeed. A cash-on-delivery order is phoned before it ships: `pending-confirmation` →
 * `confirmed`, or `no-answer` (called again later; after `DEFAULT_NO_ANSWER_MAX_ATTEMPTS` the order is cancelled),
 * or `cancelled`. `confirmed` → `shipped` → `delivered` or `returned` (the parcel refused or not collected).
 */
import type { Locale, OrderStatus } from "./constants";

export const ORDER_ACTIONS = ["pay", "confirm", "no-answer", "cancel", "ship", "deliver", "return"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The moves staff make from the back office; `pay` belongs to the payment provider's webhook. */
export const STAFF_ORDER_ACTIONS = ["confirm", "no-answer", "cancel", "ship", "deliver", "return"] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

type Transition = { from: readonly OrderStatus[]; to: OrderStatus };

export const ORDER_TRANSITIONS: Record<OrderAction, Transition> = {
  pay: { from: ["awaiting-payment"], to: "pending-confirmation" },
  confirm: { from: ["pending-confirmation", "no-answer"], to: "confirmed" },
  // Another unanswered call keeps the order in `no-answer` and counts one more attempt.
  "no-answer": { from: ["pending-confirmation", "no-answer"], to: "no-answer" },
  // Once the parcel left the shop it comes back as `returned`, never `cancelled`.
  cancel: { from: ["awaiting-payment", "pending-confirmation", "no-answer", "confirmed"], to: "cancelled" },
  ship: { from: ["confirmed"], to: "shipped" },
  deliver: { from: ["shipped"], to: "delivered" },
  return: { from: ["shipped"], to: "returned" },
};

/** The status an action leads to from `status`, or null when the move is not allowed. */
export function nextStatus(status: OrderStatus, action: OrderAction): OrderStatus | null {
  const transition = ORDER_TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The staff actions possible from `status`, in the order the back office shows them. */
export function allowedStaffActions(status: OrderStatus): StaffOrderAction[] {
  return STAFF_ORDER_ACTIONS.filter((action) => nextStatus(status, action) !== null);
}

/** Lines, address and delivery method can still change before the parcel ships. */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  "pending-confirmation",
  "no-answer",
  "confirmed",
];

export function isOrderEditable(status: OrderStatus): boolean {
  return EDITABLE_ORDER_STATUSES.includes(status);
}

/** Statuses whose units are out of stock for good or on their way (cancelled and returned gave theirs back). */
export const LIVE_ORDER_STATUSES: readonly OrderStatus[] = [
  "awaiting-payment",
  "pending-confirmation",
  "no-answer",
  "confirmed",
  "shipped",
  "delivered",
];

/** Moves that give the order's units back to stock, in the same transaction. */
export function restocks(action: OrderAction): boolean {
  return action === "cancel" || action === "return";
}

/** Reasons staff pick when cancelling an order, with their French labels. */
export const STAFF_CANCEL_REASONS = {
  "customer-cancelled": "Le client a annulé",
  unreachable: "Client injoignable",
  "wrong-number": "Faux numéro",
  duplicate: "Commande en double",
  "fake-order": "Commande frauduleuse",
  "out-of-stock": "Rupture de stock",
  "delivery-impossible": "Livraison impossible à cette adresse",
  other: "Autre motif",
} as const;
export type StaffCancelReason = keyof typeof STAFF_CANCEL_REASONS;
export const STAFF_CANCEL_REASON_KEYS = Object.keys(STAFF_CANCEL_REASONS) as [
  StaffCancelReason,
  ...StaffCancelReason[],
];

/** Every reason an order carries, the shop's own included (an unpaid card order, too many unanswered calls). */
export const CANCEL_REASONS = {
  ...STAFF_CANCEL_REASONS,
  "payment-timeout": "Paiement non reçu à temps",
  "no-answer-limit": "Sans réponse après plusieurs appels",
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;
export const CANCEL_REASON_KEYS = Object.keys(CANCEL_REASONS) as [CancelReason, ...CancelReason[]];

/**
 * What the shopper is told of a cancellation (its e-mail): the reason in words fit for them, never the back
 * office's (« Commande frauduleuse », « Faux numéro »).
 */
export const SHOPPER_CANCEL_REASONS: Record<Locale, Record<CancelReason, string>> = {
  fr: {
    "customer-cancelled": "Elle a été annulée à votre demande.",
    unreachable: "Nous n’avons pas pu vous joindre pour la confirmer.",
    "wrong-number": "Le numéro de téléphone donné ne nous a pas permis de vous joindre.",
    duplicate: "Elle faisait double emploi avec une autre de vos commandes.",
    "fake-order": "Nous n’avons pas pu la valider.",
    "out-of-stock": "Un article n’est plus disponible.",
    "delivery-impossible": "La livraison n’est pas possible à l’adresse donnée.",
    other: "Elle n’a pas pu être traitée.",
    "payment-timeout": "Le paiement par carte n’a pas été reçu à temps.",
    "no-answer-limit": "Nous n’avons pas pu vous joindre, après plusieurs appels, pour la confirmer.",
  },
  ar: {
    "customer-cancelled": "أُلغي بناءً على طلبك.",
    unreachable: "لم نتمكن من الاتصال بك لتأكيده.",
    "wrong-number": "لم يسمح لنا رقم الهاتف المقدَّم بالاتصال بك.",
    duplicate: "كان مكررًا لطلب آخر من طلباتك.",
    "fake-order": "لم نتمكن من اعتماده.",
    "out-of-stock": "أحد المنتجات لم يعد متوفرًا.",
    "delivery-impossible": "التوصيل غير ممكن إلى العنوان المقدَّم.",
    other: "تعذّرت معالجته.",
    "payment-timeout": "لم يصلنا الدفع بالبطاقة في الوقت المحدد.",
    "no-answer-limit": "لم نتمكن من الاتصال بك لتأكيده رغم عدة محاولات.",
  },
};

/** Unanswered calls before an order is cancelled; the API reads `NO_ANSWER_MAX_ATTEMPTS` to change it. */
export const DEFAULT_NO_ANSWER_MAX_ATTEMPTS = 3;

/** What the order's timeline records; `edited` and `note` keep the status. */
export const ORDER_EVENT_TYPES = [
  "created",
  "paid",
  "confirmed",
  "no-answer",
  "cancelled",
  "shipped",
  "delivered",
  "returned",
  "edited",
  "blocked",
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The timeline event each action writes. */
export const ACTION_EVENTS: Record<OrderAction, OrderEventType> = {
  pay: "paid",
  confirm: "confirmed",
  "no-answer": "no-answer",
  cancel: "cancelled",
  ship: "shipped",
  deliver: "delivered",
  return: "returned",
};

/** Refusal of a move the state machine does not allow (the API answers 409 with it). */
export function illegalMoveMessage(status: OrderStatus, action: OrderAction): string {
  return `Action « ${ACTION_LABELS[action]} » impossible sur une commande « ${STATUS_LABELS[status]} ».`;
}

/** Status names in French, for the back office and the shopper's order pages. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  "awaiting-payment": "En attente de paiement",
  "pending-confirmation": "À confirmer",
  "no-answer": "Sans réponse",
  confirmed: "Confirmée",
  shipped: "Expédiée",
  delivered: "Livrée",
  returned: "Retournée",
  cancelled: "Annulée",
};

export const ACTION_LABELS: Record<OrderAction, string> = {
  pay: "Paiement reçu",
  confirm: "Confirmer",
  "no-answer": "Pas de réponse",
  cancel: "Annuler",
  ship: "Expédier",
  deliver: "Marquer livrée",
  return: "Marquer retournée",
};
