"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { ProductFieldsSchema, type ProductEditor, type ProductFields, type ProductFieldsInput } from "@shop/domain/contract/admin-catalogue";
import { type FacetChoices } from "@shop/domain/contract/admin-catalogue-reads";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { applyServerErrors } from "@/components/forms/server-errors";
import type { CategoryChoice } from "@/lib/admin/category-choices";
import { api } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";
import { getAdminProductsMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";
import { FormNotice } from "./form-notice";
import { ProductFormFields } from "./product-form-fields";
import {
  formFieldPaths,
  mergeNewerVersion,
  productFormValues,
  sameValue,
  valueAt,
} from "./product-form-values";
import { useProductRevision } from "./product-revision";
import { CLEAR_OF_SAVE_BAR, SaveBar } from "./save-bar";

type Notice =
  | { kind: "stale"; message: string }
  | { kind: "error"; message: string; focus: boolean }
  | { kind: "reloaded"; overridden: string[] };

/**
 * The product's fields, saved with the revision they were loaded at. A save refused because someone saved in the
 * meantime keeps every typed value and offers to load their version: the parts the merchant did not touch take the
 * new values, the ones they typed keep theirs (and are named when the other person changed them too). The same
 * merge runs whenever the page's product is newer than the form's, after a status change or a colour's save.
 */
export function EditProductForm({
  product,
  categories,
  facetChoices,
  readOnly,
}: {
  product: ProductEditor;
  categories: CategoryChoice[];
  facetChoices: FacetChoices["facets"];
  readOnly: boolean;
}) {
  const t = getAdminProductsMessages().form;
  const fieldLabels = getAdminProductsMessages().history.fields;
  const router = useRouter();
  const { revision, setRevision } = useProductRevision();
  const loaded = useRef({ revision: product.revision, values: productFormValues(product) });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saved, setSaved] = useState(false);
  const [reloading, setReloading] = useState(false);
  const form = useForm<ProductFieldsInput, unknown, ProductFields>({
    resolver: zodResolver(ProductFieldsSchema),
    defaultValues: loaded.current.values,
  });
  const { handleSubmit, getValues, reset, setValue, setError, formState } = form;
  const { isDirty, isSubmitting } = formState;

  /** Takes a newer version of the product under what was typed; names the typed parts the other version changed too. */
  const merge = (fresh: ProductEditor): string[] => {
    if (fresh.revision <= loaded.current.revision) return [];
    const typed = getValues();
    const newer = productFormValues(fresh);
    const { kept, overridden } = mergeNewerVersion(loaded.current.values, typed, newer);
    reset(newer);
    for (const part of kept)
      for (const path of part)
        setValue(path as Path<ProductFieldsInput>, valueAt(typed, path) as never, { shouldDirty: true });
    loaded.current = { revision: fresh.revision, values: newer };
    return overridden.map((part) => fieldLabels[part[0].replace(/^facets\./, "")] ?? part[0]);
  };

  // The page read the product again (after a status change, or « Recharger la page »): merge it.
  useEffect(() => {
    if (product.revision <= loaded.current.revision) return;
    const overridden = merge(product);
    if (product.revision > revision) setRevision(product.revision);
    setNotice((current) => (current?.kind === "stale" ? { kind: "reloaded", overridden } : current));
    // Only a new product from the server starts a merge; the form's own functions are stable.
  }, [product]);

  // Another part of the page saved (a colour, its grid, its pictures) and moved the revision: the product may have
  // changed under the form meanwhile (someone else's save), so it is read again and merged before the next save.
  useEffect(() => {
    if (revision <= loaded.current.revision) return;
    let current = true;
    api.get<ProductEditor>(`/api/admin/products/${product.id}`).then(
      ({ data }) => {
        if (!current) return;
        merge(data);
        if (data.revision > revision) setRevision(data.revision);
      },
      // Unread, the form keeps its values; its next save answers with the truth (a stale revision, at worst).
      (error: unknown) => console.warn(error),
    );
    return () => {
      current = false;
    };
  }, [revision]);

  // Leaving with unsaved changes (closing the tab, reloading) asks first.
  useEffect(() => {
    if (!isDirty || readOnly) return;
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onLeave);
    return () => window.removeEventListener("beforeunload", onLeave);
  }, [isDirty, readOnly]);

  const onSubmit = handleSubmit(
    async (values) => {
      setNotice(null);
      setSaved(false);
      const submitted = getValues();
      try {
        const { data } = await api.put<ProductEditor>(`/api/admin/products/${product.id}`, {
          ...values,
          revision,
        });
        const fresh = productFormValues(data);
        loaded.current = { revision: data.revision, values: fresh };
        setRevision(data.revision);
        // What the server kept (trimmed texts, the handle it made) replaces the fields, unless typing went on meanwhile.
        reset(fresh, { keepValues: !sameValue(getValues(), submitted) });
        setSaved(true);
        router.refresh();
      } catch (error) {
        const { code, message } = apiError(error);
        if (code === "STALE_REVISION") return setNotice({ kind: "stale", message });
        const placed = applyServerErrors(error, setError, formFieldPaths(getValues()));
        setNotice({
          kind: "error",
          message: placed.general ?? t.errorsText,
          focus: placed.general !== null && Object.keys(placed.others).length > 0,
        });
      }
    },
    // The schema's refusals: the first field in error has the focus; the notice sums up.
    () => setNotice({ kind: "error", message: t.errorsText, focus: false }),
  );

  // « Recharger la page » without losing a keystroke: the newer product is read and merged under the typing.
  const reload = async () => {
    setReloading(true);
    try {
      const { data } = await api.get<ProductEditor>(`/api/admin/products/${product.id}`);
      const overridden = merge(data);
      if (data.revision > revision) setRevision(data.revision);
      setNotice({ kind: "reloaded", overridden });
      router.refresh();
    } catch (error) {
      setNotice({ kind: "error", message: apiError(error).message, focus: true });
    } finally {
      setReloading(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t.formLabel}
      className={`grid gap-4 ${CLEAR_OF_SAVE_BAR}`}
    >
      {notice?.kind === "stale" && (
        <FormNotice
          tone="error"
          title={t.staleTitle}
          actions={
            <button
              type="button"
              onClick={() => void reload()}
              disabled={reloading}
              className={adminButton("primary")}
            >
              {reloading ? t.reloading : t.reload}
            </button>
          }
        >
          {notice.message}
        </FormNotice>
      )}
      {notice?.kind === "error" && (
        <FormNotice tone="error" title={t.errorsTitle} focus={notice.focus}>
          {notice.message}
        </FormNotice>
      )}
      {notice?.kind === "reloaded" && (
        <FormNotice tone="info" title={t.reloadedTitle}>
          {t.reloaded}
          {notice.overridden.length > 0 && " "}
          {notice.overridden.length > 0 && t.overridden(notice.overridden)}
        </FormNotice>
      )}
      <fieldset disabled={readOnly} className="min-w-0">
        <ProductFormFields
          form={form}
          categories={categories}
          facetChoices={facetChoices}
          handleFollowsTitle={false}
          picture={product.colours[0]?.pictures[0]?.url}
        />
      </fieldset>
      {!readOnly && (
        <SaveBar
          status={
            isDirty ? (
              <span className="text-gold-deep">{t.unsaved}</span>
            ) : saved ? (
              <span className="text-success">{t.saved}</span>
            ) : null
          }
        >
          <button type="submit" disabled={isSubmitting} className={adminButton("primary", "min-w-36")}>
            {isSubmitting ? t.saving : t.save}
          </button>
        </SaveBar>
      )}
    </form>
  );
}
