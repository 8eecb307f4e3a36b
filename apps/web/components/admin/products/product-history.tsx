import type { ProductHistory as History } from "@shop/domain/contract/admin-catalogue-reads";
import { facetLabel } from "@shop/domain/facets";
import { getAdminProductsMessages } from "@/messages/admin";
import { formatDateTime } from "../admin-ui";

/**
 * The French name of a history line's field: the product's own (`titleFr`), a filter (`attributes.surface`), a
 * colour's (`colour.<n°>.nameFr`) or a size's (`size.<n°>.<size>.price`, the size possibly « 37.5 »).
 */
export function historyFieldLabel(field: string): string {
  const t = getAdminProductsMessages().history;
  const known = t.fields[field];
  if (known) return known;
  const attribute = /^attributes\.(.+)$/.exec(field);
  if (attribute?.[1]) return t.attribute(facetLabel(attribute[1]) ?? attribute[1]);
  const colour = /^colour\.([^.]+)\.([^.]+)$/.exec(field);
  if (colour?.[1] && colour[2]) return t.colour(colour[1], t.colourFields[colour[2]] ?? colour[2]);
  const size = /^size\.([^.]+)\.(.+)\.([^.]+)$/.exec(field);
  if (size?.[1] && size[2] && size[3]) return t.size(size[1], size[2], t.sizeFields[size[3]] ?? size[3]);
  return field;
}

/** A value before or after a change, whole in the page (a long description is clamped, its full text on hover). */
function Value({ value, tone }: { value: string | null; tone: "before" | "after" }) {
  const t = getAdminProductsMessages().history;
  const empty = value === null || value === "";
  const look = empty
    ? "bg-grey-100 italic text-grey-500"
    : tone === "before"
      ? "bg-promo/5 text-grey-700 line-through decoration-promo/40"
      : "bg-success/5 text-ink";
  return (
    <span
      title={empty ? undefined : value}
      className={`line-clamp-3 min-w-0 whitespace-pre-line break-words rounded px-1.5 py-0.5 ${look}`}
    >
      {empty ? t.emptyValue : value}
    </span>
  );
}

/**
 * Every change of the product, newest first: who, when, which field (in French), before → after. Folded by
 * default under its count: the form comes first.
 */
export function ProductHistory({ history }: { history: History }) {
  const t = getAdminProductsMessages().history;
  const events = [...history.events].sort((a, b) => b.id - a.id);
  return (
    <details className="group rounded-lg border border-grey-200 bg-white shadow-[0_1px_2px_rgb(0_0_0/0.04)]">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 hover:bg-grey-50 md:px-5 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="text-sm font-bold text-ink">{t.title}</span>
          <span className="ms-2 text-sm text-grey-600">{t.summary(events.length)}</span>
        </span>
        <span aria-hidden="true" className="text-grey-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="border-t border-grey-100">
        {events.length === 0 ? (
          <p className="px-4 py-6 text-sm text-grey-600 md:px-5">{t.empty}</p>
        ) : (
          <ol className="divide-y divide-grey-100">
            {events.map((event) => (
              <li
                key={event.id}
                className="grid gap-1.5 px-4 py-3 text-sm md:grid-cols-[10rem_16rem_minmax(0,1fr)] md:gap-4 md:px-5"
              >
                <p className="text-grey-600">
                  <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                  <span className="block text-xs">{t.by(event.actor ?? t.shop)}</span>
                </p>
                <p className="font-semibold text-ink">{historyFieldLabel(event.field)}</p>
                <p className="flex min-w-0 flex-wrap items-start gap-1.5">
                  <span className="sr-only">{t.before} :</span>
                  <Value value={event.before} tone="before" />
                  <span aria-hidden="true" className="text-grey-500">
                    →
                  </span>
                  <span className="sr-only">{t.after} :</span>
                  <Value value={event.after} tone="after" />
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
