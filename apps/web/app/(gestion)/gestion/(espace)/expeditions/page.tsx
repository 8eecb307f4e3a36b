import type { Metadata } from "next";
import type { AdminOrderList } from "@shop/domain/contract/admin-orders";
import { PageHeader, Panel, adminButton } from "@/components/admin/admin-ui";
import { OrderList } from "@/components/admin/orders/order-list";
import { TrackingImport } from "@/components/admin/shipping/tracking-import";
import { adminGet } from "@/lib/admin/server";
import { getAdminMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminMessages().shipping.metaTitle };

/** Courier hand-off in two steps: the confirmed orders out as a CSV, the tracking numbers back in. */
export default async function ShippingPage() {
  const t = getAdminMessages().shipping;
  const confirmed = await adminGet<AdminOrderList>("/api/admin/orders", { status: "confirmed", pageSize: 100 });
  return (
    <>
      <PageHeader title={t.title} description={t.adapterNote} />
      <div className="grid gap-4">
        <Panel title={t.exportTitle}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="max-w-2xl text-sm text-grey-700">{confirmed.total > 0 ? t.exportText(confirmed.total) : t.exportEmpty}</p>
            {confirmed.total > 0 && (
              // A plain link: the browser downloads the API's attachment with the staff cookie.
              <a href="/api/admin/courier/export" download className={adminButton("primary")}>
                {t.exportButton}
              </a>
            )}
          </div>
        </Panel>
        {confirmed.total > 0 && (
          <Panel bodyClassName="">
            <OrderList list={confirmed} />
          </Panel>
        )}
        <Panel title={t.importTitle}>
          <p className="mb-4 max-w-3xl text-sm text-grey-700">{t.importText}</p>
          <TrackingImport />
        </Panel>
      </div>
    </>
  );
}
