import type { Metadata } from "next";
import Link from "next/link";
import type { AdminCategoryTree, CategoryProducts } from "@shop/domain/contract/admin-categories";
import { Panel } from "@/components/admin/admin-ui";
import { CategoriesManager } from "@/components/admin/categories/categories-manager";
import { ProductOrderEditor } from "@/components/admin/categories/product-order-editor";
import { canEditCatalogue } from "@/lib/admin/catalogue";
import { adminGet, requireStaff } from "@/lib/admin/server";
import { getAdminCategoriesMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminCategoriesMessages().page.metaTitle };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * The category tree, changed here by owners and the catalogue role, read by operators; with `?produits=<id>`, that
 * category's products in hand order above it (`q` searches the others).
 */
export default async function CategoriesPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const productsOf = Number(first(params.produits)) || undefined;
  const q = first(params.q);
  const [staff, tree, products] = await Promise.all([
    requireStaff(),
    adminGet<AdminCategoryTree>("/api/admin/categories"),
    productsOf ? adminGet<CategoryProducts>(`/api/admin/categories/${productsOf}/products`, { q }) : null,
  ]);
  const writer = canEditCatalogue(staff.role);
  const t = getAdminCategoriesMessages().order;
  const orderPanel = products && (
    <Panel
      title={t.title(products.category.titleFr)}
      actions={
        <Link href="/gestion/categories" className="text-sm font-semibold text-grey-600 hover:text-ink">
          {t.close}
        </Link>
      }
      bodyClassName=""
    >
      <ProductOrderEditor data={products} writer={writer} q={q} />
    </Panel>
  );
  return <CategoriesManager categories={tree.categories} writer={writer} orderPanel={orderPanel} />;
}
