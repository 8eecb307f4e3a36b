"use client";

import type { AdminCategory } from "@shop/domain/contract/admin-categories";
import { useId, useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminCategoriesMessages, getAdminMessages } from "@/messages/admin";
import { AdminDialog, AdminDialogFooter } from "../admin-dialog";
import { adminButton } from "../admin-ui";
import type { TreeModel } from "./tree-model";

const select =
  "block min-h-10 w-full rounded-md border bg-white px-3 py-2 text-sm text-ink hover:border-grey-500 focus:outline-2 focus:outline-offset-0 focus:outline-ink";

/**
 * Deletes a category. One with sub-categories cannot go (they are moved or deleted first); one holding products asks
 * where they go, and the API moves them there (primary category included) before deleting it.
 */
export function CategoryDeleteDialog({
  category,
  model,
  onClose,
  onDone,
}: {
  category: AdminCategory;
  model: TreeModel;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = getAdminCategoriesMessages().remove;
  const common = getAdminMessages().common;
  const id = useId();
  const action = useAdminAction();
  const [target, setTarget] = useState("");
  const [missing, setMissing] = useState(false);
  const children = model.childrenOf(category.id).length;
  const products = category.products.total;
  const error = missing ? t.targetRequired : action.error?.fields?.moveProductsTo;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (products > 0 && target === "") {
      setMissing(true);
      return;
    }
    const body = products > 0 ? { moveProductsTo: Number(target) } : undefined;
    const ok = await action.run({ method: "delete", path: `/api/admin/categories/${category.id}`, body, success: t.done(category.titleFr) });
    if (ok) onDone(t.done(category.titleFr));
  };

  return (
    <AdminDialog title={t.title(category.titleFr)} description={model.titlePath(category.id)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={action.isPending} className="grid gap-4 px-5 py-5 text-sm">
          {action.error && !action.error.fields && <FormAlert>{action.error.message}</FormAlert>}
          {children > 0 ? (
            <FormAlert>{t.hasChildren(children)}</FormAlert>
          ) : products > 0 ? (
            <>
              <p className="text-grey-700">{t.hasProducts(products)}</p>
              <div>
                <label htmlFor={`${id}-target`} className="mb-1 block text-xs font-semibold text-grey-700">
                  {t.target}
                  <span aria-hidden="true" className="ms-0.5 text-promo">
                    *
                  </span>
                </label>
                <select
                  id={`${id}-target`}
                  value={target}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => {
                    setTarget(event.target.value);
                    setMissing(false);
                  }}
                  className={`${select} ${error ? "border-promo" : "border-grey-300"}`}
                >
                  <option value="">{t.targetPlaceholder}</option>
                  {model.categories
                    .filter((other) => other.id !== category.id)
                    .map((other) => (
                      <option key={other.id} value={other.id}>
                        {model.titlePath(other.id)}
                      </option>
                    ))}
                </select>
                {error && (
                  <p id={`${id}-error`} className="mt-1 text-xs text-promo">
                    {error}
                  </p>
                )}
              </div>
            </>
          ) : (
            <p className="text-grey-700">{t.confirm}</p>
          )}
        </fieldset>
        <AdminDialogFooter>
          <button type="button" onClick={onClose} className={adminButton("secondary")}>
            {common.cancel}
          </button>
          {children === 0 && (
            <button type="submit" disabled={action.isPending} className={adminButton("danger")}>
              {action.isPending ? common.saving : products > 0 ? t.submitMoving : t.submit}
            </button>
          )}
        </AdminDialogFooter>
      </form>
    </AdminDialog>
  );
}
