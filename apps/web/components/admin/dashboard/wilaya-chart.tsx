import type { Dashboard } from "@shop/domain/contract/admin-dashboard";
import { scaleLinear } from "d3-scale";
import { getAdminMessages } from "@/messages/admin";

const SHOWN = 10;

/** The wilayas with the most orders over 30 days, as horizontal bars (a d3 scale, rendered on the server). */
export function WilayaChart({ wilayas }: { wilayas: Dashboard["perWilaya"] }) {
  const t = getAdminMessages().dashboard;
  if (wilayas.length === 0) return <p className="text-sm text-grey-600">{t.perWilayaEmpty}</p>;
  const top = wilayas.slice(0, SHOWN);
  const width = scaleLinear()
    .domain([0, Math.max(1, ...top.map((wilaya) => wilaya.orders))])
    .range([0, 100]);
  return (
    <ol className="grid gap-2.5">
      {top.map((wilaya) => (
        <li key={wilaya.stateId} className="grid grid-cols-[8.5rem_1fr_2.5rem] items-center gap-3 text-sm">
          <span className="truncate text-grey-700">
            <span className="tabular-nums text-grey-500">{String(wilaya.stateId).padStart(2, "0")}</span> {wilaya.name}
          </span>
          <span className="h-2.5 overflow-hidden rounded-full bg-grey-100" aria-hidden="true">
            <span className="block h-full rounded-full bg-gold" style={{ width: `${width(wilaya.orders)}%` }} />
          </span>
          <span className="text-end font-semibold tabular-nums">{wilaya.orders}</span>
        </li>
      ))}
    </ol>
  );
}
