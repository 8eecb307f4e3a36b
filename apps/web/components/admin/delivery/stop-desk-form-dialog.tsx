"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  DELIVERY_LIMITS,
  StopDeskInputSchema,
  type AdminStopDesk,
  type FeeGridRow,
  type StopDeskFormInput,
  type StopDeskInput,
} from "@shop/domain/contract/admin-delivery";
import { useEffect } from "react";
import { useForm, type Path } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { SelectField } from "@/components/forms/select-field";
import { useAdminAction } from "@/lib/admin/client";
import { toStateId, useCommunes } from "@/lib/queries/geography";
import { getAdminDeliveryMessages, getAdminMessages } from "@/messages/admin";
import { AdminDialog, AdminDialogFooter } from "../admin-dialog";
import { adminButton } from "../admin-ui";
import { ARABIC_FONT, arabic } from "../products/bilingual-fields";

const FIELDS: Path<StopDeskFormInput>[] = ["stateId", "communeId", "name", "nameAr", "address", "addressAr", "openingHours", "openingHoursAr", "courier"];
const L = DELIVERY_LIMITS;

/**
 * Creates or edits an agency: its wilaya and one of that wilaya's communes, names, address and hours in French and
 * Arabic side by side, its carrier. Checked by the API's own schema; the API's refusals land under their fields.
 */
export function StopDeskFormDialog({
  desk,
  states,
  defaultStateId,
  onClose,
  onDone,
}: {
  desk: AdminStopDesk | null;
  states: readonly Pick<FeeGridRow, "stateId" | "name">[];
  defaultStateId: number | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = getAdminDeliveryMessages().form;
  const common = getAdminMessages().common;
  const action = useAdminAction();
  const form = useForm<StopDeskFormInput, unknown, StopDeskInput>({
    resolver: zodResolver(StopDeskInputSchema),
    defaultValues: desk
      ? {
          stateId: desk.stateId,
          communeId: desk.communeId ?? undefined,
          name: desk.name,
          nameAr: desk.nameAr,
          address: desk.address,
          addressAr: desk.addressAr,
          openingHours: desk.openingHours,
          openingHoursAr: desk.openingHoursAr,
          courier: desk.courier,
        }
      : { stateId: defaultStateId ?? undefined, name: "", nameAr: "", address: "", addressAr: "", openingHours: "", openingHoursAr: "", courier: "" },
  });
  const { register, handleSubmit, setError, setValue, watch, formState } = form;
  const { errors } = formState;
  const stateId = toStateId(watch("stateId"));
  const communes = useCommunes(stateId);

  // A commune of another wilaya is dropped when the wilaya changes.
  useEffect(() => {
    const chosen = watch("communeId");
    if (communes.data && chosen !== undefined && !communes.data.some((commune) => commune.id === Number(chosen))) {
      setValue("communeId", undefined as unknown as number);
    }
  }, [communes.data, setValue, watch]);

  useEffect(() => {
    for (const [field, message] of Object.entries(action.error?.fields ?? {})) {
      const known = FIELDS.find((name) => name === field);
      if (known) setError(known, { type: "server", message }, { shouldFocus: true });
    }
  }, [action.error, setError]);

  const onSubmit = handleSubmit(async (values) => {
    const call = desk
      ? { method: "put" as const, path: `/api/admin/stop-desks/${desk.id}`, body: values, success: t.saved(values.name) }
      : { method: "post" as const, path: "/api/admin/stop-desks", body: values, success: t.created(values.name) };
    if (await action.run(call)) onDone(call.success);
  });
  const fieldErrors = Object.keys(action.error?.fields ?? {}).some((field) => FIELDS.includes(field as Path<StopDeskFormInput>));
  const number = { setValueAs: (value: unknown) => (value === "" || value === undefined ? undefined : Number(value)) };

  return (
    <AdminDialog title={desk ? t.editTitle : t.createTitle} description={t.description} onClose={onClose}>
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={action.isPending} className="grid gap-5 px-5 py-5">
          {action.error && !fieldErrors && <FormAlert>{action.error.message}</FormAlert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t.state}
              required
              placeholder={t.chooseState}
              options={states.map((state) => ({ value: String(state.stateId), label: `${String(state.stateId).padStart(2, "0")} – ${state.name}` }))}
              error={errors.stateId?.message}
              {...register("stateId", number)}
            />
            <SelectField
              label={t.commune}
              required
              placeholder={communes.isFetching ? t.communesLoading : t.chooseCommune}
              options={(communes.data ?? []).map((commune) => ({ value: String(commune.id), label: commune.name }))}
              disabled={stateId === null || !communes.data}
              error={errors.communeId?.message}
              {...register("communeId", number)}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.name} required maxLength={L.nameMax + 10} autoComplete="off" error={errors.name?.message} {...register("name")} />
            <Field label={t.nameAr} {...arabic} className={ARABIC_FONT} maxLength={L.nameMax + 10} autoComplete="off" hint={t.arabicHint} error={errors.nameAr?.message} {...register("nameAr")} />
            <Field label={t.address} required maxLength={L.addressMax + 10} autoComplete="off" error={errors.address?.message} {...register("address")} />
            <Field label={t.addressAr} {...arabic} className={ARABIC_FONT} maxLength={L.addressMax + 10} autoComplete="off" hint={t.arabicHint} error={errors.addressAr?.message} {...register("addressAr")} />
            <Field label={t.hours} required maxLength={L.hoursMax + 10} autoComplete="off" hint={t.hoursHint} error={errors.openingHours?.message} {...register("openingHours")} />
            <Field label={t.hoursAr} {...arabic} className={ARABIC_FONT} maxLength={L.hoursMax + 10} autoComplete="off" hint={t.arabicHint} error={errors.openingHoursAr?.message} {...register("openingHoursAr")} />
          </div>
          <Field label={t.courier} required maxLength={L.courierMax + 10} hint={t.courierHint} error={errors.courier?.message} className="sm:max-w-xs" {...register("courier")} />
        </fieldset>
        <AdminDialogFooter>
          <button type="button" onClick={onClose} className={adminButton("secondary")}>
            {common.cancel}
          </button>
          <button type="submit" disabled={action.isPending} className={adminButton("primary")}>
            {action.isPending ? common.saving : desk ? t.save : t.create}
          </button>
        </AdminDialogFooter>
      </form>
    </AdminDialog>
  );
}
