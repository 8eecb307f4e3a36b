import type { ImportPreview } from "@shop/domain/contract/admin-catalogue-files";
import { getAdminCatalogueFilesMessages } from "@/messages/admin";
import { AdminTable } from "../admin-table";

/** Errors drawn at most: the count above says how many there are. */
const ERRORS_SHOWN = 1_000;

function Count({ value, label, tone }: { value: number; label: string; tone: string }) {
  return (
    <li className={`rounded-md border px-3 py-2 ${tone}`}>
      <span className="block text-xl font-black tabular-nums leading-tight">{value.toLocaleString("fr-FR")}</span>
      <span className="text-xs font-semibold">{label}</span>
    </li>
  );
}

/** The preview's counts, then every error by line and column, in the file's order. */
export function ImportPreviewSummary({ preview }: { preview: ImportPreview }) {
  const t = getAdminCatalogueFilesMessages().preview;
  const word = (text: string) => text.replace(/^[\d\s\u202f]+/, "");
  return (
    <div className="grid gap-4">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t.title}>
        <Count value={preview.create} label={word(t.create(preview.create))} tone="border-success/30 bg-success/5 text-success" />
        <Count value={preview.update} label={word(t.update(preview.update))} tone="border-gold/50 bg-gold-light/40 text-ink" />
        <Count value={preview.unchanged} label={word(t.unchanged(preview.unchanged))} tone="border-grey-200 bg-grey-50 text-grey-700" />
        <Count value={preview.errors.length} label={word(t.errors(preview.errors.length))} tone={preview.errors.length > 0 ? "border-promo/40 bg-promo/5 text-promo" : "border-grey-200 bg-grey-50 text-grey-700"} />
      </ul>
      {preview.errors.length > 0 && (
        <div className="grid gap-2">
          <p className="text-sm font-semibold text-promo">{t.errorsTitle}</p>
          <AdminTable cell="py-2 pe-4" columns={[{ label: t.line }, { label: t.column }, { label: t.message }]}>
            {preview.errors.slice(0, ERRORS_SHOWN).map((error, index) => (
              <tr key={`${error.line}-${error.column}-${index}`} className="border-b border-grey-100 align-top last:border-0">
                <td className="py-2 pe-4 font-semibold tabular-nums">{error.line}</td>
                <td className="py-2 pe-4 font-mono text-xs">{error.column}</td>
                <td className="py-2 pe-4">{error.message}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
    </div>
  );
}
