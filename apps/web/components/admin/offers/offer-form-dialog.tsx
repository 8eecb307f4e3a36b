"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { isoToAlgiersLocal } from "@shop/domain/catalogue";
import {
  OFFER_LIMITS,
  OfferInputSchema,
  type AdminOffer,
  type OfferFormInput,
  type OfferGift,
  type OfferInput,
} from "@shop/domain/contract/admin-offers";
import { useEffect, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { SelectField } from "@/components/forms/select-field";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminMessages, getAdminOffersMessages } from "@/messages/admin";
import { AdminDialog, AdminDialogFooter } from "../admin-dialog";
import { adminButton } from "../admin-ui";
import { ARABIC_FONT, arabic } from "../products/bilingual-fields";
import { GiftPicker } from "./gift-picker";

const FIELDS: Path<OfferFormInput>[] = ["titleFr", "titleAr", "minOrderAmount", "giftSkuId", "discountType", "amount", "isActive", "startsAt", "endsAt"];
const L = OFFER_LIMITS;

/**
 * Creates or edits an order-value offer: titles, the threshold in dinars, the gift chosen from the catalogue and its
 * discount, the window in Algiers time and the switch. Checked by the API's own schema; its refusals (a gift no
 * longer on sale…) land under their fields.
 */
export function OfferFormDialog({ offer, onClose, onDone }: { offer: AdminOffer | null; onClose: () => void; onDone: (message: string) => void }) {
  const t = getAdminOffersMessages().form;
  const common = getAdminMessages().common;
  const action = useAdminAction();
  const [gift, setGift] = useState<OfferGift | null>(offer?.gift ?? null);
  const form = useForm<OfferFormInput, unknown, OfferInput>({
    resolver: zodResolver(OfferInputSchema),
    defaultValues: offer
      ? {
          titleFr: offer.titleFr,
          titleAr: offer.titleAr,
          minOrderAmount: offer.minOrderAmount,
          giftSkuId: offer.gift.skuId,
          discountType: offer.discountType,
          amount: offer.amount,
          isActive: offer.isActive,
          startsAt: offer.startsAt ? isoToAlgiersLocal(offer.startsAt) : "",
          endsAt: offer.endsAt ? isoToAlgiersLocal(offer.endsAt) : "",
        }
      : { titleFr: "", titleAr: "", discountType: "percentage", amount: 100, isActive: true, startsAt: "", endsAt: "" },
  });
  const { register, handleSubmit, setError, setValue, watch, formState } = form;
  const { errors } = formState;

  useEffect(() => {
    for (const [field, message] of Object.entries(action.error?.fields ?? {})) {
      const known = FIELDS.find((name) => name === field);
      if (known) setError(known, { type: "server", message }, { shouldFocus: known !== "giftSkuId" });
    }
  }, [action.error, setError]);

  const onSubmit = handleSubmit(async (values) => {
    const call = offer
      ? { method: "put" as const, path: `/api/admin/offers/${offer.id}`, body: values, success: t.saved }
      : { method: "post" as const, path: "/api/admin/offers", body: values, success: t.created };
    if (await action.run(call)) onDone(call.success);
  });
  const fieldErrors = Object.keys(action.error?.fields ?? {}).some((field) => FIELDS.includes(field as Path<OfferFormInput>));
  const percentage = watch("discountType") !== "fixed";
  return (
    <AdminDialog title={offer ? t.editTitle : t.createTitle} description={t.description} onClose={onClose}>
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={action.isPending} className="grid gap-5 px-5 py-5">
          {action.error && !fieldErrors && <FormAlert>{action.error.message}</FormAlert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.titleFr} required maxLength={L.titleMax + 20} autoComplete="off" error={errors.titleFr?.message} {...register("titleFr")} />
            <Field
              label={t.titleAr}
              {...arabic}
              className={ARABIC_FONT}
              maxLength={L.titleMax + 20}
              autoComplete="off"
              hint={t.titleArHint}
              error={errors.titleAr?.message}
              {...register("titleAr")}
            />
          </div>
          <Field
            label={t.threshold}
            required
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={t.thresholdHint}
            error={errors.minOrderAmount?.message}
            className="sm:max-w-xs"
            {...register("minOrderAmount", { valueAsNumber: true })}
          />
          <GiftPicker
            value={gift}
            error={errors.giftSkuId?.message}
            onChange={(chosen) => {
              setGift(chosen);
              setValue("giftSkuId", chosen.skuId, { shouldValidate: formState.isSubmitted, shouldDirty: true });
            }}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t.discountType}
              options={[
                { value: "percentage", label: t.percentage },
                { value: "fixed", label: t.fixed },
              ]}
              error={errors.discountType?.message}
              {...register("discountType")}
            />
            <Field
              label={percentage ? `${t.amount} (%)` : `${t.amount} (DA)`}
              type="number"
              inputMode="numeric"
              min={0}
              max={percentage ? 100 : undefined}
              step={1}
              hint={percentage ? t.amountHint : undefined}
              error={errors.amount?.message}
              {...register("amount", { valueAsNumber: true })}
            />
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-xs font-bold uppercase tracking-wider text-grey-600">{t.window}</legend>
            <p className="-mt-1 text-xs text-grey-600">{t.windowHint}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field type="datetime-local" label={t.startsAt} error={errors.startsAt?.message} {...register("startsAt")} />
              <Field type="datetime-local" label={t.endsAt} error={errors.endsAt?.message} {...register("endsAt")} />
            </div>
          </fieldset>
          <div className="rounded-md border border-grey-200 p-3">
            <CheckboxField label={t.active} error={errors.isActive?.message} {...register("isActive")} />
            <p className="ms-8 mt-0.5 text-xs text-grey-600">{t.activeHint}</p>
          </div>
        </fieldset>
        <AdminDialogFooter>
          <button type="button" onClick={onClose} className={adminButton("secondary")}>
            {common.cancel}
          </button>
          <button type="submit" disabled={action.isPending} className={adminButton("primary")}>
            {action.isPending ? common.saving : offer ? t.save : t.create}
          </button>
        </AdminDialogFooter>
      </form>
    </AdminDialog>
  );
}
