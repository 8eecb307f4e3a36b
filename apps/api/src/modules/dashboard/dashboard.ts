import type { Dashboard, DashboardRates } from "@shop/domain/contract/admin-dashboard";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { SHOP_TIME_ZONE } from "../order-admin/order-list.js";

/** Midnight, shop time, `days` days before today (0: today's start). */
const dayStart = (days: number) =>
  sql`(date_trunc('day', now() at time zone ${SHOP_TIME_ZONE}) - make_interval(days => ${days})) at time zone ${SHOP_TIME_ZONE}`;

/**
 * The figures of a period of `days` days, today included. Confirmation rate: orders confirmed (or beyond) out of
 * the orders whose call ended, placed in the period; delivery rate: delivered out of delivered and returned, closed
 * in the period; cash: totals of the orders delivered in the period.
 */
async function ratesOver(db: Queryable, days: number): Promise<DashboardRates> {
  const result = await db.execute<{ orders: number; confirmed: number; decided: number; delivered: number; closed: number; cash: number }>(sql`
    select
      (select count(*)::int from orders where created_at >= ${dayStart(days - 1)}) as orders,
      (select count(*)::int from orders where created_at >= ${dayStart(days - 1)}
          and status in ('confirmed', 'shipped', 'delivered', 'returned')) as confirmed,
      (select count(*)::int from orders where created_at >= ${dayStart(days - 1)}
          and status in ('confirmed', 'shipped', 'delivered', 'returned', 'cancelled')) as decided,
      (select count(*)::int from orders where closed_at >= ${dayStart(days - 1)} and status = 'delivered') as delivered,
      (select count(*)::int from orders where closed_at >= ${dayStart(days - 1)} and status in ('delivered', 'returned')) as closed,
      (select coalesce(sum(total), 0)::int from orders where closed_at >= ${dayStart(days - 1)} and status = 'delivered') as cash`);
  const row = result.rows[0]!;
  const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);
  return {
    orders: row.orders,
    confirmationRate: ratio(row.confirmed, row.decided),
    deliveryRate: ratio(row.delivered, row.closed),
    cashCollected: row.cash,
  };
}

/** The back office's first page, in a handful of aggregate queries over indexed columns. */
export async function getDashboard(db: Queryable): Promise<Dashboard> {
  const [counts, last7Days, last30Days, perWilaya, perDay] = await Promise.all([
    db.execute<{ todayOrders: number; todayRevenue: number; waiting: number; toShip: number; unread: number }>(sql`
      select
        (select count(*)::int from orders where created_at >= ${dayStart(0)}) as "todayOrders",
        (select coalesce(sum(total), 0)::int from orders where created_at >= ${dayStart(0)} and status <> 'cancelled') as "todayRevenue",
        (select count(*)::int from orders where status in ('pending-confirmation', 'no-answer')) as waiting,
        (select count(*)::int from orders where status = 'confirmed') as "toShip",
        (select count(*)::int from contact_messages where state = 'new') as unread`),
    ratesOver(db, 7),
    ratesOver(db, 30),
    db.execute<{ stateId: number; name: string; orders: number }>(sql`
      select s.id as "stateId", s.name, count(*)::int as orders
        from orders o join states s on s.id = o.state_id
       where o.created_at >= ${dayStart(29)}
       group by s.id, s.name order by orders desc, s.id`),
    db.execute<{ date: string; orders: number; delivered: number }>(sql`
      select to_char(d.day, 'YYYY-MM-DD') as date,
             (select count(*)::int from orders o
               where (o.created_at at time zone ${SHOP_TIME_ZONE})::date = d.day) as orders,
             (select count(*)::int from orders o
               where o.status = 'delivered' and (o.closed_at at time zone ${SHOP_TIME_ZONE})::date = d.day) as delivered
        from generate_series((now() at time zone ${SHOP_TIME_ZONE})::date - 29, (now() at time zone ${SHOP_TIME_ZONE})::date, interval '1 day') as d(day)
       order by d.day`),
  ]);
  const row = counts.rows[0]!;
  return {
    today: { orders: row.todayOrders, revenue: row.todayRevenue },
    waitingConfirmation: row.waiting,
    toShip: row.toShip,
    last7Days,
    last30Days,
    perWilaya: perWilaya.rows,
    perDay: perDay.rows,
    unreadMessages: row.unread,
  };
}
