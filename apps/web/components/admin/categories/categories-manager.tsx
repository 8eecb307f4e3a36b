"use client";

import type { AdminCategory } from "@shop/domain/contract/admin-categories";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminCategoriesMessages } from "@/messages/admin";
import { EmptyState, PageHeader, Panel, adminButton } from "../admin-ui";
import { CategoryDeleteDialog } from "./category-delete-dialog";
import { CategoryFormDialog, type CategoryFormMode } from "./category-form-dialog";
import { CategoryMoveDialog } from "./category-move-dialog";
import { CategoryRow, type RowActions } from "./category-row";
import { acceptsChildren, treeModel, type TreeModel } from "./tree-model";

type Dialog =
  | { kind: "form"; mode: CategoryFormMode }
  | { kind: "move"; category: AdminCategory }
  | { kind: "delete"; category: AdminCategory };

/**
 * The categories page: its header, the tree (indented, each level folding), and the dialogs that change it. What a
 * change did is announced above the tree; the page is then read again from the server (`useAdminAction`). Operators
 * (`writer` false) read the tree and its hand orders only.
 */
export function CategoriesManager({
  categories,
  writer,
  orderPanel,
}: {
  categories: readonly AdminCategory[];
  writer: boolean;
  /** A category's hand order of products, when the address names one (`?produits=`). */
  orderPanel: ReactNode;
}) {
  const t = getAdminCategoriesMessages();
  const model = useMemo(() => treeModel(categories), [categories]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(categories.filter((category) => category.depth === 1).map((category) => category.id)),
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reorder = useAdminAction();
  // The sentence of the last change stays in view a few seconds, wherever in the tree the change was made.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 6_000);
    return () => clearTimeout(timer);
  }, [notice]);

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const parents = categories.filter((category) => model.childrenOf(category.id).length > 0).map((category) => category.id);
  const allOpen = parents.every((id) => expanded.has(id));

  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
  };
  // Up and down send the place the tree shown has: until the page is read again after a move, they wait, so that a
  // second press is not made on places already gone.
  const [movedFrom, setMovedFrom] = useState<readonly AdminCategory[] | null>(null);
  const settling = reorder.isPending || movedFrom === categories;
  // The row moves in the page: focus goes back to the button pressed, for a keyboard to press it again.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    document.querySelector<HTMLElement>(`[data-move="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [categories]);
  const step = async (category: AdminCategory, position: number, direction: "up" | "down") => {
    if (settling) return;
    setNotice(null);
    const message = t.row.moved(category.titleFr);
    const body = { parentId: category.parentId, position };
    refocus.current = `${category.id}:${direction}`;
    if (await reorder.run({ method: "post", path: `/api/admin/categories/${category.id}/move`, body, success: message })) {
      setMovedFrom(categories);
      setNotice(message);
    }
  };
  const actionsOf = (category: AdminCategory, index: number, count: number): RowActions | null =>
    writer
      ? {
          edit: () => setDialog({ kind: "form", mode: { kind: "edit", category } }),
          addChild: acceptsChildren(category) ? () => setDialog({ kind: "form", mode: { kind: "create", parentId: category.id } }) : null,
          move: () => setDialog({ kind: "move", category }),
          remove: () => setDialog({ kind: "delete", category }),
          up: index > 0 ? () => void step(category, index - 1, "up") : null,
          down: index < count - 1 ? () => void step(category, index + 1, "down") : null,
        }
      : null;

  const branch = (parentId: number | null, tree: TreeModel): ReactNode => {
    const rows = tree.childrenOf(parentId);
    return (
      <ul className={parentId === null ? "divide-y divide-grey-200" : "divide-y divide-grey-100 border-t border-grey-100"}>
        {rows.map((category, index) => {
          const hasChildren = tree.childrenOf(category.id).length > 0;
          const open = expanded.has(category.id);
          return (
            <li key={category.id}>
              <CategoryRow
                category={category}
                hasChildren={hasChildren}
                expanded={open}
                onToggle={() => toggle(category.id)}
                actions={actionsOf(category, index, rows.length)}
              />
              {hasChildren && open && branch(category.id, tree)}
            </li>
          );
        })}
      </ul>
    );
  };

  const createTop = () => setDialog({ kind: "form", mode: { kind: "create", parentId: null } });
  return (
    <>
      <PageHeader
        title={t.page.title}
        description={writer ? t.page.description(categories.length) : t.page.readOnly}
        actions={
          writer ? (
            <button type="button" onClick={createTop} aria-haspopup="dialog" className={adminButton("primary")}>
              <span aria-hidden="true" className="text-lg leading-none">
                +
              </span>
              {t.page.create}
            </button>
          ) : undefined
        }
      />
      <div className="grid gap-4">
        <div role="status" aria-live="polite" className="sticky top-16 z-10 empty:hidden lg:top-4">
          {notice && (
            <p className="rounded-md border border-grey-200 border-s-4 border-s-success bg-white px-4 py-2.5 text-sm font-semibold text-success shadow-md">{notice}</p>
          )}
        </div>
        {reorder.error && (
          <p role="alert" className="rounded-md border border-promo/30 bg-promo/10 px-4 py-2.5 text-sm font-semibold text-promo">
            {reorder.error.message}
          </p>
        )}
        {orderPanel}
        <Panel
          title={t.page.treeTitle}
          bodyClassName=""
          actions={
            parents.length > 0 && (
              <button
                type="button"
                onClick={() => setExpanded(new Set(allOpen ? [] : parents))}
                className="text-sm font-semibold text-grey-600 hover:text-ink"
              >
                {allOpen ? t.page.collapseAll : t.page.expandAll}
              </button>
            )
          }
        >
          {categories.length === 0 ? (
            <EmptyState title={t.page.emptyTitle}>
              <p>{writer ? t.page.emptyText : t.page.emptyReadOnly}</p>
              {writer && (
                <button type="button" onClick={createTop} className={adminButton("primary", "mt-4")}>
                  {t.page.create}
                </button>
              )}
            </EmptyState>
          ) : (
            <>
              {branch(null, model)}
              <ul aria-label={t.page.legend} className="flex flex-wrap gap-x-6 gap-y-1 border-t border-grey-200 px-4 py-3 text-xs text-grey-600 md:px-5">
                <li>
                  <span className="font-semibold text-grey-700">{t.row.heading}</span> : {t.row.headingHint}
                </li>
                <li>
                  <span className="font-semibold text-gold-deep">{t.row.featured}</span> : {t.row.featuredHint}
                </li>
                <li>
                  <span className="font-semibold text-promo">{t.row.featuredRed}</span> : {t.row.featuredRedHint}
                </li>
              </ul>
            </>
          )}
        </Panel>
      </div>
      {dialog?.kind === "form" && <CategoryFormDialog mode={dialog.mode} model={model} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === "move" && <CategoryMoveDialog category={dialog.category} model={model} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === "delete" && <CategoryDeleteDialog category={dialog.category} model={model} onClose={() => setDialog(null)} onDone={done} />}
    </>
  );
}
