import { formatMoney } from "@shop/domain/money";
import { apiGet } from "@/lib/api/server";
import { getHelpMessages } from "@/messages/fr-help";
import { currentLocale } from "@/messages/locale";

/** One row of GET /api/states/prices: a wilaya and a delivery method. */
export type DeliveryFee = {
  stateId: number;
  code: string;
  name: string;
  method: "home-delivery" | "stopdesk-delivery";
  price: number;
  isAvailable: boolean;
  minDays: number;
  maxDays: number;
};

/** The fee grid (five minutes in Next's data cache), or null when the API cannot be read. */
export async function getDeliveryFees(): Promise<DeliveryFee[] | null> {
  try {
    return await apiGet<DeliveryFee[]>("/api/states/prices", { revalidate: 300 });
  } catch (error) {
    console.warn(`[web] grille de livraison indisponible : ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

type Row = { code: string; name: string; home?: DeliveryFee; stopDesk?: DeliveryFee };

function byState(fees: DeliveryFee[]): Row[] {
  const rows = new Map<number, Row>();
  for (const fee of fees) {
    const row = rows.get(fee.stateId) ?? { code: fee.code, name: fee.name };
    if (fee.method === "home-delivery") row.home = fee;
    else row.stopDesk = fee;
    rows.set(fee.stateId, row);
  }
  return [...rows.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/** Wilaya, home price, stop-desk price (or 'Non disponible') and delay in days, per wilaya (spec §2 help pages). */
export function DeliveryFeeGrid({ fees }: { fees: DeliveryFee[] }) {
  const locale = currentLocale();
  const t = getHelpMessages(locale).delivery;
  const price = (fee: DeliveryFee | undefined) => (fee?.isAvailable ? formatMoney(fee.price, locale) : t.unavailable);
  const delay = (row: Row) => {
    const fee = row.home?.isAvailable ? row.home : row.stopDesk;
    return fee ? t.days(fee.minDays, fee.maxDays) : t.unavailable;
  };
  return (
    <div className="mt-5 max-h-[36rem] overflow-auto border border-grey-200" tabIndex={0} role="region" aria-label={t.gridCaption}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t.gridCaption}</caption>
        <thead className="sticky top-0 bg-ink text-white">
          <tr>
            <th scope="col" className="px-3 py-3 text-start font-bold">{t.code}</th>
            <th scope="col" className="px-3 py-3 text-start font-bold">{t.state}</th>
            <th scope="col" className="px-3 py-3 text-end font-bold">{t.home}</th>
            <th scope="col" className="px-3 py-3 text-end font-bold">{t.stopDesk}</th>
            <th scope="col" className="px-3 py-3 text-end font-bold">{t.delay}</th>
          </tr>
        </thead>
        <tbody>
          {byState(fees).map((row) => (
            <tr key={row.code} className="border-t border-grey-200 even:bg-grey-50">
              <td className="px-3 py-2.5 tabular-nums text-grey-600">{row.code}</td>
              <th scope="row" className="px-3 py-2.5 text-start font-semibold">{row.name}</th>
              <td className="whitespace-nowrap px-3 py-2.5 text-end tabular-nums">{price(row.home)}</td>
              <td className={`whitespace-nowrap px-3 py-2.5 text-end tabular-nums ${row.stopDesk?.isAvailable ? "" : "text-grey-600"}`}>
                {price(row.stopDesk)}
              </td>
              <td className="whitespace-nowrap px-3 py-2.5 text-end tabular-nums">{delay(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
