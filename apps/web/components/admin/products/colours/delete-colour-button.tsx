"use client";

import type { EditorColour, ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { api } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";
import { getAdminColoursMessages, getAdminMessages } from "@/messages/admin";
import { AdminDialog, AdminDialogFooter } from "../../admin-dialog";
import { adminButton } from "../../admin-ui";
import { useProductRevision } from "../product-revision";
import type { ReloadProduct } from "./use-product-reload";

/**
 * « Supprimer la couleur », confirmed in a dialog that says what goes with it. The API refuses a colour whose sizes
 * are in an order, a cart or an offer (it says so, and the dialog shows it): those are deactivated instead.
 */
export function DeleteColourButton({
  colour,
  reload,
  onDeleted,
}: {
  colour: EditorColour;
  reload: ReloadProduct;
  onDeleted: (sentence: string) => void;
}) {
  const t = getAdminColoursMessages().colour;
  const common = getAdminMessages().common;
  const { revision } = useProductRevision();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setProblem(null);
    let product: ProductEditor;
    try {
      product = (await api.delete<ProductEditor>(`/api/admin/colours/${colour.id}`, {}, { revision })).data;
    } catch (error) {
      setProblem(apiError(error).message);
      setPending(false);
      return;
    }
    // The product without the colour takes this panel away; the section then announces it and takes the focus.
    await reload(product);
    onDeleted(t.deleted(colour.nameFr));
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t.deleteOf(colour.nameFr)}
        onClick={() => (setProblem(null), setOpen(true))}
        className={adminButton("danger", "min-h-11 px-3 md:min-h-9")}
      >
        {t.delete}
      </button>
      {open && (
        <AdminDialog
          title={t.deleteTitle(colour.nameFr)}
          description={t.deleteText(colour.skus.length, colour.pictures.length)}
          onClose={() => setOpen(false)}
        >
          {problem && <FormAlert className="mx-5 my-4">{problem}</FormAlert>}
          <AdminDialogFooter>
            <button type="button" onClick={() => setOpen(false)} className={adminButton("secondary", "flex-1 sm:flex-none")}>
              {common.cancel}
            </button>
            <button type="button" disabled={pending} onClick={() => void confirm()} className={adminButton("danger", "flex-1 sm:flex-none")}>
              {pending ? t.deleting : t.deleteConfirm}
            </button>
          </AdminDialogFooter>
        </AdminDialog>
      )}
    </>
  );
}
