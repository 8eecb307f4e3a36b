import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { ProductEditor } from "@shop/domain/contract/admin-catalogue";
import type { FacetChoices, ProductHistory as History } from "@shop/domain/contract/admin-catalogue-reads";
import { formatDateTime } from "@/components/admin/admin-ui";
import { ARABIC_FONT } from "@/components/admin/products/bilingual-fields";
import { ColoursSection } from "@/components/admin/products/colours/colours-section";
import { EditProductForm } from "@/components/admin/products/edit-product-form";
import { ProductActions } from "@/components/admin/products/product-actions";
import { ProductHistory } from "@/components/admin/products/product-history";
import { ProductRevisionProvider } from "@/components/admin/products/product-revision";
import { ProductStatusBadge } from "@/components/admin/products/product-status-badge";
import { canEditCatalogue, getCategoryChoices } from "@/lib/admin/catalogue";
import { adminGet, requireStaff } from "@/lib/admin/server";
import { getAdminProductsMessages } from "@/messages/admin";

type Params = Promise<{ id: string }>;

/** Read once per request, for the tab's title and the page. */
const readProduct = cache(async (id: string): Promise<ProductEditor> => {
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  return adminGet<ProductEditor>(`/api/admin/products/${id}`);
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = await readProduct((await params).id);
  return { title: getAdminProductsMessages().editor.metaTitle(product.titleFr) };
}

/**
 * One product: its status and moves, its fields, its colours × sizes and pictures, its history. Everyone on the
 * staff reads it; operators see it without the means to change it (the API refuses them every catalogue write).
 */
export default async function ProductPage({ params }: { params: Params }) {
  const { id } = await params;
  const [staff, product, categories, facets, history] = await Promise.all([
    requireStaff(),
    readProduct(id),
    getCategoryChoices(),
    adminGet<FacetChoices>("/api/admin/catalogue/facets"),
    adminGet<History>(`/api/admin/products/${id}/history`),
  ]);
  const t = getAdminProductsMessages().editor;
  const writer = canEditCatalogue(staff.role);

  return (
    <ProductRevisionProvider initialRevision={product.revision}>
      <Link href="/gestion/produits" className="text-sm font-semibold text-grey-600 hover:text-ink">
        ← {t.back}
      </Link>
      <header className="mb-6 mt-2 grid gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="min-w-0 break-words text-2xl font-black tracking-tight md:text-3xl">
              {product.titleFr}
            </h1>
            <ProductStatusBadge status={product.status} />
          </div>
          {product.titleAr && (
            <p
              dir="rtl"
              lang="ar"
              className={`mt-1 w-fit max-w-full text-lg font-semibold text-grey-700 ${ARABIC_FONT}`}
            >
              {product.titleAr}
            </p>
          )}
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-grey-600">
            <div className="flex min-w-0 gap-1.5">
              <dt>{t.handleLine}</dt>
              <dd className="min-w-0 break-all font-mono text-xs leading-5 text-ink">{product.handle}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt>{t.number}</dt>
              <dd className="tabular-nums text-ink">{product.id}</dd>
            </div>
            <div>
              <dt className="sr-only">{t.lastChange}</dt>
              <dd>{t.updated(formatDateTime(product.updatedAt), product.updatedBy)}</dd>
            </div>
          </dl>
        </div>
        <ProductActions product={{ id: product.id, status: product.status }} canEdit={writer} />
      </header>
      {!writer && (
        <p className="mb-4 rounded-lg border border-info/30 bg-info/5 px-4 py-3 text-sm text-ink">
          {t.readOnly}
        </p>
      )}
      <div className="grid gap-4">
        <EditProductForm
          product={product}
          categories={categories}
          facetChoices={facets.facets}
          readOnly={!writer}
        />
        {/* A disabled fieldset turns every control of the colours off for a reader, whatever they are. */}
        <fieldset disabled={!writer} className="min-w-0">
          <ColoursSection product={product} />
        </fieldset>
        <ProductHistory history={history} />
      </div>
    </ProductRevisionProvider>
  );
}
