import type { Metadata } from "next";
import Link from "next/link";
import type { StockList, StockMovements as Movements } from "@shop/domain/contract/admin-stock";
import { EmptyState, PageHeader, Pagination, Panel, adminButton } from "@/components/admin/admin-ui";
import { StockMovements } from "@/components/admin/stock/stock-movements";
import { SearchField } from "@/components/admin/search-field";
import { StockTable } from "@/components/admin/stock/stock-table";
import { adminGet, withQuery } from "@/lib/admin/server";
import { getAdminPagesMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminPagesMessages().stock.metaTitle };

const LOW_THRESHOLD = 3;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** Find a SKU by EAN, title or colour number and change its stock; with no search, the low-stock list. */
export default async function StockPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const q = first(params.q);
  const sku = Number(first(params.sku)) || undefined;
  const page = Math.max(1, Number(first(params.page)) || 1);
  const t = getAdminPagesMessages().stock;
  const [list, movements] = await Promise.all([
    q
      ? adminGet<StockList>("/api/admin/stock", { q, page })
      : adminGet<StockList>("/api/admin/stock/low", { threshold: LOW_THRESHOLD, page }),
    sku ? adminGet<Movements>(`/api/admin/stock/${sku}/movements`) : null,
  ]);
  const href = (changes: Record<string, string | number | undefined>) => withQuery("/gestion/stock", { q, page, sku, ...changes });

  return (
    <>
      <PageHeader title={t.title} />
      <div className="grid gap-4">
        <form method="get" action="/gestion/stock" role="search" className="flex gap-2 rounded-lg border border-grey-200 bg-white p-4">
          <SearchField
            id="stock-q"
            label={t.search}
            placeholder={t.searchPlaceholder}
            defaultValue={q}
            submit={
              <button type="submit" className={adminButton("primary")}>
                {t.searchButton}
              </button>
            }
          />
        </form>
        {movements && (
          <Panel
            title={`${t.movements} – ${movements.sku.title} · ${movements.sku.colorName} · ${movements.sku.size}`}
            actions={
              <Link href={href({ sku: undefined })} className="text-sm font-semibold text-grey-600 hover:text-ink">
                {t.close}
              </Link>
            }
            bodyClassName=""
          >
            <StockMovements data={movements} />
          </Panel>
        )}
        <Panel title={q ? t.resultsTitle(q) : t.low(LOW_THRESHOLD)} bodyClassName="">
          {list.skus.length === 0 ? (
            <EmptyState title={q ? t.empty : t.lowEmpty}>{q ? t.prompt : null}</EmptyState>
          ) : (
            <StockTable skus={list.skus} historyHref={(skuId) => href({ sku: skuId })} />
          )}
        </Panel>
        <Pagination page={list.page} pageSize={list.pageSize} total={list.total} href={(target) => href({ page: target })} />
      </div>
    </>
  );
}
