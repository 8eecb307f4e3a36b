"use client";

import type { ProductStatus } from "@shop/domain/constants";
import type { ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";
import { getAdminProductsMessages } from "@/messages/admin";
import { AdminDialog, AdminDialogFooter } from "../admin-dialog";
import { adminButton } from "../admin-ui";
import { useProductRevision } from "./product-revision";

type Outcome = { ok: true; text: string } | { ok: false; text: string; stale: boolean };

/** A link to the storefront, in a new tab so the form stays as it is. */
function ShopLink({ href, label }: { href: string; label: string }) {
  const t = getAdminProductsMessages().editor;
  return (
    <a href={href} target="_blank" rel="noopener" className={adminButton("secondary")}>
      {label}
      <span aria-hidden="true">↗</span>
      <span className="sr-only">{t.newTab}</span>
    </a>
  );
}

/**
 * The product's moves: publish, back to draft, archive (asked first: it leaves the shop and shoppers' carts),
 * duplicate (then open the copy), and the storefront's preview. Each sends the revision the page holds; a refusal
 * says why, and a stale revision offers to load the newer product (the form keeps what was typed).
 */
export function ProductActions({
  product,
  canEdit,
}: {
  product: Pick<ProductEditor, "id" | "status">;
  canEdit: boolean;
}) {
  const t = getAdminProductsMessages().editor;
  const router = useRouter();
  const { revision, setRevision } = useProductRevision();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = async (call: () => Promise<{ data: unknown }>, success: (data: unknown) => string | void) => {
    setPending(true);
    setOutcome(null);
    try {
      const { data } = await call();
      const text = success(data);
      if (text) setOutcome({ ok: true, text });
    } catch (error) {
      const { code, message } = apiError(error);
      setOutcome({ ok: false, text: message, stale: code === "STALE_REVISION" });
    } finally {
      setPending(false);
    }
  };

  const changeStatus = (status: ProductStatus, done: string) =>
    run(
      () => api.post(`/api/admin/products/${product.id}/status`, { status, revision }),
      (data) => {
        const next = (data as Partial<ProductEditor> | null)?.revision;
        if (typeof next === "number") setRevision(next);
        setConfirming(false);
        router.refresh();
        return done;
      },
    );

  const duplicate = () =>
    run(
      () => api.post(`/api/admin/products/${product.id}/duplicate`, {}),
      (data) => {
        const id = (data as Partial<ProductEditor> | null)?.id;
        if (typeof id === "number") router.push(`/gestion/produits/${id}`);
        return t.duplicated;
      },
    );

  const draftLabel = product.status === "published" ? t.unpublish : t.restore;
  return (
    <div className="grid justify-items-start gap-2">
      <div role="group" aria-label={t.actions} className="flex flex-wrap gap-2">
        {canEdit && product.status !== "published" && (
          <button
            type="button"
            disabled={pending}
            onClick={() => void changeStatus("published", t.published)}
            className={adminButton("primary")}
          >
            {t.publish}
          </button>
        )}
        {canEdit && product.status !== "draft" && (
          <button
            type="button"
            disabled={pending}
            onClick={() => void changeStatus("draft", t.unpublished)}
            className={adminButton("secondary")}
          >
            {draftLabel}
          </button>
        )}
        {canEdit && (
          <button
            type="button"
            disabled={pending}
            onClick={() => void duplicate()}
            className={adminButton("secondary")}
          >
            {t.duplicate}
          </button>
        )}
        <ShopLink href={`/produit/${product.id}?apercu=1`} label={t.preview} />
        {product.status === "published" && <ShopLink href={`/produit/${product.id}`} label={t.viewInShop} />}
        {canEdit && product.status !== "archived" && (
          <button
            type="button"
            disabled={pending}
            onClick={() => setConfirming(true)}
            className={adminButton("danger")}
          >
            {t.archive}
          </button>
        )}
      </div>
      <div aria-live="polite" className="text-sm">
        {outcome?.ok && <p className="font-semibold text-success">{outcome.text}</p>}
        {outcome && !outcome.ok && (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="max-w-md font-semibold text-promo">{outcome.text}</p>
            {outcome.stale && (
              <button
                type="button"
                onClick={() => {
                  setOutcome(null);
                  router.refresh();
                }}
                className={adminButton("secondary")}
              >
                {getAdminProductsMessages().form.reload}
              </button>
            )}
          </div>
        )}
      </div>
      {confirming && (
        <AdminDialog title={t.archiveTitle} description={t.archiveText} onClose={() => setConfirming(false)}>
          {outcome && !outcome.ok && (
            <p role="alert" className="px-5 pt-4 text-sm font-semibold text-promo">
              {outcome.text}
            </p>
          )}
          <AdminDialogFooter>
            <button type="button" onClick={() => setConfirming(false)} className={adminButton("secondary")}>
              {t.cancel}
            </button>
            <button
              type="button"
              disabled={pending}
              onClick={() => void changeStatus("archived", t.archived)}
              className={adminButton("danger")}
            >
              {t.archiveConfirm}
            </button>
          </AdminDialogFooter>
        </AdminDialog>
      )}
    </div>
  );
}
