"use client";

import type { EditorColour, ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { useId, useRef, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { api } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";
import { getAdminColoursMessages } from "@/messages/admin";
import { adminButton } from "../../admin-ui";
import { useProductRevision } from "../product-revision";
import { BulkBar } from "./bulk-bar";
import { ColourFields } from "./colour-fields";
import { ColourLinks } from "./colour-links";
import { ColourPictures } from "./colour-pictures";
import { COLOUR_FIELDS, changedCells, draftOf, errorsByCell, newRow, pendingChanges, validateDraft, type ColourDraft, type RowField } from "./colour-draft";
import { LiveStatus, Swatch, focusFirstInvalid } from "./colour-ui";
import { DeleteColourButton } from "./delete-colour-button";
import { SkuGrid } from "./sku-grid";
import type { ReloadProduct } from "./use-product-reload";

type Status = { error: boolean; text: string } | null;

/**
 * One colour of the product: its header (swatch, number, names, family), its fields, its grid of sizes with the bulk
 * edits, its pictures and its « Ensemble » links. The colour's fields and its grid are one draft, saved together by
 * « Enregistrer la couleur » (`PUT /api/admin/colours/:colourId`); a refusal keeps every typed value and points at
 * the cells it names, a save on an older revision (409) says who saved in between.
 */
export function ColourPanel({
  colour,
  reload,
  onDeleted,
}: {
  colour: EditorColour;
  reload: ReloadProduct;
  onDeleted: (sentence: string) => void;
}) {
  const t = getAdminColoursMessages();
  const id = useId();
  const { revision } = useProductRevision();
  const [draft, setDraft] = useState<ColourDraft>(() => draftOf(colour));
  const [base, setBase] = useState(colour);
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ text: string; stale: boolean } | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [pending, setPending] = useState(false);
  const panel = useRef<HTMLElement>(null);

  // The colour read again (after any write on the page): an untouched draft follows it, an edited one is kept.
  if (colour !== base) {
    setBase(colour);
    if (pendingChanges(draft, base) === 0) setDraft(draftOf(colour));
  }

  const changed = changedCells(draft, base);
  const count = pendingChanges(draft, base);
  const stock = base.skus.reduce((sum, sku) => sum + sku.stock, 0);

  const edit = (next: ColourDraft, clear?: string) => {
    setDraft(next);
    setStatus(null);
    if (clear && errors[clear]) {
      const rest = { ...errors };
      delete rest[clear];
      setErrors(rest);
    }
  };
  const changeCell = (key: string, field: RowField, value: string | boolean) =>
    edit({ ...draft, rows: draft.rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)) }, `${key}.${field}`);
  const removeRow = (key: string, removed: boolean) =>
    edit({
      ...draft,
      rows: draft.rows.flatMap((row) => (row.key !== key ? [row] : row.id === undefined ? [] : [{ ...row, removed }])),
    });

  const save = async () => {
    setStatus(null);
    setProblem(null);
    const checked = validateDraft(draft, revision);
    if (!checked.ok) {
      setErrors(checked.errors);
      setProblem({ text: checked.errors._ ?? t.grid.invalid, stale: false });
      if (Object.keys(checked.errors).some((key) => (COLOUR_FIELDS as readonly string[]).includes(key))) setEditing(true);
      focusFirstInvalid(panel.current);
      return;
    }
    setPending(true);
    let answered: ProductEditor;
    try {
      answered = (await api.put<ProductEditor>(`/api/admin/colours/${colour.id}`, checked.body)).data;
    } catch (error) {
      const refusal = apiError(error);
      const found = errorsByCell(draft, refusal.fields ?? {});
      setErrors(found);
      if (Object.keys(found).some((key) => (COLOUR_FIELDS as readonly string[]).includes(key))) setEditing(true);
      setProblem({ text: refusal.message, stale: refusal.code === "STALE_REVISION" });
      setPending(false);
      focusFirstInvalid(panel.current);
      return;
    }
    setErrors({});
    const product = await reload(answered);
    const fresh = product.colours.find((other) => other.id === colour.id);
    if (fresh) {
      setBase(fresh);
      setDraft(draftOf(fresh));
    }
    setStatus({ error: false, text: t.grid.saved(fresh?.nameFr ?? draft.nameFr) });
    setPending(false);
  };

  /** After a 409: the product read again for its revision, the draft kept as typed, ready to be saved again. */
  const rereadKeepingDraft = async () => {
    setPending(true);
    try {
      await reload();
      setProblem(null);
      setStatus({ error: false, text: t.grid.reloaded });
    } catch (error) {
      setStatus({ error: true, text: apiError(error).message });
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      ref={panel}
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-lg border border-grey-200 bg-white shadow-[0_1px_2px_rgb(0_0_0/0.04)]"
    >
      <header className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-grey-100 px-4 py-3 md:px-5">
        <Swatch background={base.hex} size="size-10" />
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="flex flex-wrap items-baseline gap-x-2 text-base font-bold text-ink">
            <span>
              <span className="sr-only">{t.colour.region} </span>
              {base.nameFr}
            </span>
            {base.nameAr && (
              <span dir="rtl" lang="ar" className="font-semibold text-grey-700">
                {base.nameAr}
              </span>
            )}
          </h3>
          <p className="flex flex-wrap gap-x-3 text-xs text-grey-600">
            <span className="font-mono">{t.colour.number(base.colorNo)}</span>
            <span>{t.colour.family(base.searchColor)}</span>
            <span>{t.colour.sizes(base.skus.length)}</span>
            <span>{t.colour.stock(stock)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-expanded={editing}
            aria-controls={`${id}-fields`}
            onClick={() => setEditing(!editing)}
            className={adminButton("secondary", "min-h-11 px-3 md:min-h-9")}
          >
            {editing ? t.colour.closeEdit : t.colour.edit}
          </button>
          <DeleteColourButton colour={base} reload={reload} onDeleted={onDeleted} />
        </div>
      </header>

      <div id={`${id}-fields`} hidden={!editing} className="border-b border-grey-100 px-4 py-4 md:px-5">
        <ColourFields
          values={draft}
          onChange={(field, value) => edit({ ...draft, [field]: value }, field)}
          errors={errors}
          changed={changed}
          disabled={pending}
        />
      </div>

      <div className="grid gap-3 px-4 pt-4 md:px-5">
        <h4 className="text-sm font-bold text-ink">{t.grid.title}</h4>
        <BulkBar
          draft={draft}
          disabled={pending}
          onApply={(next, sentence) => {
            edit(next);
            setStatus({ error: false, text: sentence });
          }}
        />
      </div>
      <div className="mt-3 border-t border-grey-100">
        <SkuGrid
          rows={draft.rows}
          saved={base.skus}
          changed={changed}
          errors={errors}
          onChange={changeCell}
          onRemove={removeRow}
          disabled={pending}
        />
      </div>
      <div className="grid gap-3 border-t border-grey-100 px-4 py-4 md:px-5">
        <div>
          <button
            type="button"
            disabled={pending}
            onClick={() => edit({ ...draft, rows: [...draft.rows, newRow(draft.rows.at(-1))] })}
            className={adminButton("secondary", "min-h-11 md:min-h-10")}
          >
            <span aria-hidden="true">+</span> {t.grid.addSize}
          </button>
        </div>
        {problem && (
          <FormAlert>
            <p>{problem.text}</p>
            {problem.stale && (
              <button
                type="button"
                disabled={pending}
                onClick={() => void rereadKeepingDraft()}
                className={adminButton("secondary", "mt-2 min-h-11 md:min-h-10")}
              >
                {t.grid.reload}
              </button>
            )}
          </FormAlert>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <button type="button" disabled={pending} onClick={() => void save()} className={adminButton("primary", "min-h-11 md:min-h-10")}>
            {pending ? t.grid.saving : t.grid.save}
          </button>
          {count > 0 && (
            <button
              type="button"
              disabled={pending}
              onClick={() => {
                setDraft(draftOf(base));
                setErrors({});
                setProblem(null);
              }}
              className={adminButton("secondary", "min-h-11 md:min-h-10")}
            >
              {t.grid.discard}
            </button>
          )}
          <span className={`text-xs font-semibold ${count > 0 ? "text-gold-deep" : "text-grey-600"}`}>{t.grid.pending(count)}</span>
        </div>
        <LiveStatus error={status?.error}>{status?.text}</LiveStatus>
      </div>

      <div className="grid gap-8 border-t border-grey-100 px-4 py-5 md:px-5 lg:grid-cols-1">
        <ColourPictures colourId={colour.id} pictures={base.pictures} reload={reload} />
        <ColourLinks colourId={colour.id} links={base.links} reload={reload} />
      </div>
    </section>
  );
}
