import { PageHeader, Panel } from "@/components/admin/admin-ui";
import { getAdminDeliveryMessages } from "@/messages/admin";

/** While the grid is read: the page's frame, and grey bars where the wilayas will be. */
export default function DeliveryLoading() {
  const t = getAdminDeliveryMessages();
  return (
    <>
      <PageHeader title={t.page.title} />
      <Panel title={t.grid.title} bodyClassName="">
        <div role="status" aria-busy="true" className="divide-y divide-grey-100">
          <span className="sr-only">{t.page.loading}</span>
          {[1, 2, 3, 4, 5, 6].map((index) => (
            <div key={index} className="flex items-center gap-4 px-5 py-3">
              <span aria-hidden="true" className="size-4 animate-pulse rounded bg-grey-200" />
              <span aria-hidden="true" className="h-3 w-32 animate-pulse rounded bg-grey-200" />
              <span aria-hidden="true" className="h-3 flex-1 animate-pulse rounded bg-grey-100" />
              <span aria-hidden="true" className="h-3 flex-1 animate-pulse rounded bg-grey-100" />
            </div>
          ))}
        </div>
      </Panel>
    </>
  );
}
