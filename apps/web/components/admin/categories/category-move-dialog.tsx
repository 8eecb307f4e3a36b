"use client";

import type { AdminCategory } from "@shop/domain/contract/admin-categories";
import { useId, useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminCategoriesMessages, getAdminMessages } from "@/messages/admin";
import { AdminDialog, AdminDialogFooter } from "../admin-dialog";
import { adminButton } from "../admin-ui";
import { moveTargets, type TreeModel } from "./tree-model";

const select =
  "block min-h-10 w-full rounded-md border border-grey-300 bg-white px-3 py-2 text-sm text-ink hover:border-grey-500 focus:outline-2 focus:outline-offset-0 focus:outline-ink";
const label = "mb-1 block text-xs font-semibold text-grey-700";

/**
 * Moves a category under another parent, or to another place among its siblings. The parent select offers only the
 * places the API accepts (three levels, no cycle, featured links under a top-level category); the place select lists
 * the new parent's children.
 */
export function CategoryMoveDialog({
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
  const t = getAdminCategoriesMessages().move;
  const common = getAdminMessages().common;
  const id = useId();
  const action = useAdminAction();
  const targets = moveTargets(model, category);
  const [parentId, setParentId] = useState<number | null>(category.parentId);
  const siblings = model.childrenOf(parentId).filter((sibling) => sibling.id !== category.id);
  const current = parentId === category.parentId ? model.childrenOf(parentId).findIndex((row) => row.id === category.id) : -1;
  const [position, setPosition] = useState<number>(current === -1 ? siblings.length : current);
  const onlyHere = targets.length === 1 && (targets[0]?.id ?? null) === category.parentId && siblings.length === 0;

  const changeParent = (value: string) => {
    const next = value === "" ? null : Number(value);
    setParentId(next);
    const others = model.childrenOf(next).filter((sibling) => sibling.id !== category.id);
    const index = next === category.parentId ? model.childrenOf(next).findIndex((row) => row.id === category.id) : -1;
    setPosition(index === -1 ? others.length : index);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = getAdminCategoriesMessages().row.moved(category.titleFr);
    const ok = await action.run({ method: "post", path: `/api/admin/categories/${category.id}/move`, body: { parentId, position }, success: message });
    if (ok) onDone(message);
  };

  return (
    <AdminDialog title={t.title(category.titleFr)} description={t.description} onClose={onClose}>
      <form onSubmit={submit}>
        <fieldset disabled={action.isPending} className="grid gap-4 px-5 py-5">
          {action.error && <FormAlert>{action.error.message}</FormAlert>}
          {onlyHere ? (
            <p className="text-sm text-grey-700">{t.noTarget}</p>
          ) : (
            <>
              <div>
                <label htmlFor={`${id}-parent`} className={label}>
                  {t.parent}
                </label>
                <select id={`${id}-parent`} value={parentId === null ? "" : String(parentId)} onChange={(event) => changeParent(event.target.value)} className={select}>
                  {targets.map((target) =>
                    target === null ? (
                      <option key="top" value="">
                        {t.top}
                      </option>
                    ) : (
                      <option key={target.id} value={target.id}>
                        {model.titlePath(target.id)}
                      </option>
                    ),
                  )}
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-position`} className={label}>
                  {t.position}
                </label>
                <select id={`${id}-position`} value={position} onChange={(event) => setPosition(Number(event.target.value))} className={select}>
                  <option value={0}>{t.first}</option>
                  {siblings.map((sibling, index) => (
                    <option key={sibling.id} value={index + 1}>
                      {t.after(sibling.titleFr)}
                    </option>
                  ))}
                </select>
              </div>
            </>
          )}
        </fieldset>
        <AdminDialogFooter>
          <button type="button" onClick={onClose} className={adminButton("secondary")}>
            {common.cancel}
          </button>
          {!onlyHere && (
            <button type="submit" disabled={action.isPending} className={adminButton("primary")}>
              {action.isPending ? common.saving : t.submit}
            </button>
          )}
        </AdminDialogFooter>
      </form>
    </AdminDialog>
  );
}
