"use client";

import { CATALOGUE_LIMITS } from "@shop/domain/catalogue";
import type { ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { useState } from "react";
import { ShopImage } from "@/components/ui/shop-image";
import { api } from "@/lib/api/client";
import { FormAlert } from "@/components/forms/form-alert";
import { apiError } from "@/lib/api/errors";
import { getAdminColoursMessages } from "@/messages/admin";
import { adminButton } from "../../admin-ui";
import { useProductRevision } from "../product-revision";
import { LiveStatus } from "./colour-ui";
import { ProductPicker, type LinkChoice } from "./product-picker";
import type { ReloadProduct } from "./use-product-reload";

const idsOf = (links: readonly LinkChoice[]) => links.map((link) => link.colourId).join(",");

/**
 * A colour's « Ensemble » links (the articles its page offers with it): the chosen ones with their remove buttons,
 * the picker to add more, saved together with `PUT /api/admin/colours/:colourId/links`.
 */
export function ColourLinks({ colourId, links, reload }: { colourId: number; links: LinkChoice[]; reload: ReloadProduct }) {
  const t = getAdminColoursMessages().links;
  const { revision } = useProductRevision();
  const [draft, setDraft] = useState(links);
  const [seen, setSeen] = useState(links);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const dirty = idsOf(draft) !== idsOf(seen);

  if (links !== seen) {
    setSeen(links);
    if (!dirty) setDraft(links);
  }

  const full = draft.length >= CATALOGUE_LIMITS.linksPerColour;

  const save = async () => {
    setPending(true);
    setStatus(null);
    try {
      const body = { colourIds: draft.map((link) => link.colourId), revision };
      const product = await reload((await api.put<ProductEditor>(`/api/admin/colours/${colourId}/links`, body)).data);
      const saved = product.colours.find((colour) => colour.id === colourId)?.links ?? draft;
      setSeen(saved);
      setDraft(saved);
      setStatus({ error: false, text: t.saved });
    } catch (error) {
      setStatus({ error: true, text: apiError(error).message });
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="grid gap-3" aria-labelledby={`links-${colourId}`}>
      <div>
        <h4 id={`links-${colourId}`} className="text-sm font-bold text-ink">
          {t.title}
        </h4>
        <p className="text-xs text-grey-600">{t.text}</p>
      </div>
      {draft.length === 0 ? (
        <p className="text-sm text-grey-600">{t.empty}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {draft.map((link) => {
            const added = !seen.some((other) => other.colourId === link.colourId);
            return (
              <li
                key={link.colourId}
                className={`flex min-w-0 items-center gap-3 rounded-md border p-2 ${added ? "border-gold bg-gold-light/40" : "border-grey-200 bg-white"}`}
              >
                <span className="relative size-12 shrink-0 overflow-hidden rounded bg-grey-100">
                  {link.picture && <ShopImage src={link.picture} alt="" fill sizes="48px" className="object-cover" />}
                </span>
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block truncate font-semibold text-ink">{link.title}</span>
                  <span className="block truncate text-xs text-grey-600">
                    {link.colourName} · {link.colorNo}
                  </span>
                </span>
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => setDraft(draft.filter((other) => other.colourId !== link.colourId))}
                  aria-label={t.removeOf(link.title, link.colourName)}
                  className={adminButton("danger", "min-h-11 px-3 md:min-h-9")}
                >
                  {t.remove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {full ? (
        <p className="text-xs font-semibold text-grey-700">{t.tooMany}</p>
      ) : (
        <ProductPicker
          selfColourId={colourId}
          linked={new Set(draft.map((link) => link.colourId))}
          full={full}
          onPick={(link) => setDraft([...draft, link])}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" disabled={!dirty || pending} onClick={() => void save()} className={adminButton("primary", "min-h-11 md:min-h-10")}>
          {pending ? t.saving : t.save}
        </button>
        {dirty && (
          <>
            <button type="button" disabled={pending} onClick={() => setDraft(seen)} className={adminButton("secondary", "min-h-11 md:min-h-10")}>
              {t.discard}
            </button>
            <span className="text-xs font-semibold text-gold-deep">{t.unsaved}</span>
          </>
        )}
      </div>
      {status?.error && <FormAlert>{status.text}</FormAlert>}
      <LiveStatus>{status?.error ? null : status?.text}</LiveStatus>
    </section>
  );
}
