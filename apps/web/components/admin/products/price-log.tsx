import Link from "next/link";
import type { PriceChanges } from "@shop/domain/contract/admin-catalogue-reads";
import { formatMoney } from "@shop/domain/money";
import { getAdminMessages, getAdminProductsMessages } from "@/messages/admin";
import { AdminTable } from "../admin-table";
import { EmptyState, formatDateTime } from "../admin-ui";

type Change = PriceChanges["changes"][number];

const SOURCE_TONES: Record<Change["source"], string> = {
  editor: "bg-grey-100 text-grey-700",
  bulk: "bg-gold-light text-gold-deep",
  import: "bg-info/10 text-info",
};

/** « DA 4 900 → DA 3 900 », or a dash when neither side has a price (a promo neither set nor removed). */
function Move({ before, after, strong }: { before: number | null; after: number | null; strong?: boolean }) {
  const t = getAdminProductsMessages().prices;
  if (before === null && after === null) return <span className="text-grey-400">{t.none}</span>;
  const money = (value: number | null) => (value === null ? t.none : formatMoney(value));
  const tone =
    before !== null && after !== null
      ? after < before
        ? "text-success"
        : after > before
          ? "text-promo"
          : ""
      : "";
  return (
    <span className="whitespace-nowrap tabular-nums">
      <span className="text-grey-600">{money(before)}</span>
      <span aria-hidden="true" className="mx-1 text-grey-400">
        →
      </span>
      <span className="sr-only">, </span>
      <span className={`${strong ? "font-semibold" : ""} ${tone}`}>{money(after)}</span>
    </span>
  );
}

function Article({ change }: { change: Change }) {
  const t = getAdminProductsMessages().prices;
  return change.productId === null ? (
    <span>{change.label}</span>
  ) : (
    <Link
      href={`/gestion/produits/${change.productId}`}
      aria-label={t.open(change.label)}
      className="font-medium underline-offset-4 hover:underline"
    >
      {change.label}
    </Link>
  );
}

function Source({ source }: { source: Change["source"] }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${SOURCE_TONES[source]}`}
    >
      {getAdminProductsMessages().prices.sources[source]}
    </span>
  );
}

/** The shop's price changes, newest first: a table on desktop, a card per change on phones. */
export function PriceLog({ log }: { log: PriceChanges }) {
  const t = getAdminProductsMessages().prices;
  const who = (change: Change) => change.actor ?? getAdminMessages().common.system;
  if (log.changes.length === 0) return <EmptyState title={t.empty}>{t.emptyText}</EmptyState>;
  return (
    <>
      <AdminTable
        className="hidden md:block"
        columns={[
          { label: t.date },
          { label: t.article },
          { label: t.price },
          { label: t.promo },
          { label: t.source },
          { label: t.who },
        ]}
      >
        {log.changes.map((change) => (
          <tr key={change.id} className="border-b border-grey-100 last:border-0 hover:bg-grey-50">
            <td className="whitespace-nowrap px-4 py-3 text-grey-600">{formatDateTime(change.createdAt)}</td>
            <td className="max-w-[24rem] px-4 py-3">
              <Article change={change} />
            </td>
            <td className="px-4 py-3">
              <Move before={change.priceBefore} after={change.priceAfter} strong />
            </td>
            <td className="px-4 py-3">
              <Move before={change.promoBefore} after={change.promoAfter} />
            </td>
            <td className="px-4 py-3">
              <Source source={change.source} />
            </td>
            <td className="px-4 py-3 text-grey-700">{who(change)}</td>
          </tr>
        ))}
      </AdminTable>
      <ul className="grid divide-y divide-grey-100 md:hidden">
        {log.changes.map((change) => (
          <li key={change.id} className="grid gap-1.5 px-4 py-3 text-sm">
            <span className="flex items-start justify-between gap-2">
              <span className="min-w-0">
                <Article change={change} />
              </span>
              <Source source={change.source} />
            </span>
            <span className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
              <span className="text-grey-600">{t.price}</span>
              <Move before={change.priceBefore} after={change.priceAfter} strong />
              <span className="text-grey-600">{t.promo}</span>
              <Move before={change.promoBefore} after={change.promoAfter} />
            </span>
            <span className="flex justify-between gap-2 text-xs text-grey-600">
              <span className="truncate">{who(change)}</span>
              <span className="shrink-0">{formatDateTime(change.createdAt)}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
