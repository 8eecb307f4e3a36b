import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/admin/admin-ui";
import { BulkPricesEditor } from "@/components/admin/bulk-prices/bulk-prices-editor";
import { ForbiddenNotice } from "@/components/admin/forbidden-notice";
import { canEditCatalogue, getCategoryChoices } from "@/lib/admin/catalogue";
import { requireStaff } from "@/lib/admin/server";
import { getAdminBulkPricesMessages, getAdminProductsMessages } from "@/messages/admin";

/** An operator's tab says what the page says: changing prices is the catalogue's. */
export async function generateMetadata(): Promise<Metadata> {
  const staff = await requireStaff();
  return { title: canEditCatalogue(staff.role) ? getAdminBulkPricesMessages().metaTitle : getAdminProductsMessages().forbidden.metaTitle };
}

/** Prices changed in bulk: products by category, search or list; an operation; a preview before → after; the apply. */
export default async function BulkPricesPage() {
  const staff = await requireStaff();
  const t = getAdminBulkPricesMessages();
  if (!canEditCatalogue(staff.role)) {
    const forbidden = getAdminProductsMessages().forbidden;
    return (
      <ForbiddenNotice code="403" title={forbidden.title} text={forbidden.text} back={{ href: "/gestion/produits", label: forbidden.back }} />
    );
  }
  const categories = await getCategoryChoices();
  return (
    <>
      <Link href="/gestion/produits" className="text-sm font-semibold text-grey-600 hover:text-ink">
        ← {t.back}
      </Link>
      <div className="mt-2">
        <PageHeader title={t.title} description={t.intro} />
      </div>
      <BulkPricesEditor categories={categories} />
    </>
  );
}
