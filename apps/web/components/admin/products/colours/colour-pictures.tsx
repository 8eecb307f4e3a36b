"use client";

import type { ColourPictures as Saved, Picture } from "@shop/domain/contract/admin-catalogue";
import { useEffect, useRef, useState } from "react";
import { ShopImage } from "@/components/ui/shop-image";
import { api } from "@/lib/api/client";
import { FormAlert } from "@/components/forms/form-alert";
import { apiError } from "@/lib/api/errors";
import { getAdminColoursMessages } from "@/messages/admin";
import { adminButton } from "../../admin-ui";
import { useProductRevision } from "../product-revision";
import { LiveStatus } from "./colour-ui";
import { PictureList, type PictureDraft } from "./picture-list";
import { PictureUploader } from "./picture-uploader";
import type { ReloadProduct } from "./use-product-reload";

type State = { server: Picture[]; items: PictureDraft[]; removed: PictureDraft[] };

const draftOf = ({ url, altFr, altAr }: PictureDraft): PictureDraft => ({ url, altFr, altAr });
const fresh = (server: Picture[]): State => ({ server, items: server.map(draftOf), removed: [] });
const isDirty = ({ server, items, removed }: State) =>
  removed.length > 0 || JSON.stringify(items) !== JSON.stringify(server.map(draftOf));

/**
 * The pictures the server has now, with what is being edited kept: an untouched list takes the server's as it is;
 * an edited one keeps its order and texts, drops the pictures gone from the server and adds the new ones at the end.
 */
function adopt(state: State, server: Picture[]): State {
  if (!isDirty(state)) return fresh(server);
  const urls = new Set(server.map((picture) => picture.url));
  const items = state.items.filter((picture) => urls.has(picture.url));
  const removed = state.removed.filter((picture) => urls.has(picture.url));
  const known = new Set([...items, ...removed].map((picture) => picture.url));
  return { server, items: [...items, ...server.filter((picture) => !known.has(picture.url)).map(draftOf)], removed };
}

/**
 * A colour's pictures: the uploader, then the list to reorder, describe and prune, saved together with « Enregistrer
 * l’ordre et les textes » (`PUT …/pictures`: a picture left out is removed). Uploads are saved as each arrives.
 */
export function ColourPictures({ colourId, pictures, reload }: { colourId: number; pictures: Picture[]; reload: ReloadProduct }) {
  const t = getAdminColoursMessages().pictures;
  const { revision, setRevision } = useProductRevision();
  const [state, setState] = useState<State>(() => fresh(pictures));
  const [seen, setSeen] = useState(pictures);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  // The revision the next upload carries: each upload answers the next one before the page re-renders.
  const latest = useRef(revision);
  useEffect(() => {
    latest.current = revision;
  }, [revision]);

  if (pictures !== seen) {
    setSeen(pictures);
    setState((current) => adopt(current, pictures));
  }

  const saved = new Map(state.server.map((picture) => [picture.url, draftOf(picture)]));
  const dirty = isDirty(state);

  const onUploaded = (result: Saved) => {
    latest.current = result.revision;
    setRevision(result.revision);
    setState((current) => adopt(current, result.pictures));
  };

  const save = async () => {
    setPending(true);
    setStatus(null);
    try {
      const body = { pictures: state.items, revision: latest.current };
      const result = (await api.put<Saved>(`/api/admin/colours/${colourId}/pictures`, body)).data;
      latest.current = result.revision;
      setRevision(result.revision);
      setState(fresh(result.pictures));
      setStatus({ error: false, text: t.saved });
      await reload().catch(() => undefined); // the pictures are saved; the rest of the page catches up on its next read
    } catch (error) {
      setStatus({ error: true, text: apiError(error).message });
    } finally {
      setPending(false);
    }
  };

  const remove = (url: string) =>
    setState((current) => ({
      ...current,
      items: current.items.filter((picture) => picture.url !== url),
      removed: [...current.removed, ...current.items.filter((picture) => picture.url === url)],
    }));
  const restore = (url: string) =>
    setState((current) => ({
      ...current,
      removed: current.removed.filter((picture) => picture.url !== url),
      items: [...current.items, ...current.removed.filter((picture) => picture.url === url)],
    }));

  return (
    <section className="grid gap-4" aria-labelledby={`pictures-${colourId}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h4 id={`pictures-${colourId}`} className="text-sm font-bold text-ink">
          {t.title}
        </h4>
        <span className="text-xs font-semibold tabular-nums text-grey-600">{t.count(state.server.length)}</span>
      </div>
      <PictureUploader
        colourId={colourId}
        count={state.server.length}
        revisionOf={() => latest.current}
        onUploaded={onUploaded}
        onIdle={() => void reload().catch(() => undefined)}
      />
      <PictureList
        items={state.items}
        saved={saved}
        onChange={(items) => setState((current) => ({ ...current, items }))}
        onRemove={remove}
        disabled={pending}
      />
      {state.removed.length > 0 && (
        <div className="grid gap-2 rounded-md border border-dashed border-promo/40 bg-grey-50 p-3">
          <p className="text-xs font-semibold text-promo">{t.removed}</p>
          <ul className="flex flex-wrap gap-2">
            {state.removed.map((picture, index) => (
              <li key={picture.url} className="flex items-center gap-2 rounded-md border border-grey-200 bg-white p-1.5 pe-2">
                <span className="relative size-11 overflow-hidden rounded bg-grey-100 opacity-60">
                  <ShopImage src={picture.url} alt="" fill sizes="44px" className="object-contain" />
                </span>
                <button
                  type="button"
                  onClick={() => restore(picture.url)}
                  aria-label={t.restoreOf(index + 1)}
                  className={adminButton("secondary", "min-h-11 px-3 md:min-h-9")}
                >
                  {t.restore}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(state.server.length > 0 || dirty) && (
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" disabled={!dirty || pending} onClick={() => void save()} className={adminButton("primary", "min-h-11 md:min-h-10")}>
            {pending ? t.saving : t.save}
          </button>
          {dirty && (
            <button
              type="button"
              disabled={pending}
              onClick={() => setState(fresh(state.server))}
              className={adminButton("secondary", "min-h-11 md:min-h-10")}
            >
              {t.discard}
            </button>
          )}
        </div>
      )}
      {status?.error && <FormAlert>{status.text}</FormAlert>}
      <LiveStatus>{status?.error ? null : status?.text}</LiveStatus>
    </section>
  );
}
