import type { Dashboard } from "@shop/domain/contract/admin-dashboard";
import { scaleBand, scaleLinear } from "d3-scale";
import { line as d3Line, curveMonotoneX } from "d3-shape";
import { getAdminMessages } from "@/messages/admin";
import { formatDate } from "../admin-ui";

const WIDTH = 720;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 24, left: 28 };

/**
 * Orders per day over 30 days as bars, deliveries as a line, drawn on the server with d3's scales and path
 * generators: plain SVG in the HTML, no chart code sent to the browser. The figures are also given as text.
 */
export function OrdersPerDayChart({ days }: { days: Dashboard["perDay"] }) {
  const t = getAdminMessages().dashboard;
  const max = Math.max(1, ...days.map((day) => Math.max(day.orders, day.delivered)));
  const x = scaleBand<string>()
    .domain(days.map((day) => day.date))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.25);
  const y = scaleLinear().domain([0, max]).nice(4).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const delivered = d3Line<Dashboard["perDay"][number]>()
    .x((day) => (x(day.date) ?? 0) + x.bandwidth() / 2)
    .y((day) => y(day.delivered))
    .curve(curveMonotoneX)(days);
  const totals = days.reduce((sum, day) => ({ orders: sum.orders + day.orders, delivered: sum.delivered + day.delivered }), {
    orders: 0,
    delivered: 0,
  });
  const labelEvery = Math.ceil(days.length / 6);

  return (
    <figure className="grid gap-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={t.perDayDescription(totals.orders, totals.delivered)}>
        {y.ticks(4).map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} className="stroke-grey-100" />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-grey-500 text-xxs">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day) => (
          <rect
            key={day.date}
            x={x(day.date)}
            y={y(day.orders)}
            width={x.bandwidth()}
            height={Math.max(0, y(0) - y(day.orders))}
            rx={2}
            className="fill-ink"
          >
            <title>{`${formatDate(day.date)} : ${day.orders} / ${day.delivered}`}</title>
          </rect>
        ))}
        {delivered && <path d={delivered} fill="none" strokeWidth={2.5} className="stroke-gold" />}
        {days.map((day, index) =>
          index % labelEvery === 0 ? (
            <text key={day.date} x={(x(day.date) ?? 0) + x.bandwidth() / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-grey-500 text-xxs">
              {formatDate(day.date)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="flex gap-4 text-xs text-grey-600">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-ink" />
          {t.perDayLegendOrders}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-0.5 w-4 bg-gold" />
          {t.perDayLegendDelivered}
        </span>
      </figcaption>
    </figure>
  );
}
