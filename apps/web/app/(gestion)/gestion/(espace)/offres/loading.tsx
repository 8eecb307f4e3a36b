import { PageHeader, Panel } from "@/components/admin/admin-ui";
import { getAdminOffersMessages } from "@/messages/admin";

/** While the offers are read: the page's frame, and grey bars where the offers will be. */
export default function OffersLoading() {
  const t = getAdminOffersMessages().page;
  return (
    <>
      <PageHeader title={t.title} />
      <Panel title={t.listTitle} bodyClassName="">
        <div role="status" aria-busy="true" className="divide-y divide-grey-100">
          <span className="sr-only">{t.loading}</span>
          {[1, 2, 3].map((index) => (
            <div key={index} className="grid gap-2 px-5 py-4">
              <span aria-hidden="true" className="h-3 w-32 animate-pulse rounded bg-grey-100" />
              <span aria-hidden="true" className="h-6 w-48 animate-pulse rounded bg-grey-200" />
              <span aria-hidden="true" className="h-11 w-full animate-pulse rounded bg-grey-100" />
            </div>
          ))}
        </div>
      </Panel>
    </>
  );
}
