"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { ProductFieldsSchema, type ProductEditor, type ProductFields, type ProductFieldsInput } from "@shop/domain/contract/admin-catalogue";
import { type FacetChoices } from "@shop/domain/contract/admin-catalogue-reads";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyServerErrors } from "@/components/forms/server-errors";
import type { CategoryChoice } from "@/lib/admin/category-choices";
import { api } from "@/lib/api/client";
import { getAdminProductsMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";
import { FormNotice } from "./form-notice";
import { ProductFormFields } from "./product-form-fields";
import { formFieldPaths, productFormValues } from "./product-form-values";
import { CLEAR_OF_SAVE_BAR, SaveBar } from "./save-bar";

/** A new product, as a draft: its texts, categories and filters; the editor it opens on adds colours and pictures. */
export function NewProductForm({
  categories,
  facetChoices,
}: {
  categories: CategoryChoice[];
  facetChoices: FacetChoices["facets"];
}) {
  const t = getAdminProductsMessages().form;
  const router = useRouter();
  const [failure, setFailure] = useState<{ message: string; focus: boolean } | null>(null);
  const [created, setCreated] = useState(false);
  const form = useForm<ProductFieldsInput, unknown, ProductFields>({
    resolver: zodResolver(ProductFieldsSchema),
    defaultValues: productFormValues(),
  });
  const { handleSubmit, getValues, setError, formState } = form;
  const busy = formState.isSubmitting || created;

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const { data } = await api.post<ProductEditor>("/api/admin/products", values);
        setCreated(true);
        router.push(`/gestion/produits/${data.id}`);
      } catch (error) {
        const placed = applyServerErrors(error, setError, formFieldPaths(getValues()));
        setFailure({
          message: placed.general ?? t.errorsText,
          focus: placed.general !== null && Object.keys(placed.others).length > 0,
        });
      }
    },
    () => setFailure({ message: t.errorsText, focus: false }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={getAdminProductsMessages().editor.newTitle}
      className={`grid gap-4 ${CLEAR_OF_SAVE_BAR}`}
    >
      {failure && (
        <FormNotice tone="error" title={t.errorsTitle} focus={failure.focus}>
          {failure.message}
        </FormNotice>
      )}
      <ProductFormFields form={form} categories={categories} facetChoices={facetChoices} handleFollowsTitle />
      <SaveBar status={null}>
        <button type="submit" disabled={busy} className={adminButton("primary", "min-w-40")}>
          {busy ? t.creating : t.create}
        </button>
      </SaveBar>
    </form>
  );
}
