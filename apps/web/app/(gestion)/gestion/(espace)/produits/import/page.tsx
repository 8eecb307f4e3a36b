import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader, Panel, adminButton } from "@/components/admin/admin-ui";
import { CatalogueImport } from "@/components/admin/catalogue-files/catalogue-import";
import { ForbiddenNotice } from "@/components/admin/forbidden-notice";
import { canEditCatalogue } from "@/lib/admin/catalogue";
import { requireStaff } from "@/lib/admin/server";
import { getAdminCatalogueFilesMessages, getAdminProductsMessages } from "@/messages/admin";

/** An operator's tab says what the page says: importing is the catalogue's. */
export async function generateMetadata(): Promise<Metadata> {
  const staff = await requireStaff();
  return { title: canEditCatalogue(staff.role) ? getAdminCatalogueFilesMessages().metaTitle : getAdminProductsMessages().forbidden.metaTitle };
}

/** The catalogue file: the export to download, the import with its preview and its progress. */
export default async function CatalogueFilePage() {
  const staff = await requireStaff();
  const t = getAdminCatalogueFilesMessages();
  if (!canEditCatalogue(staff.role)) {
    const forbidden = getAdminProductsMessages().forbidden;
    return <ForbiddenNotice code="403" title={forbidden.title} text={forbidden.text} back={{ href: "/gestion/produits", label: forbidden.back }} />;
  }
  return (
    <>
      <Link href="/gestion/produits" className="text-sm font-semibold text-grey-600 hover:text-ink">
        ← {t.back}
      </Link>
      <div className="mt-2">
        <PageHeader title={t.title} description={t.intro} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <CatalogueImport />
        <Panel title={t.export.title}>
          <p className="text-sm text-grey-700">{t.export.text}</p>
          {/* A plain link: the browser downloads the file as the API streams it. */}
          <a href="/api/admin/catalogue/export" download className={adminButton("secondary", "mt-4 w-full")}>
            {t.export.button}
          </a>
        </Panel>
      </div>
    </>
  );
}
