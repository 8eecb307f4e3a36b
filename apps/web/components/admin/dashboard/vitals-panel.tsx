import type { AdminVitals, VitalsPageRow } from "@shop/domain/contract/vitals";
import { VITAL_NAMES, type VitalName, type VitalRating } from "@shop/domain/vitals";
import { Panel } from "@/components/admin/admin-ui";
import { AdminTable } from "@/components/admin/admin-table";
import { getAdminVitalsMessages } from "@/messages/admin";

const RATING_STYLES: Record<VitalRating, string> = {
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  "needs-improvement": "bg-amber-50 text-amber-800 ring-amber-200",
  poor: "bg-red-50 text-red-800 ring-red-200",
};

const number = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

/** A figure as Google's reports write it: seconds for LCP and TTFB, ms for INP, no unit for CLS. */
function formatVital(name: VitalName, value: number): string {
  if (name === "CLS") return number.format(Math.round(value * 100) / 100);
  if (name === "INP") return `${Math.round(value)} ms`;
  return `${number.format(Math.round(value / 100) / 10)} s`;
}

function VitalCell({ name, summary }: { name: VitalName; summary: VitalsPageRow[VitalName] }) {
  const t = getAdminVitalsMessages();
  if (!summary) return <td className="px-4 py-3 text-end text-grey-500">{t.none}</td>;
  return (
    <td className="px-4 py-3 text-end">
      <span className="font-bold tabular-nums">{formatVital(name, summary.p75)}</span>{" "}
      <span
        className={`ms-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${RATING_STYLES[summary.rating]}`}
      >
        {t.ratings[summary.rating]}
      </span>
    </td>
  );
}

/** How fast real shoppers find the shop: the 75th percentile per page type over 7 and 28 days, rated. */
export function VitalsPanel({ vitals, sample }: { vitals: AdminVitals; sample: number }) {
  const t = getAdminVitalsMessages();
  const columns = [
    { label: t.page },
    ...VITAL_NAMES.map((name) => ({ label: t.metrics[name], align: "end" as const })),
    { label: t.samples, align: "end" as const },
  ];
  return (
    <Panel title={t.title}>
      <p className="text-sm text-grey-600">{t.intro(`${number.format(sample * 100)} %`)}</p>
      {vitals.windows.map((window) => (
        <div key={window.days} className="mt-4">
          <h3 className="text-xs font-semibold uppercase tracking-wider text-grey-600">{t.window(window.days)}</h3>
          {window.pages.length === 0 ? (
            <p className="mt-2 text-sm text-grey-600">{t.empty}</p>
          ) : (
            <AdminTable columns={columns} tableClassName="min-w-[44rem]">
              {window.pages.map((row) => (
                <tr key={row.page} className="border-b border-grey-100 last:border-0">
                  <th scope="row" className="px-4 py-3 text-start font-semibold">
                    {t.pages[row.page]}
                  </th>
                  {VITAL_NAMES.map((name) => (
                    <VitalCell key={name} name={name} summary={row[name]} />
                  ))}
                  <td className="px-4 py-3 text-end tabular-nums text-grey-600">
                    {Math.max(...VITAL_NAMES.map((name) => row[name]?.count ?? 0))}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </div>
      ))}
      <p className="mt-4 text-xs text-grey-500">{t.thresholds}</p>
    </Panel>
  );
}
