"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { FreeDeliverySchema, type FreeDelivery } from "@shop/domain/contract/admin-offers";
import { FREE_DELIVERY_METHODS } from "@shop/domain/constants";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminMessages, getAdminOffersMessages } from "@/messages/admin";
import { Panel, adminButton } from "../admin-ui";

type FreeDeliveryForm = z.input<typeof FreeDeliverySchema>;

/** Free delivery above an amount: the amount (blank: none) and the methods it covers; operators only read it. */
export function FreeDeliveryPanel({ value, writer, onDone }: { value: FreeDelivery; writer: boolean; onDone: (message: string) => void }) {
  const t = getAdminOffersMessages().free;
  const common = getAdminMessages().common;
  const action = useAdminAction();
  const form = useForm<FreeDeliveryForm, unknown, FreeDelivery>({
    resolver: zodResolver(FreeDeliverySchema),
    defaultValues: { from: value.from ?? "", methods: value.methods },
  });
  const { register, handleSubmit, setError, formState } = form;
  useEffect(() => {
    for (const [field, message] of Object.entries(action.error?.fields ?? {}))
      if (field === "from" || field === "methods") setError(field, { type: "server", message });
  }, [action.error, setError]);
  const onSubmit = handleSubmit(async (values) => {
    if (await action.run({ method: "put", path: "/api/admin/offers/free-delivery", body: values, success: t.saved })) onDone(t.saved);
  });
  return (
    <Panel title={t.title}>
      <p className="text-sm text-grey-700">{t.current(value.from, value.methods)}</p>
      {writer && (
        <form noValidate onSubmit={onSubmit} className="mt-4">
          <fieldset disabled={action.isPending} className="grid gap-4">
            <p className="text-xs text-grey-600">{t.description}</p>
            {action.error && !action.error.fields && <FormAlert>{action.error.message}</FormAlert>}
            <Field
              label={t.from}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              hint={t.fromHint}
              error={formState.errors.from?.message}
              {...register("from", { setValueAs: (raw: string) => (raw === "" ? "" : Number(raw)) })}
            />
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink">{t.methods}</legend>
              <div className="grid gap-1">
                {FREE_DELIVERY_METHODS.map((method) => (
                  <label key={method} className="flex min-h-10 cursor-pointer items-center gap-3 text-sm text-ink">
                    <input type="radio" value={method} className="size-4 accent-ink" {...register("methods")} />
                    {t[method]}
                  </label>
                ))}
              </div>
              {formState.errors.methods && <p className="mt-1 text-sm font-semibold text-promo">{formState.errors.methods.message}</p>}
            </fieldset>
            <div>
              <button type="submit" className={adminButton("primary")}>
                {action.isPending ? common.saving : t.save}
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </Panel>
  );
}
