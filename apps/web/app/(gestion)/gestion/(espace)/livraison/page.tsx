import type { Metadata } from "next";
import type { AdminStopDesks, DeliveryChanges, FeeGrid } from "@shop/domain/contract/admin-delivery";
import { DeliveryManager } from "@/components/admin/delivery/delivery-manager";
import { canEditCatalogue } from "@/lib/admin/catalogue";
import { adminGet, requireStaff } from "@/lib/admin/server";
import { getAdminDeliveryMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminDeliveryMessages().page.metaTitle };

/** The fee grid, its spreadsheet, the stop desks and the journal: changed by owners and the catalogue role. */
export default async function DeliveryPage() {
  const [staff, grid, desks, journal] = await Promise.all([
    requireStaff(),
    adminGet<FeeGrid>("/api/admin/delivery/fees"),
    adminGet<AdminStopDesks>("/api/admin/stop-desks"),
    adminGet<DeliveryChanges>("/api/admin/delivery/changes"),
  ]);
  return (
    <DeliveryManager grid={grid} stopDesks={desks.stopDesks} changes={journal.changes} writer={canEditCatalogue(staff.role)} />
  );
}
