"use client";

import { CATALOGUE_LIMITS, PICTURE_TYPES } from "@shop/domain/catalogue";
import type { ColourPictures } from "@shop/domain/contract/admin-catalogue";
import { useId, useRef, useState, type DragEvent } from "react";
import { uploadFile } from "@/lib/admin/upload-file";
import { apiError } from "@/lib/api/errors";
import { getAdminColoursMessages } from "@/messages/admin";
import { adminButton } from "../../admin-ui";

type Upload = {
  key: string;
  name: string;
  state: "waiting" | "sending" | "sent" | "failed";
  percent: number;
  reason?: string;
};

const ACCEPT = PICTURE_TYPES.join(",");
const isPictureType = (type: string) => (PICTURE_TYPES as readonly string[]).includes(type);
/** A drag that carries files (from the desktop), not a thumbnail being reordered. */
export const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

let uploads = 0;

/**
 * Pictures dropped on the zone or chosen with « Choisir des photos », sent one file per request, one after the
 * other: each upload moves the product to its next revision, which the next one carries (`revisionOf()`). Each file
 * has its own progress bar; a file refused here (type, weight, count: the API's limits, for an answer at once) or
 * by the API shows why beside its name, and the others go on.
 */
export function PictureUploader({
  colourId,
  count,
  revisionOf,
  onUploaded,
  onIdle,
}: {
  colourId: number;
  /** Pictures the colour has now. */
  count: number;
  revisionOf: () => number;
  onUploaded: (result: ColourPictures) => void;
  /** The queue is empty again: the product is read again. */
  onIdle: () => void;
}) {
  const t = getAdminColoursMessages().pictures;
  const id = useId();
  const [list, setList] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const files = useRef(new Map<string, File>());
  const queue = useRef<string[]>([]);
  const sending = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const full = count >= CATALOGUE_LIMITS.picturesPerColour;

  const update = (key: string, patch: Partial<Upload>) =>
    setList((current) => current.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));

  const run = async () => {
    if (sending.current) return;
    sending.current = true;
    let sent = 0;
    try {
      for (let key = queue.current.shift(); key !== undefined; key = queue.current.shift()) {
        const file = files.current.get(key);
        if (!file) continue;
        update(key, { state: "sending" });
        try {
          const result = await uploadFile<ColourPictures>(`/api/admin/colours/${colourId}/pictures?revision=${revisionOf()}`, file, {
            onProgress: (percent) => update(key, { percent }),
          });
          sent += 1;
          onUploaded(result);
          update(key, { state: "sent", percent: 100 });
        } catch (error) {
          update(key, { state: "failed", reason: apiError(error).message });
        } finally {
          files.current.delete(key);
        }
      }
    } finally {
      sending.current = false;
      if (sent > 0) onIdle();
    }
  };

  const add = (chosen: readonly File[]) => {
    let room = CATALOGUE_LIMITS.picturesPerColour - count - queue.current.length - (sending.current ? 1 : 0);
    const added = chosen.map<Upload>((file) => {
      uploads += 1;
      const key = `upload-${uploads}`;
      const reason = !isPictureType(file.type)
        ? t.wrongType
        : file.size > CATALOGUE_LIMITS.pictureBytes
          ? t.tooBig
          : room <= 0
            ? t.tooMany
            : undefined;
      if (reason) return { key, name: file.name, state: "failed", percent: 0, reason };
      room -= 1;
      files.current.set(key, file);
      queue.current.push(key);
      return { key, name: file.name, state: "waiting", percent: 0 };
    });
    setList((current) => [...current.filter((upload) => upload.state !== "sent"), ...added]);
    void run();
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setOver(false);
    // The input is off when the colour is full, or for a member of staff who may not write (a disabled fieldset).
    if (input.current?.matches(":disabled")) return;
    add([...event.dataTransfer.files]);
  };

  const finished = list.length > 0 && list.every((upload) => upload.state === "sent" || upload.state === "failed");

  return (
    <div className="grid gap-3">
      <div
        onDragOver={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`grid justify-items-center gap-2 rounded-lg border-2 border-dashed px-4 py-5 text-center transition-colors ${
          over ? "border-gold bg-gold-light/60" : "border-grey-300 bg-grey-50"
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} className="size-8 text-grey-500">
          <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p className="hidden text-sm font-semibold text-ink md:block">{t.drop}</p>
        {/* The label is the button: a screen reader, the keyboard and a test all reach the file input by its name. */}
        <label
          className={`${adminButton("secondary", "min-h-11 cursor-pointer md:min-h-10")} has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold ${
            full ? "pointer-events-none opacity-50" : ""
          }`}
        >
          {t.choose}
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            disabled={full}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
            className="sr-only"
          />
        </label>
        <p id={`${id}-hint`} className="max-w-md text-xs text-grey-600">
          {full ? t.full : t.dropHint}
        </p>
      </div>
      {list.length > 0 && (
        <div className="grid gap-2">
          <ul aria-label={t.uploads} className="grid gap-2">
            {list.map((upload) => (
              <li key={upload.key} className="grid gap-1.5 rounded-md border border-grey-200 bg-white px-3 py-2 text-sm">
                <div className="flex items-center justify-between gap-3">
                  <span className="min-w-0 truncate font-semibold text-ink" title={upload.name}>
                    {upload.name}
                  </span>
                  <span
                    className={`shrink-0 text-xs font-semibold ${
                      upload.state === "failed" ? "text-promo" : upload.state === "sent" ? "text-success" : "text-grey-600"
                    }`}
                  >
                    {upload.state === "waiting"
                      ? t.waiting
                      : upload.state === "sending"
                        ? t.progress(upload.percent)
                        : upload.state === "sent"
                          ? t.sent
                          : t.failed}
                  </span>
                </div>
                {upload.state === "failed" ? (
                  <p className="text-xs text-promo">{upload.reason}</p>
                ) : (
                  <div
                    role="progressbar"
                    aria-label={t.uploading(upload.name)}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={upload.percent}
                    aria-valuetext={t.progress(upload.percent)}
                    className="h-1.5 overflow-hidden rounded-full bg-grey-100"
                  >
                    <div
                      className={`h-full rounded-full transition-[width] ${upload.state === "sent" ? "bg-success" : "bg-ink"}`}
                      style={{ width: `${upload.percent}%` }}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
          {finished && (
            <button type="button" onClick={() => setList([])} className="min-h-11 justify-self-start text-sm font-semibold text-grey-600 underline-offset-4 hover:text-ink hover:underline">
              {t.clearUploads}
            </button>
          )}
        </div>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {list
          .filter((upload) => upload.state === "sent" || upload.state === "failed")
          .map((upload) => `${upload.name} : ${upload.state === "sent" ? t.sent : upload.reason}`)
          .join(". ")}
      </p>
    </div>
  );
}
