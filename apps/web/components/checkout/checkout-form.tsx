"use client";

import { isDeliveryFree, type FreeDeliveryRule } from "@shop/domain/free-delivery";
import { checkoutDefaults } from "@shop/domain/checkout-defaults";
import type { CheckoutData, CheckoutInput } from "@shop/domain/schemas";
import { useQueryClient } from "@/lib/query";
import { LocaleLink } from "@/components/ui/locale-link";
import { useState } from "react";
import { FormProvider, useForm, useWatch, type Path, type Resolver } from "react-hook-form";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { FormAlert } from "@/components/forms/form-alert";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import type { Cart } from "@shop/domain/contract/cart";
import type { Order } from "@shop/domain/contract/orders";
import type { PaymentOptions } from "@shop/domain/contract/payments";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { cartKey } from "@/lib/queries/cart";
import { useCreateOrder } from "@/lib/queries/checkout";
import { toStateId, useDeliveryPrice } from "@/lib/queries/geography";
import { CheckoutSummary } from "./checkout-summary";
import { ContactFields } from "./contact-fields";
import { DeliveryAddressFields } from "./delivery-address-fields";
import { DeliveryMethodFields } from "./delivery-method-fields";
import { FormSection } from "./form-section";
import { PaymentMethodFields } from "./payment-method-fields";
import { useCheckoutPrefill } from "./use-checkout-prefill";
import { preload } from "@/lib/preload";

const FIELDS: Path<CheckoutInput>[] = [
  "email",
  "phoneNumber",
  "firstName",
  "lastName",
  "address",
  "address2",
  "country",
  "state",
  "stateCommuneId",
  "postalCode",
  "deliveryMethodOptions.type",
  "stopDeskId",
  "paymentMethodOptions.type",
  "acceptPolicy",
];
const LINE_ERROR = /^cartItems\.(\d+)$/;

/**
 * CheckoutSchema and zod (≈ 31 KiB gzip) are not part of the page's first-load JavaScript: they are fetched
 * when the shopper reaches the form (pointer or focus in it), and at the latest by the first validation, which
 * waits for them. zod-jitless first: zod reads that setting when the schema is built.
 */
const loadResolver = () =>
  import("@/lib/security/zod-jitless")
    .then(() => Promise.all([import("@hookform/resolvers/zod"), import("@shop/domain/schemas")]))
    .then(([{ zodResolver }, { CheckoutSchema }]) => zodResolver(CheckoutSchema));
let checkoutResolver: ReturnType<typeof loadResolver> | null = null;
const loadCheckoutResolver = () => {
  checkoutResolver ??= loadResolver().catch((error: unknown) => {
    checkoutResolver = null; // a failed download is tried again at the next validation
    throw error;
  });
  return checkoutResolver;
};
const warmUp = () => preload(loadCheckoutResolver);
const resolver: Resolver<CheckoutInput, unknown, CheckoutData> = async (values, context, options) =>
  (await loadCheckoutResolver())(values, context, options);

type Problem = { title: string; text: string } | null;

/**
 * The checkout form (CheckoutSchema, spec defaults). One submit = one order: the idempotency key makes a
 * double click or a retry return the same order. Refusals land next to what they concern: a line's stock
 * next to that line, field errors under the fields, anything else in the alert above the button.
 */
export function CheckoutForm({
  cart,
  payments,
  freeDelivery,
  leaving,
  onPlaced,
}: {
  cart: Cart;
  payments: PaymentOptions;
  freeDelivery: FreeDeliveryRule | null;
  /** Set once the order is placed: the form stays on screen, inert, until the next page is ready. */
  leaving: "order" | "payment" | null;
  onPlaced: (order: Order) => void;
}) {
  const t = useJourneyMessages().checkout;
  const queryClient = useQueryClient();
  const form = useForm<CheckoutInput, unknown, CheckoutData>({
    resolver,
    defaultValues: checkoutDefaults,
    mode: "onTouched",
  });
  useCheckoutPrefill(form);
  const createOrder = useCreateOrder();
  const [problem, setProblem] = useState<Problem>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});

  const stateId = toStateId(useWatch({ control: form.control, name: "state" }));
  const method = useWatch({ control: form.control, name: "deliveryMethodOptions.type" }) ?? "home-delivery";
  // Free delivery above an amount, as the server will apply it to the order (decision 0068).
  const freeFee = <T extends { price: number }>(price: T | undefined): T | undefined =>
    price && isDeliveryFree(freeDelivery, method, cart.linesTotal) ? { ...price, price: 0 } : price;
  const payment = useWatch({ control: form.control, name: "paymentMethodOptions.type" });
  const fee = useDeliveryPrice(stateId, method === "stopdesk-delivery" ? "stopdesk-delivery" : "home-delivery");

  const submit = form.handleSubmit(async (data) => {
    setProblem(null);
    setLineErrors({});
    try {
      onPlaced(await createOrder.mutateAsync(data));
    } catch (error) {
      const { code, general, others } = applyServerErrors(error, form.setError, FIELDS);
      const lines = Object.fromEntries(
        Object.entries(others).flatMap(([key, text]) => {
          const lineId = LINE_ERROR.exec(key)?.[1];
          return lineId ? [[lineId, text]] : [];
        }),
      );
      setLineErrors(lines);
      if (Object.keys(lines).length > 0 || code === "EMPTY_CART") {
        void queryClient.invalidateQueries({ queryKey: cartKey });
      }
      if (Object.keys(lines).length > 0) setProblem({ title: t.outOfStockTitle, text: t.outOfStockText });
      else if (code === "EMPTY_CART") setProblem({ title: t.errorTitle, text: t.emptyCartError });
      else if (general) setProblem({ title: t.errorTitle, text: general });
    }
  });

  const isCard = payment === "cib" || payment === "eddahabia";
  const busy = createOrder.isPending || form.formState.isSubmitting || leaving !== null;
  const busyLabel = leaving === "payment" ? t.redirectingPayment : leaving === "order" ? t.redirecting : t.placing;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        onPointerEnter={warmUp}
        onFocusCapture={warmUp}
        aria-label={t.title}
        aria-busy={busy || undefined}
        className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_27rem] xl:gap-16"
      >
        <div className="space-y-8" inert={leaving !== null}>
          <FormSection id="checkout-contact" step={1} title={t.contactTitle} text={t.contactText}>
            <ContactFields />
          </FormSection>
          <FormSection id="checkout-address" step={2} title={t.addressTitle}>
            <DeliveryAddressFields />
          </FormSection>
          <FormSection id="checkout-delivery" step={3} title={t.deliveryTitle}>
            <DeliveryMethodFields />
          </FormSection>
          <FormSection id="checkout-payment" step={4} title={t.paymentTitle}>
            <PaymentMethodFields {...payments} />
          </FormSection>
        </div>

        <div className="space-y-5 lg:sticky lg:top-24">
          <CheckoutSummary cart={cart} fee={freeFee(fee.data)} feeLoading={fee.isFetching && !fee.data} lineErrors={lineErrors} />
          <CheckboxField
            label={
              <>
                {t.acceptPolicy}{" "}
                <LocaleLink href="/help/cgv" target="_blank" className="font-semibold underline underline-offset-2">
                  {t.policyLink}
                  <span className="sr-only"> {t.newTab}</span>
                </LocaleLink>
              </>
            }
            error={form.formState.errors.acceptPolicy?.message}
            {...form.register("acceptPolicy")}
          />
          {problem && (
            <FormAlert title={problem.title}>
              <p>{problem.text}</p>
              {Object.keys(lineErrors).length > 0 && (
                <LocaleLink href="/cart" className="mt-2 inline-block font-semibold underline underline-offset-2">
                  {t.backToCart}
                </LocaleLink>
              )}
            </FormAlert>
          )}
          <Button type="submit" variant="primary-black" isLoading={busy} loadingLabel={busyLabel} className="w-full">
            {isCard ? t.submitCard : t.submit}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
