import type {
  AdminOrderList,
  AdminOrderListItem,
  AdminOrderListQuery,
} from "@shop/domain/contract/admin-orders";
import { ORDER_STATUSES, type OrderStatus } from "@shop/domain/constants";
import { normalizePhoneNumber } from "@shop/domain/schemas";
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

/** The shop's days: a date filter's day runs from midnight to midnight in Algiers. */
export const SHOP_TIME_ZONE = "Africa/Algiers";

type Row = Omit<AdminOrderListItem, "createdAt" | "state" | "commune"> & {
  createdAt: string | Date;
  stateId: number;
  stateName: string;
  communeId: number;
  communeName: string;
};

/** What the search box finds: an order number, a phone number (any written form, or its end), a name. */
function searchCondition(q: string): SQL {
  const options: SQL[] = [
    sql`(o.first_name || ' ' || o.last_name) ilike ${`%${q.replace(/[\\%_]/g, "\\$&")}%`}`,
  ];
  const digits = normalizePhoneNumber(q).replace(/\D/g, "");
  if (/^\d{1,9}$/.test(q.trim())) options.push(sql`o.number = ${Number(q.trim())}`);
  if (digits.length >= 4 && /^[\d\s+]+$/.test(q.trim()))
    options.push(sql`o.phone_number like ${`%${digits}%`}`);
  return sql`(${sql.join(options, sql` or `)})`;
}

function filters(query: AdminOrderListQuery, withStatus: boolean): SQL {
  const conditions: SQL[] = [sql`true`];
  if (withStatus && query.status) conditions.push(sql`o.status = ${query.status}`);
  if (query.paymentStatus) conditions.push(sql`o.payment_status = ${query.paymentStatus}`);
  if (query.paymentMethod) conditions.push(sql`o.payment_method = ${query.paymentMethod}`);
  if (query.stateId) conditions.push(sql`o.state_id = ${query.stateId}`);
  if (query.deliveryMethod) conditions.push(sql`o.delivery_method = ${query.deliveryMethod}`);
  if (query.from)
    conditions.push(sql`o.created_at >= (${query.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  if (query.to)
    conditions.push(sql`o.created_at < (${query.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  if (query.q) conditions.push(searchCondition(query.q));
  return sql.join(conditions, sql` and `);
}

/** A page of orders, newest first, with the number of orders per status under the same filters (status aside). */
export async function listAdminOrders(db: Queryable, query: AdminOrderListQuery): Promise<AdminOrderList> {
  const offset = (query.page - 1) * query.pageSize;
  const [page, totals] = await Promise.all([
    db.execute<Row & { matching: number }>(sql`
      select o.id, o.number, o.status, o.created_at as "createdAt",
             o.first_name || ' ' || o.last_name as "customerName", o.phone_number as "phoneNumber",
             o.state_id as "stateId", s.name as "stateName", o.commune_id as "communeId", c.name as "communeName",
             o.delivery_method as "deliveryMethod", o.payment_method as "paymentMethod",
             o.payment_status as "paymentStatus", o.total, o.no_answer_attempts as "noAnswerAttempts",
             (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id and not l.is_gift) as "itemCount",
             count(*) over ()::int as matching
        from orders o
        join states s on s.id = o.state_id
        join communes c on c.id = o.commune_id
       where ${filters(query, true)}
       order by o.created_at desc, o.number desc
       limit ${query.pageSize} offset ${offset}`),
    db.execute<{ status: OrderStatus; n: number }>(sql`
      select o.status, count(*)::int as n from orders o where ${filters(query, false)} group by o.status`),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of totals.rows) counts[row.status] = row.n;
  let total = page.rows[0]?.matching;
  if (total === undefined) {
    // Past the last page the window count is missing: count the filtered orders themselves.
    total = query.status ? counts[query.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  }
  return {
    orders: page.rows.map(
      ({ stateId, stateName, communeId, communeName, createdAt, matching: _matching, ...row }) => ({
        ...row,
        createdAt: new Date(createdAt).toISOString(),
        state: { id: stateId, name: stateName },
        commune: { id: communeId, name: communeName },
      }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
