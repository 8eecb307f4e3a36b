import type { Metadata } from "next";
import type { AdminOffers } from "@shop/domain/contract/admin-offers";
import { OffersManager } from "@/components/admin/offers/offers-manager";
import { canEditCatalogue } from "@/lib/admin/catalogue";
import { adminGet, requireStaff } from "@/lib/admin/server";
import { getAdminOffersMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminOffersMessages().page.metaTitle };

/** The order-value offers and free delivery, changed here by owners and the catalogue role, read by operators. */
export default async function OffersPage() {
  const [staff, data] = await Promise.all([requireStaff(), adminGet<AdminOffers>("/api/admin/offers")]);
  return <OffersManager data={data} writer={canEditCatalogue(staff.role)} />;
}
