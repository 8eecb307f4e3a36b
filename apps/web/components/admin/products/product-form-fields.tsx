"use client";

import { CATALOGUE_LIMITS as L, handleFromTitle } from "@shop/domain/catalogue";
import type { ProductFieldsInput } from "@shop/domain/contract/admin-catalogue";
import type { FacetChoices } from "@shop/domain/contract/admin-catalogue-reads";
import { useEffect, useState, type ReactNode } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/forms/field";
import type { CategoryChoice } from "@/lib/admin/category-choices";
import { getAdminProductsMessages } from "@/messages/admin";
import { Panel } from "../admin-ui";
import {
  ARABIC_FONT,
  ArabicPreview,
  BilingualRow,
  TextareaField,
  arabic,
  characterCount,
} from "./bilingual-fields";
import { CategoryPicker } from "./category-picker";
import { registerWithValue } from "./product-form-values";
import { FacetFields } from "./facet-fields";

function Intro({ children }: { children: ReactNode }) {
  return <p className="-mt-1 mb-4 text-sm text-grey-600">{children}</p>;
}

/**
 * The product's own fields, in the order a merchant fills them: texts in both languages with the Arabic preview,
 * the handle, SEO, categories, then the storefront's filters. The form (`useForm`) belongs to the caller, which
 * creates or saves. On a new product the handle follows the French title until the merchant writes one.
 */
export function ProductFormFields({
  form,
  categories,
  facetChoices,
  handleFollowsTitle,
  picture,
}: {
  form: UseFormReturn<ProductFieldsInput>;
  categories: CategoryChoice[];
  facetChoices: FacetChoices["facets"];
  handleFollowsTitle: boolean;
  /** The card's picture (the first colour's first), for the Arabic preview. */
  picture?: string;
}) {
  const t = getAdminProductsMessages().form;
  const { control, setValue, formState } = form;
  const { errors } = formState;
  const [
    titleFr = "",
    titleAr = "",
    descriptionAr = "",
    seoTitleFr = "",
    seoTitleAr = "",
    seoDescriptionFr = "",
    seoDescriptionAr = "",
  ] = useWatch({
    control,
    name: [
      "titleFr",
      "titleAr",
      "descriptionAr",
      "seoTitleFr",
      "seoTitleAr",
      "seoDescriptionFr",
      "seoDescriptionAr",
    ],
  });
  const [handleTyped, setHandleTyped] = useState(false);

  useEffect(() => {
    if (handleFollowsTitle && !handleTyped)
      setValue("handle", handleFromTitle(titleFr), { shouldDirty: true });
  }, [handleFollowsTitle, handleTyped, titleFr, setValue]);

  return (
    <div className="grid gap-4">
      <Panel title={t.texts}>
        <Intro>{t.textsIntro}</Intro>
        <div className="grid gap-5">
          <BilingualRow>
            <Field
              label={t.titleFr}
              required
              maxLength={L.titleMax}
              autoComplete="off"
              error={errors.titleFr?.message}
              {...registerWithValue(form, "titleFr")}
            />
            <Field
              label={t.titleAr}
              {...arabic}
              maxLength={L.titleMax}
              autoComplete="off"
              error={errors.titleAr?.message}
              {...registerWithValue(form, "titleAr")}
              className={ARABIC_FONT}
            />
          </BilingualRow>
          <BilingualRow>
            <TextareaField
              label={t.descriptionFr}
              rows={7}
              maxLength={L.descriptionMax}
              error={errors.descriptionFr?.message}
              {...registerWithValue(form, "descriptionFr")}
            />
            <TextareaField
              label={t.descriptionAr}
              {...arabic}
              rows={7}
              maxLength={L.descriptionMax}
              error={errors.descriptionAr?.message}
              {...registerWithValue(form, "descriptionAr")}
            />
          </BilingualRow>
          <BilingualRow>
            <Field
              label={t.handle}
              autoComplete="off"
              spellCheck={false}
              maxLength={L.handleMax}
              hint={handleFollowsTitle ? t.handleNewHint : t.handleHint}
              error={errors.handle?.message}
              className="[&_input]:font-mono"
              {...registerWithValue(form, "handle", {
                onChange: (event: { target: { value: string } }) => setHandleTyped(event.target.value !== ""),
              })}
            />
            <ArabicPreview title={titleAr} description={descriptionAr} picture={picture} />
          </BilingualRow>
        </div>
      </Panel>

      <Panel title={t.seo}>
        <Intro>{t.seoIntro}</Intro>
        <div className="grid gap-5">
          <BilingualRow>
            <Field
              label={t.seoTitleFr}
              autoComplete="off"
              hint={characterCount(seoTitleFr.length, L.seoTitleMax)}
              error={errors.seoTitleFr?.message}
              {...registerWithValue(form, "seoTitleFr")}
            />
            <Field
              label={t.seoTitleAr}
              {...arabic}
              autoComplete="off"
              hint={characterCount(seoTitleAr.length, L.seoTitleMax)}
              error={errors.seoTitleAr?.message}
              {...registerWithValue(form, "seoTitleAr")}
              className={ARABIC_FONT}
            />
          </BilingualRow>
          <BilingualRow>
            <TextareaField
              label={t.seoDescriptionFr}
              rows={3}
              hint={characterCount(seoDescriptionFr.length, L.seoDescriptionMax)}
              error={errors.seoDescriptionFr?.message}
              {...registerWithValue(form, "seoDescriptionFr")}
            />
            <TextareaField
              label={t.seoDescriptionAr}
              {...arabic}
              rows={3}
              hint={characterCount(seoDescriptionAr.length, L.seoDescriptionMax)}
              error={errors.seoDescriptionAr?.message}
              {...registerWithValue(form, "seoDescriptionAr")}
            />
          </BilingualRow>
        </div>
      </Panel>

      <Panel title={t.categories}>
        <Intro>{t.categoriesIntro(L.categoriesPerProduct)}</Intro>
        <CategoryPicker control={control} categories={categories} />
      </Panel>

      <Panel title={t.facets}>
        <Intro>{t.facetsIntro}</Intro>
        <FacetFields form={form} choices={facetChoices} />
      </Panel>
    </div>
  );
}
