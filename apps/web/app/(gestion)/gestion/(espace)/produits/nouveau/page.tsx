import type { Metadata } from "next";
import Link from "next/link";
import type { FacetChoices } from "@shop/domain/contract/admin-catalogue-reads";
import { PageHeader } from "@/components/admin/admin-ui";
import { ForbiddenNotice } from "@/components/admin/forbidden-notice";
import { NewProductForm } from "@/components/admin/products/new-product-form";
import { canEditCatalogue, getCategoryChoices } from "@/lib/admin/catalogue";
import { adminGet, requireStaff } from "@/lib/admin/server";
import { getAdminProductsMessages } from "@/messages/admin";

/** An operator's tab says what the page says: creating products is the catalogue's. */
export async function generateMetadata(): Promise<Metadata> {
  const staff = await requireStaff();
  const t = getAdminProductsMessages();
  return { title: canEditCatalogue(staff.role) ? t.editor.newMetaTitle : t.forbidden.metaTitle };
}

/** A new product: created as a draft, then edited on its own page where colours, sizes and pictures are added. */
export default async function NewProductPage() {
  const staff = await requireStaff();
  const t = getAdminProductsMessages();
  if (!canEditCatalogue(staff.role)) {
    return (
      <ForbiddenNotice
        code="403"
        title={t.forbidden.title}
        text={t.forbidden.text}
        back={{ href: "/gestion/produits", label: t.forbidden.back }}
      />
    );
  }
  const [categories, facets] = await Promise.all([
    getCategoryChoices(),
    adminGet<FacetChoices>("/api/admin/catalogue/facets"),
  ]);
  return (
    <>
      <Link href="/gestion/produits" className="text-sm font-semibold text-grey-600 hover:text-ink">
        ← {t.editor.back}
      </Link>
      <div className="mt-2">
        <PageHeader title={t.editor.newTitle} description={t.editor.newIntro} />
      </div>
      <NewProductForm categories={categories} facetChoices={facets.facets} />
    </>
  );
}
