import type { Metadata } from "next";
import type { AdminAnnouncements } from "@shop/domain/contract/admin-announcements";
import { AnnouncementsManager } from "@/components/admin/announcements/announcements-manager";
import { canEditCatalogue } from "@/lib/admin/catalogue";
import { adminGet, requireStaff } from "@/lib/admin/server";
import { getAdminAnnouncementsMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminAnnouncementsMessages().page.metaTitle };

/** The top bar's announcements, changed here by owners and the catalogue role, read by operators. */
export default async function AnnouncementsPage() {
  const [staff, data] = await Promise.all([requireStaff(), adminGet<AdminAnnouncements>("/api/admin/announcements")]);
  return <AnnouncementsManager items={data.announcements} writer={canEditCatalogue(staff.role)} />;
}
