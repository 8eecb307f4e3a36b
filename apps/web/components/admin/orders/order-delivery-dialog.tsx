"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { AdminOrderDetail } from "@shop/domain/contract/admin-orders";
import {
  DeliveryChangeSchema,
  toOrderDelivery,
  type DeliveryChange,
  type DeliveryChangeInput,
} from "@shop/domain/schemas";
import { useMutation } from "@/lib/query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormProvider, useForm, type Path } from "react-hook-form";
import { DeliveryMethodFields } from "@/components/checkout/delivery-method-fields";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { applyServerErrors } from "@/components/forms/server-errors";
import { WilayaCommuneFields } from "@/components/forms/wilaya-commune-fields";
import { api } from "@/lib/api/client";
import { getAdminMessages, getAdminPagesMessages } from "@/messages/admin";
import { JourneyMessagesProvider } from "@/lib/locale/journey-messages";
import { getJourneyMessages } from "@/messages/journey";
import { AdminDialog, AdminDialogFooter } from "../admin-dialog";
import { adminButton } from "../admin-ui";

const FIELDS: Path<DeliveryChangeInput>[] = [
  "address",
  "address2",
  "state",
  "stateCommuneId",
  "deliveryMethodOptions.type",
  "stopDeskId",
];

function valuesOf({ delivery }: AdminOrderDetail): DeliveryChangeInput {
  return {
    deliveryMethodOptions: { type: delivery.method },
    state: String(delivery.state.id),
    stateCommuneId: String(delivery.commune.id),
    stopDeskId: delivery.stopDesk?.id ? String(delivery.stopDesk.id) : "",
    address: delivery.address,
    address2: delivery.address2 ?? "",
  };
}

/**
 * Changes where and how an order is delivered before it ships, in a modal dialog: the same fields and rules as
 * checkout (wilaya, commune, home or stop desk with each method's fee for that wilaya, the agency, the address).
 * The API reprices the fee and the total and writes the change to the timeline; the page is then read again.
 */
export function OrderDeliveryDialog({
  order,
  onClose,
  onSaved,
}: {
  order: AdminOrderDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = getAdminPagesMessages().order;
  const common = getAdminMessages().common;
  // The back office is French: the storefront's fields read the journey's French texts from their provider.
  const journey = getJourneyMessages("fr");
  const forms = journey.forms;
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<DeliveryChangeInput, unknown, DeliveryChange>({
    resolver: zodResolver(DeliveryChangeSchema),
    defaultValues: valuesOf(order),
    mode: "onTouched",
  });
  const save = useMutation({
    mutationFn: async (change: DeliveryChange) =>
      (await api.patch(`/api/admin/orders/${order.id}`, { delivery: toOrderDelivery(change) })).data,
    onMutate: () => setProblem(null),
    onSuccess: () => {
      router.refresh();
      onSaved();
    },
    onError: (error) => setProblem(applyServerErrors(error, form.setError, FIELDS).general),
  });
  const { errors } = form.formState;

  return (
    <AdminDialog title={t.deliveryTitle} description={t.deliveryText} onClose={onClose}>
      <JourneyMessagesProvider texts={journey}>
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit((change) => save.mutate(change))} aria-busy={save.isPending || undefined}>
            <fieldset disabled={save.isPending} className="grid gap-5 px-5 py-5 sm:grid-cols-2">
              <Field
                label={forms.address}
                required
                hint={forms.addressHint}
                className="sm:col-span-2"
                error={errors.address?.message}
                {...form.register("address")}
              />
              <Field label={forms.address2} className="sm:col-span-2" error={errors.address2?.message} {...form.register("address2")} />
              <WilayaCommuneFields className="sm:col-span-2" />
              <div className="sm:col-span-2">
                <p aria-hidden="true" className="mb-2 text-xs font-semibold text-grey-700">
                  {t.deliveryMethod}
                </p>
                <DeliveryMethodFields />
              </div>
              {problem && <FormAlert className="sm:col-span-2">{problem}</FormAlert>}
            </fieldset>
            <AdminDialogFooter>
              <button type="button" onClick={onClose} className={adminButton("secondary", "flex-1 sm:flex-none")}>
                {common.cancel}
              </button>
              <button type="submit" disabled={save.isPending} className={adminButton("primary", "flex-1 sm:flex-none")}>
                {save.isPending ? common.saving : t.saveDelivery}
              </button>
            </AdminDialogFooter>
          </form>
        </FormProvider>
      </JourneyMessagesProvider>
    </AdminDialog>
  );
}
