import type { BulkPreview, BulkPreviewRow, BulkPrices } from "@shop/domain/contract/admin-bulk-prices";
import { formatMoney } from "@shop/domain/money";
import { getAdminBulkPricesMessages } from "@/messages/admin";
import { formatDateTime } from "../admin-ui";

/** Rows drawn at most: the counts above say the rest; refused rows come first so none is missed. */
const ROWS_SHOWN = 500;

const cell = "px-3 py-2 align-top md:px-4";
/** A cell whose value the change moves: gold, as the grid marks what changed and is not saved yet. */
const moved = "bg-gold-light/60";

function window(prices: BulkPrices): string {
  const t = getAdminBulkPricesMessages().result;
  if (prices.promoPrice === null) return t.none;
  const parts = [prices.promoStart && t.from(formatDateTime(prices.promoStart)), prices.promoEnd && t.until(formatDateTime(prices.promoEnd))];
  return parts.filter(Boolean).join(" ") || t.open;
}

function promo(prices: BulkPrices): string {
  const t = getAdminBulkPricesMessages().result;
  if (prices.promoPrice === null) return t.none;
  return `${formatMoney(prices.promoPrice)} (${prices.promoInForce ? t.inForce : t.planned})`;
}

/** « avant → après » in one cell, the « après » in bold when it differs; the words are there for screen readers. */
function BeforeAfter({ before, after }: { before: string; after: string | null }) {
  const t = getAdminBulkPricesMessages().result;
  if (after === null || after === before) return <span>{before}</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1">
      <span className="sr-only">{t.before}</span>
      <span className="text-grey-600 line-through decoration-grey-400">{before}</span>
      <span aria-hidden="true">→</span>
      <span className="sr-only">{t.after}</span>
      <strong className="font-bold text-ink">{after}</strong>
    </span>
  );
}

function Row({ row }: { row: BulkPreviewRow }) {
  const t = getAdminBulkPricesMessages().result;
  const after = row.after;
  const price = [formatMoney(row.before.price), after && formatMoney(after.price)] as const;
  const promoText = [promo(row.before), after && promo(after)] as const;
  const windowText = [window(row.before), after && window(after)] as const;
  const differs = (pair: readonly [string, string | null]) => pair[1] !== null && pair[0] !== pair[1];
  return (
    <tr className={`border-b border-grey-100 last:border-0 ${row.refusal ? "bg-promo/5" : ""}`}>
      <th scope="row" className={`${cell} text-start font-normal`}>
        <span className="block font-semibold text-ink">{row.title}</span>
        <span className="block text-xs text-grey-600">
          {row.colour} · {row.size}
        </span>
      </th>
      <td className={`${cell} whitespace-nowrap tabular-nums ${differs(price) ? moved : ""}`}>
        <BeforeAfter before={price[0]} after={price[1]} />
      </td>
      <td className={`${cell} tabular-nums ${differs(promoText) ? moved : ""}`}>
        <BeforeAfter before={promoText[0]} after={promoText[1]} />
      </td>
      <td className={`${cell} hidden text-xs lg:table-cell ${differs(windowText) ? moved : ""}`}>
        <BeforeAfter before={windowText[0]} after={windowText[1]} />
      </td>
      <td className={cell}>
        {row.refusal ? (
          <span className="text-promo">
            <strong className="block font-semibold">{t.refused}</strong>
            <span className="text-xs">{row.refusal}</span>
          </span>
        ) : (
          <span className={row.changed ? "font-semibold text-success" : "text-grey-600"}>{row.changed ? t.changed : t.unchanged}</span>
        )}
      </td>
    </tr>
  );
}

/** The preview: every size before → after, the cells the change moves highlighted, refused sizes with their reason. */
export function PreviewTable({ preview }: { preview: BulkPreview }) {
  const t = getAdminBulkPricesMessages().result;
  const rows = [...preview.rows.filter((row) => row.refusal !== null), ...preview.rows.filter((row) => row.refusal === null)].slice(0, ROWS_SHOWN);
  const columns = [t.columns.article, t.columns.price, t.columns.promo, t.columns.window, t.columns.status];
  return (
    <div className="grid gap-2">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm lg:min-w-0">
          <thead>
            <tr className="border-b border-grey-200 text-xs font-semibold uppercase tracking-wider text-grey-600">
              {columns.map((label, index) => (
                <th key={label} scope="col" className={`${cell} text-start ${index === 3 ? "hidden lg:table-cell" : ""}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.skuId} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      {preview.rows.length > rows.length && <p className="px-4 pb-3 text-xs text-grey-600">{t.shown(rows.length, preview.rows.length)}</p>}
    </div>
  );
}
