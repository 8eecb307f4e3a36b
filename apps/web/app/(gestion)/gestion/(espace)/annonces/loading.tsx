import { PageHeader, Panel } from "@/components/admin/admin-ui";
import { getAdminAnnouncementsMessages } from "@/messages/admin";

/** While the items are read: the page's frame, and grey bars where the announcements will be. */
export default function AnnouncementsLoading() {
  const t = getAdminAnnouncementsMessages().page;
  return (
    <>
      <PageHeader title={t.title} />
      <Panel title={t.listTitle} bodyClassName="">
        <div role="status" aria-busy="true" className="divide-y divide-grey-100">
          <span className="sr-only">{t.loading}</span>
          {[1, 2, 3].map((index) => (
            <div key={index} className="grid gap-2 px-5 py-4">
              <span aria-hidden="true" className="h-3 w-40 animate-pulse rounded bg-grey-100" />
              <span aria-hidden="true" className="h-10 w-full animate-pulse rounded bg-grey-200" />
              <span aria-hidden="true" className="h-10 w-full animate-pulse rounded bg-grey-100" />
            </div>
          ))}
        </div>
      </Panel>
    </>
  );
}
