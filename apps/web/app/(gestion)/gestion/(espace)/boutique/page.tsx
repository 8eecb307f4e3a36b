import type { Metadata } from "next";
import type { AdminShop } from "@shop/domain/contract/admin-shop";
import { PageHeader } from "@/components/admin/admin-ui";
import { ForbiddenNotice } from "@/components/admin/forbidden-notice";
import { SettingsHistory } from "@/components/admin/offers/settings-history";
import { ShopDetailsForm } from "@/components/admin/shop/shop-details-form";
import { adminGet, requireStaff } from "@/lib/admin/server";
import { getAdminMessages, getAdminOffersMessages } from "@/messages/admin";

/** Another role's tab says what the page says: the shop's details are the owner's. */
export async function generateMetadata(): Promise<Metadata> {
  const staff = await requireStaff();
  return { title: staff.role === "owner" ? getAdminOffersMessages().shop.metaTitle : getAdminMessages().forbidden.metaTitle };
}

/** Owners only: the shop's name, phone, e-mail and links, as the storefront shows them; other roles get a refusal. */
export default async function ShopPage() {
  const staff = await requireStaff();
  if (staff.role !== "owner") {
    const t = getAdminMessages().forbidden;
    return <ForbiddenNotice code={t.code} title={t.title} text={t.text} back={{ href: "/gestion", label: t.back }} />;
  }
  const t = getAdminOffersMessages();
  const data = await adminGet<AdminShop>("/api/admin/shop");
  return (
    <>
      <PageHeader title={t.shop.title} description={t.shop.description} />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <ShopDetailsForm shop={data.shop} />
        <SettingsHistory events={data.history.slice(0, 10)} subject={() => t.history.shop} />
      </div>
    </>
  );
}
