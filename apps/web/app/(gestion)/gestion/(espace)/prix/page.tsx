import type { Metadata } from "next";
import { PriceChangesQuerySchema, type PriceChanges } from "@shop/domain/contract/admin-catalogue-reads";
import { PageHeader, Pagination, Panel } from "@/components/admin/admin-ui";
import { PriceLog } from "@/components/admin/products/price-log";
import { adminGet, withQuery } from "@/lib/admin/server";
import { getAdminProductsMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminProductsMessages().prices.metaTitle };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Every price and promo price change of the shop, newest first, from the editor, bulk changes and imports. */
export default async function PriceLogPage({ searchParams }: { searchParams: SearchParams }) {
  const page = (await searchParams).page;
  const parsed = PriceChangesQuerySchema.safeParse({ page: Array.isArray(page) ? page[0] : page });
  const query = parsed.success ? parsed.data : PriceChangesQuerySchema.parse({});
  const log = await adminGet<PriceChanges>("/api/admin/price-changes", { page: query.page, pageSize: 50 });
  const t = getAdminProductsMessages().prices;
  return (
    <>
      <PageHeader title={t.title} description={t.intro} />
      <div className="grid gap-4">
        <Panel bodyClassName="">
          <PriceLog log={log} />
        </Panel>
        <Pagination
          page={log.page}
          pageSize={log.pageSize}
          total={log.total}
          href={(target) => withQuery("/gestion/prix", { page: target })}
        />
      </div>
    </>
  );
}
