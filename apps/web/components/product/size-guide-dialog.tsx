"use client";

import { sizeGuide, type Measure, type SizeGuideKind } from "@shop/domain/size-guide";
import { LocaleLink } from "@/components/ui/locale-link";
import { createPortal } from "react-dom";
import { CloseIcon } from "@/components/ui/icons";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { getSizeGuideMessages } from "@/messages/size-guide";
import { useLocale } from "@/lib/locale/context";

const TITLE_ID = "size-guide-title";
const TABLE_ID = "size-guide-table";

/** Centimetres the French way: « 25,5 ». */
const centimetres = (value: number) => value.toLocaleString("fr-FR", { maximumFractionDigits: 1 });

/**
 * The open size guide, loaded on the first click of 'Guide des tailles': the table of the product's kind, a row
 * per size it is sold in, how to measure, and the exchange policy. A modal <dialog> (focus kept inside, Escape
 * and the backdrop close it, focus goes back to the button); it is rendered in <body>, outside the buying form.
 */
export function SizeGuideDialog({
  kind,
  sizes,
  onClose,
}: {
  kind: SizeGuideKind;
  sizes: string[];
  onClose: () => void;
}) {
  const t = getSizeGuideMessages(useLocale());
  const dialog = useModalDialog(true, onClose);
  const guide = sizeGuide(kind, sizes);
  const measure = (value: Measure) =>
    typeof value === "number" ? centimetres(value) : t.range(centimetres(value[0]), centimetres(value[1]));

  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={TITLE_ID}
      aria-describedby={TABLE_ID}
      className="m-auto max-h-[90dvh] w-[min(40rem,calc(100vw-2rem))] max-w-none overflow-y-auto bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60"
    >
      <div className="p-5 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={TITLE_ID} className="text-xl font-black uppercase tracking-tight sm:text-2xl">
            {t.title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t.close}
            className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-grey-100"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="mt-5 overflow-x-auto">
          <table id={TABLE_ID} className="w-full border-collapse text-sm" data-testid="size-guide-table">
            <caption className="mb-3 text-start text-xs font-bold uppercase tracking-[0.15em] text-gold-deep">
              {t.tables[kind]}
            </caption>
            <thead>
              <tr className="bg-ink text-white">
                <th scope="col" className="px-3 py-2.5 text-start text-xs font-bold">
                  {t.size[kind]}
                </th>
                {guide.columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2.5 text-end text-xs font-bold">
                    {t.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {guide.rows.map((row) => (
                <tr key={row.size} className="border-b border-grey-200 even:bg-grey-50">
                  <th scope="row" className="px-3 py-2 text-start font-bold">
                    {row.size}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={guide.columns[index]} className="px-3 py-2 text-end tabular-nums">
                      {measure(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-5 text-sm leading-relaxed text-grey-700">{t.howTo[kind]}</p>
        <p className="mt-4 border-t border-grey-200 pt-4 text-sm">
          {t.exchange}{" "}
          <LocaleLink href="/help/retour" onClick={onClose} className="font-semibold underline underline-offset-4">
            {t.exchangeLink}
          </LocaleLink>
        </p>
      </div>
    </dialog>,
    document.body,
  );
}
