"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { isoToAlgiersLocal } from "@shop/domain/catalogue";
import {
  ANNOUNCEMENT_LIMITS,
  AnnouncementInputSchema,
  type AdminAnnouncement,
  type AnnouncementFormInput,
  type AnnouncementInput,
} from "@shop/domain/contract/admin-announcements";
import { HEX_COLOUR } from "@shop/domain/contrast";
import { useEffect, useId } from "react";
import { useForm, type Path, type UseFormReturn } from "react-hook-form";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminAnnouncementsMessages, getAdminMessages } from "@/messages/admin";
import { AdminDialog, AdminDialogFooter } from "../admin-dialog";
import { adminButton } from "../admin-ui";
import { ARABIC_FONT, arabic, characterCount } from "../products/bilingual-fields";
import { ContrastMeter } from "./contrast-meter";
import { TopBarPreview } from "./top-bar-preview";

const FIELDS: Path<AnnouncementFormInput>[] = ["textFr", "textAr", "bgColor", "textColor", "isActive", "startsAt", "endsAt"];
const L = ANNOUNCEMENT_LIMITS;

/** A colour: its picker (the swatch) and its `#rrggbb` typed by hand, the two kept in step. */
function ColourField({
  form,
  name,
  label,
  describedBy,
}: {
  form: UseFormReturn<AnnouncementFormInput, unknown, AnnouncementInput>;
  name: "bgColor" | "textColor";
  label: string;
  describedBy?: string;
}) {
  const t = getAdminAnnouncementsMessages().form;
  const value = form.watch(name) ?? "";
  const error = form.formState.errors[name]?.message;
  return (
    <div className="flex items-start gap-2">
      <input
        type="color"
        value={HEX_COLOUR.test(value) ? value.toLowerCase() : "#000000"}
        onChange={(event) => form.setValue(name, event.target.value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true })}
        aria-label={t.pick(label)}
        aria-describedby={describedBy}
        className="mt-[1.625rem] size-11 shrink-0 cursor-pointer rounded-md border border-grey-300 bg-white p-1"
      />
      <Field
        label={label}
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={7}
        error={error}
        className="min-w-0 flex-1 [&_input]:font-mono [&_input]:text-sm"
        {...form.register(name)}
      />
    </div>
  );
}

/**
 * Creates or edits an item of the top bar: French and Arabic texts side by side, colours with their contrast as they
 * are picked (below 4.5:1 the API refuses them), the window in Algiers time, the switch, and the bar's preview in
 * both languages. Checked by the API's own schema; the API's refusals land under their fields.
 */
export function AnnouncementFormDialog({
  announcement,
  onClose,
  onDone,
}: {
  /** Null: a new item, last in the bar. */
  announcement: AdminAnnouncement | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = getAdminAnnouncementsMessages().form;
  const common = getAdminMessages().common;
  const rows = getAdminAnnouncementsMessages().row;
  const contrastId = useId();
  const action = useAdminAction();
  const form = useForm<AnnouncementFormInput, unknown, AnnouncementInput>({
    resolver: zodResolver(AnnouncementInputSchema),
    defaultValues: announcement
      ? {
          textFr: announcement.textFr,
          textAr: announcement.textAr,
          bgColor: announcement.bgColor,
          textColor: announcement.textColor,
          isActive: announcement.isActive,
          startsAt: announcement.startsAt ? isoToAlgiersLocal(announcement.startsAt) : "",
          endsAt: announcement.endsAt ? isoToAlgiersLocal(announcement.endsAt) : "",
        }
      : { textFr: "", textAr: "", bgColor: "#111111", textColor: "#ffffff", isActive: true, startsAt: "", endsAt: "" },
  });
  const { register, handleSubmit, watch, setError, formState } = form;
  const { errors } = formState;

  // The API's refusals (its contrast rule, a date) under their fields.
  useEffect(() => {
    for (const [field, message] of Object.entries(action.error?.fields ?? {})) {
      const known = FIELDS.find((name) => name === field);
      if (known) setError(known, { type: "server", message }, { shouldFocus: true });
    }
  }, [action.error, setError]);

  const [textFr, textAr, bgColor, textColor] = [watch("textFr") ?? "", watch("textAr") ?? "", watch("bgColor") ?? "", watch("textColor") ?? ""];

  const onSubmit = handleSubmit(async (values) => {
    const call = announcement
      ? { method: "put" as const, path: `/api/admin/announcements/${announcement.id}`, body: values, success: t.saved }
      : { method: "post" as const, path: "/api/admin/announcements", body: values, success: t.created };
    if (await action.run(call)) onDone(call.success);
  });

  const fieldErrors = Object.keys(action.error?.fields ?? {}).some((field) => FIELDS.includes(field as Path<AnnouncementFormInput>));
  return (
    <AdminDialog title={announcement ? t.editTitle : t.createTitle} description={t.description} onClose={onClose}>
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={action.isPending} className="grid gap-5 px-5 py-5">
          {action.error && !fieldErrors && <FormAlert>{action.error.message}</FormAlert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t.textFr}
              required
              maxLength={L.textMax + 20}
              autoComplete="off"
              hint={characterCount(textFr.length, L.textMax)}
              error={errors.textFr?.message}
              {...register("textFr")}
            />
            <Field
              label={t.textAr}
              {...arabic}
              className={ARABIC_FONT}
              maxLength={L.textMax + 20}
              autoComplete="off"
              hint={
                <>
                  {characterCount(textAr.length, L.textMax)} · {t.textArHint}
                </>
              }
              error={errors.textAr?.message}
              {...register("textAr")}
            />
          </div>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-xs font-bold uppercase tracking-wider text-grey-600">{t.colours}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <ColourField form={form} name="bgColor" label={t.bgColor} describedBy={contrastId} />
              <ColourField form={form} name="textColor" label={t.textColor} describedBy={contrastId} />
            </div>
            <ContrastMeter id={contrastId} textColor={textColor} bgColor={bgColor} />
          </fieldset>

          <section aria-label={t.preview} className="grid gap-2 rounded-lg border border-dashed border-grey-300 bg-grey-50 p-3">
            <h3 className="text-xs font-bold uppercase tracking-wider text-grey-600">{t.preview}</h3>
            <p className="-mt-1 text-xs text-grey-600">{t.previewHint}</p>
            <p className="text-[11px] font-semibold text-grey-600">{rows.french}</p>
            <TopBarPreview language="fr" text={textFr.trim() || t.previewEmpty} bgColor={bgColor} textColor={textColor} />
            <p className="text-[11px] font-semibold text-grey-600">{rows.arabic}</p>
            {textAr.trim() ? (
              <TopBarPreview language="ar" text={textAr.trim()} bgColor={bgColor} textColor={textColor} />
            ) : (
              <TopBarPreview language="fr" text={textFr.trim() || t.previewEmpty} bgColor={bgColor} textColor={textColor} />
            )}
          </section>

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
            {action.isPending ? common.saving : announcement ? t.save : t.create}
          </button>
        </AdminDialogFooter>
      </form>
    </AdminDialog>
  );
}
