import type { Metadata } from "next";
import type { Blocklist } from "@shop/domain/contract/admin-customers";
import { EmptyState, PageHeader, Panel } from "@/components/admin/admin-ui";
import { BlockPhoneForm } from "@/components/admin/customers/block-phone-form";
import { BlockedPhones } from "@/components/admin/customers/blocked-phones";
import { adminGet } from "@/lib/admin/server";
import { getAdminPagesMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminPagesMessages().blocklist.metaTitle };

/** The numbers checkout refuses: block one, read why each is blocked, unblock. */
export default async function BlocklistPage() {
  const { phones } = await adminGet<Blocklist>("/api/admin/blocklist");
  const t = getAdminPagesMessages().blocklist;
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <div className="grid gap-4">
        <Panel title={t.addTitle}>
          <BlockPhoneForm />
        </Panel>
        <Panel title={phones.length > 0 ? t.listTitle(phones.length) : undefined} bodyClassName="">
          <BlockedPhones phones={phones} empty={<EmptyState title={t.empty}>{t.emptyText}</EmptyState>} />
        </Panel>
      </div>
    </>
  );
}
