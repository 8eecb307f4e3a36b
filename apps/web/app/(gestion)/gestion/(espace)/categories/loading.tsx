import { PageHeader, Panel } from "@/components/admin/admin-ui";
import { getAdminCategoriesMessages } from "@/messages/admin";

/** While the tree is read: the page's frame, and grey rows where the categories will be. */
export default function CategoriesLoading() {
  const t = getAdminCategoriesMessages().page;
  return (
    <>
      <PageHeader title={t.title} />
      <Panel title={t.treeTitle} bodyClassName="">
        <div role="status" aria-busy="true" className="divide-y divide-grey-100">
          <span className="sr-only">{t.loading}</span>
          {[1, 2, 2, 2, 1, 2, 2].map((depth, index) => (
            <div key={index} className={`flex items-center gap-3 py-4 pe-5 ${depth === 1 ? "bg-grey-50 ps-5" : "ps-14"}`}>
              <span aria-hidden="true" className="h-4 w-40 animate-pulse rounded bg-grey-200" />
              <span aria-hidden="true" className="h-4 w-16 animate-pulse rounded bg-grey-100" />
              <span aria-hidden="true" className="ms-auto hidden h-9 w-44 animate-pulse rounded bg-grey-100 md:block" />
            </div>
          ))}
        </div>
      </Panel>
    </>
  );
}
