import type { AdminOrderListQuery } from "@shop/domain/contract/admin-orders";
import type { State } from "@shop/domain/contract/geography";
import { DELIVERY_METHODS, PAYMENT_STATUSES } from "@shop/domain/constants";
import Link from "next/link";
import { getAdminPagesMessages } from "@/messages/admin";
import { getJourneyMessages } from "@/messages/journey";
import { SearchField, filterControl, filterLabel } from "../search-field";
import { adminButton } from "../admin-ui";

const control = filterControl;
const label = filterLabel;

/**
 * The list's search and filters as a plain GET form: the URL holds the whole state, so a filtered list can be
 * bookmarked, shared and read back by the server, and works before any script has loaded.
 */
export function OrderFilters({ query, states }: { query: AdminOrderListQuery; states: State[] }) {
  const t = getAdminPagesMessages().orders;
  const paymentLabels = getJourneyMessages().order.paymentStatus;
  const filtered = Boolean(query.paymentStatus || query.stateId || query.deliveryMethod || query.from || query.to || query.q);
  return (
    <form method="get" action="/gestion/commandes" role="search" className="grid gap-3 rounded-lg border border-grey-200 bg-white p-4">
      {query.status && <input type="hidden" name="status" value={query.status} />}
      <div className="flex gap-2">
        <SearchField
          id="orders-q"
          label={t.search}
          placeholder={t.searchPlaceholder}
          defaultValue={query.q}
          submit={
            <button type="submit" className={adminButton("primary")}>
              {t.search}
            </button>
          }
        />
      </div>
      <details className="group" open={filtered}>
        <summary className="cursor-pointer select-none text-sm font-semibold text-grey-700 hover:text-ink">{t.filters}</summary>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <div className="col-span-2 sm:col-span-1">
            <label htmlFor="orders-payment" className={label}>
              {t.payment}
            </label>
            <select id="orders-payment" name="paymentStatus" defaultValue={query.paymentStatus ?? ""} className={control}>
              <option value="">{t.any}</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {paymentLabels[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <label htmlFor="orders-wilaya" className={label}>
              {t.wilaya}
            </label>
            <select id="orders-wilaya" name="stateId" defaultValue={query.stateId ?? ""} className={control}>
              <option value="">{t.any}</option>
              {states.map((state) => (
                <option key={state.id} value={state.id}>
                  {state.code} – {state.name}
                </option>
              ))}
            </select>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <label htmlFor="orders-delivery" className={label}>
              {t.delivery}
            </label>
            <select id="orders-delivery" name="deliveryMethod" defaultValue={query.deliveryMethod ?? ""} className={control}>
              <option value="">{t.any}</option>
              {DELIVERY_METHODS.map((method) => (
                <option key={method} value={method}>
                  {method === "home-delivery" ? t.home : t.stopDesk}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="orders-from" className={label}>
              {t.from}
            </label>
            <input id="orders-from" name="from" type="date" defaultValue={query.from ?? ""} className={control} />
          </div>
          <div>
            <label htmlFor="orders-to" className={label}>
              {t.to}
            </label>
            <input id="orders-to" name="to" type="date" defaultValue={query.to ?? ""} className={control} />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={adminButton("secondary")}>
            {t.apply}
          </button>
          {filtered && (
            <Link href={query.status ? `/gestion/commandes?status=${query.status}` : "/gestion/commandes"} className={adminButton("secondary", "border-transparent")}>
              {t.reset}
            </Link>
          )}
        </div>
      </details>
    </form>
  );
}
