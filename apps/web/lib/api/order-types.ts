/** The order, address and geography JSON as `apps/api` sends it (routes/order-schemas.ts, addresses.ts, states.ts). Dinars. */
import type { DeliveryMethod, PaymentMethod } from "@shop/domain/constants";

export type OrderStatus =
  | "awaiting-payment"
  | "pending-confirmation"
  | "confirmed"
  | "shipped"
  | "delivered"
  | "cancelled";

export type PaymentStatus = "cash-on-delivery" | "pending" | "paid" | "failed" | "canceled";

export type OrderLine = {
  id: number;
  productId: number;
  colorNo: string;
  size: string;
  ean: string;
  title: string;
  colorName: string;
  image: string | null;
  unitPrice: number;
  promoPrice: number | null;
  quantity: number;
  lineTotal: number;
  isGift: boolean;
};

export type Order = {
  id: string;
  number: number;
  type: "website" | "manual";
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  checkoutUrl: string | null;
  createdAt: string;
  contact: { email: string | null; firstName: string; lastName: string; phoneNumber: string };
  delivery: {
    method: DeliveryMethod;
    country: string;
    address: string;
    address2: string | null;
    postalCode: string | null;
    state: { id: number; name: string };
    commune: { id: number; name: string };
    minDays: number | null;
    maxDays: number | null;
  };
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  duplicate?: boolean;
};

export type OrderSummary = {
  id: string;
  number: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  total: number;
  itemCount: number;
  createdAt: string;
};

export type SavedAddress = {
  id: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  address2: string | null;
  state: number;
  stateName: string;
  stateCommuneId: number;
  communeName: string;
  postalCode: string | null;
  isDefault: boolean;
};

export type State = { id: number; code: string; name: string; nameAr: string };
export type Commune = { id: number; stateId: number; name: string; nameAr: string };
export type DeliveryPrice = {
  stateId: number;
  deliveryMethod: DeliveryMethod;
  price: number;
  isAvailable: boolean;
  minDays: number;
  maxDays: number;
};
