"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES,
  CreateCategorySchema,
  categorySlugOf,
  type AdminCategory,
  type CreateCategory,
  type CreateCategoryInput,
} from "@shop/domain/contract/admin-categories";
import { useEffect, useId } from "react";
import { useForm, type Path } from "react-hook-form";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { SelectField } from "@/components/forms/select-field";
import { isRedFeatured } from "@/components/header/category-links";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminCategoriesMessages, getAdminMessages } from "@/messages/admin";
import { AdminDialog, AdminDialogFooter } from "../admin-dialog";
import { adminButton } from "../admin-ui";
import { ARABIC_FONT, TextareaField, arabic } from "../products/bilingual-fields";
import { acceptsChildren, mayBeFeatured, type TreeModel } from "./tree-model";

const FIELDS: Path<CreateCategoryInput>[] = ["parentId", "titleFr", "titleAr", "slug", "description", "isClickable", "isFeatured"];

export type CategoryFormMode = { kind: "create"; parentId: number | null } | { kind: "edit"; category: AdminCategory };

/** How the Arabic title reads in the shop's Arabic menu: right to left, red for Promos and Last Chance. */
function ArabicMenuPreview({ titleAr, titleFr, featured }: { titleAr: string; titleFr: string; featured: boolean }) {
  const t = getAdminCategoriesMessages().form;
  const headingId = useId();
  const red = featured && isRedFeatured({ title: titleFr });
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-dashed border-grey-300 bg-grey-50 p-3">
      <h3 id={headingId} className="text-xs font-bold uppercase tracking-wider text-grey-600">
        {t.previewTitle}
      </h3>
      <p className="mt-0.5 text-xs text-grey-600">{t.previewHint}</p>
      <p
        {...arabic}
        className={`mt-2 rounded-md bg-white px-3 py-2 text-base font-bold shadow-[0_1px_2px_rgb(0_0_0/0.06)] ${ARABIC_FONT} ${red ? "text-promo" : "text-ink"}`}
      >
        {titleAr.trim() || (
          <span dir="ltr" lang="fr" className="font-normal text-grey-500">
            {titleFr.trim() || t.previewEmpty}
          </span>
        )}
      </p>
    </section>
  );
}

/**
 * Creates a category (under a chosen parent) or edits one: French and Arabic titles with the Arabic menu's preview,
 * the slug (an edited one keeps the old address redirecting), description, clickable, featured. Checked by the API's
 * own schema; the API's refusals land under their fields.
 */
export function CategoryFormDialog({
  mode,
  model,
  onClose,
  onDone,
}: {
  mode: CategoryFormMode;
  model: TreeModel;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = getAdminCategoriesMessages().form;
  const common = getAdminMessages().common;
  const action = useAdminAction();
  const editing = mode.kind === "edit" ? mode.category : null;
  const form = useForm<CreateCategoryInput, unknown, CreateCategory>({
    resolver: zodResolver(CreateCategorySchema),
    defaultValues: editing
      ? {
          parentId: editing.parentId,
          titleFr: editing.titleFr,
          titleAr: editing.titleAr,
          slug: editing.slug,
          description: editing.description,
          isClickable: editing.isClickable,
          isFeatured: editing.isFeatured,
        }
      : { parentId: mode.kind === "create" ? mode.parentId : null, titleFr: "", titleAr: "", slug: "", description: "", isClickable: true, isFeatured: false },
  });
  const { register, handleSubmit, watch, setError, setValue, formState } = form;
  const { errors } = formState;

  // The API's refusals (a slug taken, a place the tree refuses) under their fields.
  useEffect(() => {
    for (const [field, message] of Object.entries(action.error?.fields ?? {})) {
      const known = FIELDS.find((name) => name === field);
      if (known) setError(known, { type: "server", message }, { shouldFocus: true });
    }
  }, [action.error, setError]);

  const watchedParent = watch("parentId");
  const parentId = typeof watchedParent === "number" ? watchedParent : null;
  const parent = parentId === null ? null : (model.byId.get(parentId) ?? null);
  const depth = editing ? editing.depth : (parent?.depth ?? 0) + 1;
  const featurable = mayBeFeatured(model, editing ?? { depth });
  const [titleFr, titleAr, slug, featured] = [watch("titleFr") ?? "", watch("titleAr") ?? "", watch("slug") ?? "", watch("isFeatured") ?? false];
  useEffect(() => {
    if (!featurable && featured) setValue("isFeatured", false);
  }, [featurable, featured, setValue]);

  const parentPath = parent ? parent.path : "/categorie";
  const shownSlug = slug.trim() || categorySlugOf(titleFr, parent?.slug ?? null);
  const slugChanged = editing !== null && slug.trim() !== editing.slug;
  const parents = model.categories.filter(acceptsChildren);

  const onSubmit = handleSubmit(async (values) => {
    if (editing) {
      if (values.slug === "") {
        setError("slug", { type: "required", message: CATEGORY_MESSAGES.slugInvalid }, { shouldFocus: true });
        return;
      }
      const { parentId: _parent, ...body } = values;
      const ok = await action.run({ method: "put", path: `/api/admin/categories/${editing.id}`, body, success: t.saved(values.titleFr) });
      if (ok) onDone(t.saved(values.titleFr));
      return;
    }
    const ok = await action.run({ method: "post", path: "/api/admin/categories", body: values, success: t.created(values.titleFr) });
    if (ok) onDone(t.created(values.titleFr));
  });

  const fieldErrors = Object.keys(action.error?.fields ?? {}).some((field) => FIELDS.includes(field as Path<CreateCategoryInput>));
  return (
    <AdminDialog
      title={editing ? t.editTitle(editing.titleFr) : t.createTitle}
      description={editing ? editing.path : parent ? t.createUnder(model.titlePath(parent.id)) : t.createTop}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={action.isPending} className="grid gap-4 px-5 py-5">
          {action.error && !fieldErrors && <FormAlert>{action.error.message}</FormAlert>}
          {!editing && (
            <SelectField
              label={t.parent}
              options={[
                { value: "", label: t.top },
                ...parents.map((category) => ({ value: String(category.id), label: model.titlePath(category.id) })),
              ]}
              error={errors.parentId?.message}
              name="parentId"
              value={parentId === null ? "" : String(parentId)}
              onChange={(event) =>
                setValue("parentId", event.target.value === "" ? null : Number(event.target.value), { shouldValidate: true })
              }
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.titleFr} required maxLength={CATEGORY_LIMITS.titleMax} autoComplete="off" error={errors.titleFr?.message} {...register("titleFr")} />
            <Field
              label={t.titleAr}
              {...arabic}
              className={ARABIC_FONT}
              maxLength={CATEGORY_LIMITS.titleMax}
              autoComplete="off"
              hint={t.titleArHint}
              error={errors.titleAr?.message}
              {...register("titleAr")}
            />
          </div>
          <ArabicMenuPreview titleAr={titleAr} titleFr={titleFr} featured={featured} />
          <div>
            <Field
              label={t.slug}
              required={editing !== null}
              autoComplete="off"
              spellCheck={false}
              inputMode="url"
              maxLength={CATEGORY_LIMITS.slugMax}
              placeholder={editing ? undefined : categorySlugOf(titleFr, parent?.slug ?? null)}
              hint={
                <>
                  {t.slugHint(`${parentPath}/${shownSlug}`)}
                  {!editing && <> · {t.slugAuto}</>}
                </>
              }
              error={errors.slug?.message}
              className="[&_input]:font-mono [&_input]:text-sm"
              {...register("slug")}
            />
            {slugChanged && (
              <p role="status" className="mt-2 rounded-md border border-info/30 bg-info/10 px-3 py-2 text-xs text-info">
                {t.slugChanged(editing.path)}
              </p>
            )}
          </div>
          <TextareaField
            label={t.description}
            rows={3}
            maxLength={CATEGORY_LIMITS.descriptionMax}
            error={errors.description?.message}
            {...register("description")}
          />
          <div className="grid gap-3 rounded-md border border-grey-200 p-3">
            <div>
              <CheckboxField label={t.clickable} error={errors.isClickable?.message} {...register("isClickable")} />
              <p className="ms-8 mt-0.5 text-xs text-grey-600">{t.clickableHint}</p>
            </div>
            <div>
              <CheckboxField label={t.featured} disabled={!featurable} error={errors.isFeatured?.message} {...register("isFeatured")} />
              <p className="ms-8 mt-0.5 text-xs text-grey-600">{featurable ? t.featuredHint : t.featuredOnlySecond}</p>
            </div>
          </div>
        </fieldset>
        <AdminDialogFooter>
          <button type="button" onClick={onClose} className={adminButton("secondary")}>
            {common.cancel}
          </button>
          <button type="submit" disabled={action.isPending} className={adminButton("primary")}>
            {action.isPending ? common.saving : editing ? t.save : t.create}
          </button>
        </AdminDialogFooter>
      </form>
    </AdminDialog>
  );
}
