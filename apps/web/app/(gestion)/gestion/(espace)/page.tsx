import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import type { Dashboard, DashboardRates } from "@shop/domain/contract/admin-dashboard";
import { formatMoney } from "@shop/domain/money";
import { PageHeader, Panel, adminButton } from "@/components/admin/admin-ui";
import { OrdersPerDayChart } from "@/components/admin/dashboard/orders-per-day-chart";
import { VitalsPanel } from "@/components/admin/dashboard/vitals-panel";
import { WilayaChart } from "@/components/admin/dashboard/wilaya-chart";
import type { AdminVitals } from "@shop/domain/contract/vitals";
import { readWebEnv } from "@/lib/env.mjs";
import { adminGet, requireStaff } from "@/lib/admin/server";
import { getAdminMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminMessages().dashboard.metaTitle };

const percent = (rate: number | null) =>
  rate === null ? getAdminMessages().dashboard.noRate : `${Math.round(rate * 100)} %`;

function Kpi({ label, value, hint, href, accent }: { label: string; value: string; hint?: string; href?: string; accent?: boolean }) {
  const body = (
    <>
      <p className="text-xs font-semibold uppercase tracking-wider text-grey-600">{label}</p>
      <p className={`mt-2 text-3xl font-black tabular-nums tracking-tight ${accent ? "text-gold-deep" : "text-ink"}`}>{value}</p>
      {hint && <p className="mt-1 text-xs text-grey-600">{hint}</p>}
    </>
  );
  const box = "block rounded-lg border border-grey-200 bg-white p-4 shadow-[0_1px_2px_rgb(0_0_0/0.04)] md:p-5";
  return href ? (
    <Link href={href} className={`${box} transition-colors hover:border-grey-400`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

function Rates({ title, rates }: { title: string; rates: DashboardRates }) {
  const t = getAdminMessages().dashboard;
  const rows = [
    { label: t.orders, value: String(rates.orders) },
    { label: t.confirmationRate, value: percent(rates.confirmationRate) },
    { label: t.deliveryRate, value: percent(rates.deliveryRate) },
    { label: t.cashCollected, value: formatMoney(rates.cashCollected) },
  ];
  return (
    <Panel title={title}>
      <dl className="grid grid-cols-2 gap-4">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-xs text-grey-600">{row.label}</dt>
            <dd className="mt-0.5 text-xl font-black tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/** The shop's day at a glance: what to do now, how calls and deliveries go, where orders come from. */
export default async function DashboardPage() {
  // The catalogue role has no orders to see (its API refuses the dashboard): the back office opens on its products.
  if ((await requireStaff()).role === "catalogue") redirect("/gestion/produits");
  const [data, vitals] = await Promise.all([
    adminGet<Dashboard>("/api/admin/dashboard"),
    adminGet<AdminVitals>("/api/admin/vitals"),
  ]);
  const t = getAdminMessages().dashboard;
  return (
    <>
      <PageHeader
        title={t.title}
        actions={
          data.waitingConfirmation > 0 ? (
            <Link href="/gestion/commandes?status=pending-confirmation" className={adminButton("gold")}>
              {t.callNow}
            </Link>
          ) : undefined
        }
      />
      <div className="grid gap-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          <Kpi label={t.today} value={String(data.today.orders)} hint={t.todayRevenue(formatMoney(data.today.revenue))} />
          <Kpi label={t.waiting} value={String(data.waitingConfirmation)} hint={t.waitingHint} href="/gestion/commandes?status=pending-confirmation" accent />
          <Kpi label={t.toShip} value={String(data.toShip)} hint={t.toShipHint} href="/gestion/expeditions" />
          <Kpi label={t.unread} value={String(data.unreadMessages)} href="/gestion/messages?state=new" />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <Rates title={t.period7} rates={data.last7Days} />
          <Rates title={t.period30} rates={data.last30Days} />
        </div>
        <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <Panel title={t.perDayTitle}>
            <OrdersPerDayChart days={data.perDay} />
          </Panel>
          <Panel title={t.perWilayaTitle}>
            <WilayaChart wilayas={data.perWilaya} />
          </Panel>
        </div>
        <VitalsPanel vitals={vitals} sample={readWebEnv().WEB_VITALS_SAMPLE} />
      </div>
    </>
  );
}
