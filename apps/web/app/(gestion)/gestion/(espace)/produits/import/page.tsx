import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader, Panel, adminButton } from "@/components/admin/admin-ui";
import { CatalogueImport } from "@/components/admin/catalogue-files/catalogue-import";
import { canEditCatalogue } from "@/lib/admin/catalogue";
import { requireStaff } from "@/lib/admin/server";
import { getAdminCatalogueFilesMessages } from "@/messages/admin";

/** The catalogue file: the export to download (every member of staff), the import with its preview and progress. */
export const metadata: Metadata = { title: getAdminCatalogueFilesMessages().metaTitle };

export default async function CatalogueFilePage() {
  const staff = await requireStaff();
  const t = getAdminCatalogueFilesMessages();
  const writer = canEditCatalogue(staff.role);
  const exportPanel = (
    <Panel title={t.export.title}>
      <p className="text-sm text-grey-700">{t.export.text}</p>
      {/* A plain link: the browser downloads the file as the API streams it. */}
      <a href="/api/admin/catalogue/export" download className={adminButton("secondary", "mt-4 w-full")}>
        {t.export.button}
      </a>
    </Panel>
  );
  return (
    <>
      <Link href="/gestion/produits" className="text-sm font-semibold text-grey-600 hover:text-ink">
        ← {t.back}
      </Link>
      <div className="mt-2">
        <PageHeader title={writer ? t.title : t.export.title} description={writer ? t.intro : t.readOnly} />
      </div>
      {writer ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <CatalogueImport />
          {exportPanel}
        </div>
      ) : (
        <div className="max-w-xl">{exportPanel}</div>
      )}
    </>
  );
}
