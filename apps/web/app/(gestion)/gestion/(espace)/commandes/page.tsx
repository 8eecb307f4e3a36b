import type { Metadata } from "next";
import type { State } from "@shop/domain/contract/geography";
import type { OrderStatus } from "@shop/domain/constants";
import { AdminOrderListQuerySchema, type AdminOrderList } from "@shop/domain/contract/admin-orders";
import { PageHeader, Pagination, Panel } from "@/components/admin/admin-ui";
import { OrderFilters } from "@/components/admin/orders/order-filters";
import { OrderList, StatusTabs } from "@/components/admin/orders/order-list";
import { OrdersExport } from "@/components/admin/orders/orders-export";
import { adminGet, withQuery } from "@/lib/admin/server";
import { apiGet } from "@/lib/api/server";
import { getAdminMessages, getAdminPagesMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminPagesMessages().orders.metaTitle };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Today in Algiers as AAAA-MM-JJ, and the first day of its month: the export's period until staff change it. */
function thisMonthInAlgiers(now = new Date()) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Algiers", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The orders, filtered and paginated by the API from the URL's query; an invalid filter is dropped. */
export default async function OrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = Object.fromEntries(
    Object.entries(await searchParams).flatMap(([key, value]) => {
      const text = Array.isArray(value) ? value[0] : value;
      return text ? [[key, text]] : [];
    }),
  );
  const parsed = AdminOrderListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : AdminOrderListQuerySchema.parse({});
  const [list, states] = await Promise.all([
    adminGet<AdminOrderList>("/api/admin/orders", { ...query }),
    apiGet<State[]>("/api/states", { revalidate: 3600 }),
  ]);
  const t = getAdminPagesMessages().orders;
  const { page: _page, pageSize: _size, ...filters } = query;
  const href = (changes: Partial<Record<string, string | number | undefined>>) =>
    withQuery("/gestion/commandes", { ...filters, ...changes });

  return (
    <>
      <PageHeader title={t.title} description={<span aria-live="polite">{getAdminMessages().common.results(list.total)}</span>} />
      <div className="grid gap-4">
        <StatusTabs counts={list.counts} current={query.status} href={(status?: OrderStatus) => href({ status })} />
        <OrderFilters query={query} states={states} />
        <Panel bodyClassName="">
          <OrderList list={list} />
        </Panel>
        <Pagination page={list.page} pageSize={list.pageSize} total={list.total} href={(page) => href({ page })} />
        <Panel>
          <OrdersExport {...thisMonthInAlgiers()} />
        </Panel>
      </div>
    </>
  );
}
