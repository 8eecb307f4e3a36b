import { PageHeader, Panel } from "@/components/admin/admin-ui";
import { getAdminOffersMessages } from "@/messages/admin";

/** While the details are read: the page's frame, and grey fields where they will be. */
export default function ShopLoading() {
  const t = getAdminOffersMessages().shop;
  return (
    <>
      <PageHeader title={t.title} />
      <Panel title={t.panel}>
        <div role="status" aria-busy="true" className="grid gap-4 md:grid-cols-2">
          <span className="sr-only">{t.loading}</span>
          {[1, 2, 3, 4].map((index) => (
            <span key={index} aria-hidden="true" className="h-16 w-full animate-pulse rounded bg-grey-100" />
          ))}
        </div>
      </Panel>
    </>
  );
}
