"use client";

import { CATALOGUE_LIMITS } from "@shop/domain/catalogue";
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { ShopImage } from "@/components/ui/shop-image";
import { getAdminColoursMessages } from "@/messages/admin";
import { adminButton } from "../../admin-ui";
import { carriesFiles } from "./picture-uploader";
import { controlClass } from "./colour-ui";

/** A picture as the list edits it; its address names it. */
export type PictureDraft = { url: string; altFr: string; altAr: string };

const small = "min-h-11 px-3 md:min-h-9";

/**
 * The colour's pictures in the storefront's order, the first the card's. Reordered by dragging a thumbnail, by the
 * « Monter » / « Descendre » buttons, or by the arrow keys on a focused thumbnail; each move is announced
 * (« Photo déplacée en position 2 sur 5 ») and the moved picture keeps the focus. Alt texts in French and Arabic.
 */
export function PictureList({
  items,
  saved,
  onChange,
  onRemove,
  disabled,
}: {
  items: PictureDraft[];
  saved: ReadonlyMap<string, PictureDraft>;
  onChange: (items: PictureDraft[]) => void;
  onRemove: (url: string) => void;
  disabled: boolean;
}) {
  const t = getAdminColoursMessages().pictures;
  const id = useId();
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const thumbs = useRef(new Map<string, HTMLElement>());
  const focusAfterMove = useRef<string | null>(null);

  useEffect(() => {
    const url = focusAfterMove.current;
    if (url === null) return;
    focusAfterMove.current = null;
    thumbs.current.get(url)?.focus();
  });

  const move = (from: number, to: number, keepFocus: boolean) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [picture] = next.splice(from, 1);
    if (!picture) return;
    next.splice(to, 0, picture);
    if (keepFocus) focusAfterMove.current = picture.url;
    onChange(next);
    setAnnouncement(t.moved(to + 1, next.length));
  };

  const onKey = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (step === undefined || disabled) return;
    event.preventDefault();
    move(index, index + step, true);
  };

  const dropOn = (event: DragEvent, index: number) => {
    if (carriesFiles(event) || dragged === null) return;
    event.preventDefault();
    move(dragged, index, false);
    setDragged(null);
    setTarget(null);
  };

  const setAlt = (index: number, field: "altFr" | "altAr", value: string) =>
    onChange(items.map((picture, at) => (at === index ? { ...picture, [field]: value } : picture)));

  if (items.length === 0) return <p className="text-sm text-grey-600">{t.empty}</p>;

  return (
    <>
      <p id={`${id}-hint`} className="text-xs text-grey-600">
        {t.moveHint}
      </p>
      <ol className="grid gap-3 lg:grid-cols-2">
        {items.map((picture, index) => {
          const position = index + 1;
          const before = saved.get(picture.url);
          const moved = !before || [...saved.keys()].indexOf(picture.url) !== index;
          const altChanged = (field: "altFr" | "altAr") => before !== undefined && before[field] !== picture[field];
          return (
            <li
              key={picture.url}
              draggable={!disabled}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", picture.url);
                setDragged(index);
              }}
              onDragEnd={() => {
                setDragged(null);
                setTarget(null);
              }}
              onDragOver={(event) => {
                if (carriesFiles(event) || dragged === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                setTarget(index);
              }}
              onDrop={(event) => dropOn(event, index)}
              className={`grid min-w-0 grid-cols-[auto_minmax(0,1fr)] items-start gap-3 rounded-lg border bg-white p-2.5 ${
                target === index && dragged !== index ? "border-gold ring-2 ring-gold" : moved ? "border-gold" : "border-grey-200"
              } ${dragged === index ? "opacity-50" : ""}`}
            >
              <div
                ref={(element) => {
                  if (element) thumbs.current.set(picture.url, element);
                  else thumbs.current.delete(picture.url);
                }}
                tabIndex={0}
                role="button"
                aria-roledescription={t.sortable}
                aria-label={`${t.position(position, items.length)}${index === 0 ? ` – ${t.main}` : ""}${picture.altFr ? ` : ${picture.altFr}` : ""}`}
                aria-describedby={`${id}-hint`}
                onKeyDown={(event) => onKey(event, index)}
                className="relative size-24 shrink-0 cursor-grab overflow-hidden rounded-md bg-grey-50 active:cursor-grabbing sm:row-span-2 sm:size-32"
              >
                <ShopImage src={picture.url} alt="" fill sizes="128px" className="object-contain" draggable={false} />
                <span aria-hidden="true" className="absolute start-1.5 top-1.5 grid size-6 place-items-center rounded-full bg-ink/80 text-xs font-bold text-white">
                  {position}
                </span>
              </div>
              <div className="grid min-w-0 content-start gap-2">
                {index === 0 && (
                  <span aria-hidden="true" className="w-fit rounded bg-gold px-2 py-0.5 text-xxs font-bold uppercase tracking-wide text-ink">
                    {t.main}
                  </span>
                )}
                <div className="flex flex-wrap gap-1.5">
                  <button
                    type="button"
                    disabled={disabled || index === 0}
                    onClick={() => move(index, index - 1, false)}
                    aria-label={t.upOf(position)}
                    className={adminButton("secondary", small)}
                  >
                    {t.up}
                  </button>
                  <button
                    type="button"
                    disabled={disabled || index === items.length - 1}
                    onClick={() => move(index, index + 1, false)}
                    aria-label={t.downOf(position)}
                    className={adminButton("secondary", small)}
                  >
                    {t.down}
                  </button>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onRemove(picture.url)}
                    aria-label={t.removeOf(position)}
                    className={adminButton("danger", small)}
                  >
                    {t.remove}
                  </button>
                </div>
              </div>
              <div className="col-span-2 grid content-start gap-2 sm:col-span-1 sm:col-start-2">
                <div>
                  <label htmlFor={`${id}-${index}-fr`} className="mb-1 block text-xs font-semibold text-grey-700">
                    {t.altFr}
                    <span className="sr-only">{t.ofPhoto(position)}</span>
                  </label>
                  <input
                    id={`${id}-${index}-fr`}
                    value={picture.altFr}
                    lang="fr"
                    disabled={disabled}
                    maxLength={CATALOGUE_LIMITS.altMax}
                    onChange={(event) => setAlt(index, "altFr", event.target.value)}
                    className={controlClass({ changed: altChanged("altFr") })}
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-${index}-ar`} className="mb-1 block text-xs font-semibold text-grey-700">
                    {t.altAr}
                    <span className="sr-only">{t.ofPhoto(position)}</span>
                  </label>
                  <input
                    id={`${id}-${index}-ar`}
                    value={picture.altAr}
                    dir="rtl"
                    lang="ar"
                    disabled={disabled}
                    maxLength={CATALOGUE_LIMITS.altMax}
                    onChange={(event) => setAlt(index, "altAr", event.target.value)}
                    className={controlClass({ changed: altChanged("altAr") })}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <p role="status" aria-live="assertive" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
