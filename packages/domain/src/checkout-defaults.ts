import type { CheckoutInput } from "./schemas";
import { COUNTRY_ALGERIA } from "./constants";

/**
 * The checkout form's starting values (spec defaults). Apart from CheckoutSchema, in a module without zod, so
 * that the checkout page renders its form before the schema (and zod) have been downloaded.
 */
export const checkoutDefaults = {
  acceptPolicy: true,
  address: "",
  address2: "",
  country: COUNTRY_ALGERIA,
  deliveryMethodOptions: { type: "home-delivery" },
  email: "",
  firstName: "",
  lastName: "",
  paymentMethodOptions: { type: "on-delivery" },
  phoneNumber: "",
  postalCode: "",
  state: "",
  stateCommuneId: "",
  stopDeskId: "",
} satisfies CheckoutInput;
