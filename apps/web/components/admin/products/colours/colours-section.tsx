"use client";

import { CATALOGUE_LIMITS } from "@shop/domain/catalogue";
import type { EditorColour, ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { useEffect, useRef, useState } from "react";
import { getAdminColoursMessages } from "@/messages/admin";
import { EmptyState, adminButton } from "../../admin-ui";
import { AddColourDialog } from "./add-colour-dialog";
import { ColourPanel } from "./colour-panel";
import { LiveStatus } from "./colour-ui";
import { useProductReload } from "./use-product-reload";

/**
 * The product editor's colours × sizes: one panel per colour (its fields, its grid of sizes, its pictures and its
 * « Ensemble » links) and « Ajouter une couleur ». Each part saves on its own and reads the product again, which
 * gives every part the product's new revision (`useProductRevision`).
 */
export function ColoursSection({ product }: { product: ProductEditor }) {
  const t = getAdminColoursMessages().section;
  const [colours, setColours] = useState<EditorColour[]>(product.colours);
  const [seen, setSeen] = useState(product);
  const [adding, setAdding] = useState(false);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusAdd, setFocusAdd] = useState(false);
  const reload = useProductReload(product.id, setColours);

  // The page read again on the server (another part's save): its colours replace these; edited drafts stay in their panels.
  if (product !== seen) {
    setSeen(product);
    setColours(product.colours);
  }

  useEffect(() => {
    if (!focusAdd) return;
    setFocusAdd(false);
    addButton.current?.focus();
  }, [focusAdd]);

  const full = colours.length >= CATALOGUE_LIMITS.coloursPerProduct;

  return (
    <section aria-labelledby="colours-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="colours-title" className="text-lg font-black tracking-tight text-ink">
            {t.title}
          </h2>
          <p className="text-sm text-grey-600">{t.count(colours.length)}</p>
        </div>
        <button
          ref={addButton}
          type="button"
          aria-haspopup="dialog"
          disabled={full}
          onClick={() => (setAnnouncement(null), setAdding(true))}
          className={adminButton("primary", "min-h-11 md:min-h-10")}
        >
          <span aria-hidden="true">+</span> {t.add}
        </button>
      </div>
      {full && <p className="text-sm text-grey-600">{t.tooMany}</p>}
      <LiveStatus>{announcement}</LiveStatus>
      {colours.length === 0 ? (
        <div className="rounded-lg border border-grey-200 bg-white">
          <EmptyState title={t.empty}>{t.emptyText}</EmptyState>
        </div>
      ) : (
        colours.map((colour) => (
          <ColourPanel
            key={colour.id}
            colour={colour}
            reload={reload}
            onDeleted={(sentence) => {
              setAnnouncement(sentence);
              setFocusAdd(true);
            }}
          />
        ))
      )}
      {adding && (
        <AddColourDialog
          productId={product.id}
          reload={reload}
          onClose={() => setAdding(false)}
          onCreated={(sentence) => {
            setAdding(false);
            setAnnouncement(sentence);
          }}
        />
      )}
    </section>
  );
}
