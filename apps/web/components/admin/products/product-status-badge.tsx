import type { ProductStatus } from "@shop/domain/constants";
import { getAdminProductsMessages } from "@/messages/admin";

const TONES: Record<ProductStatus, string> = {
  draft: "bg-grey-100 text-grey-700 ring-grey-300",
  published: "bg-success/10 text-success ring-success/30",
  archived: "bg-promo/10 text-promo ring-promo/30",
};

export const PRODUCT_STATUS_DOTS: Record<ProductStatus, string> = {
  draft: "bg-grey-400",
  published: "bg-success",
  archived: "bg-promo",
};

/** Draft, published or archived, in the orders' badge style. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${PRODUCT_STATUS_DOTS[status]}`} />
      {getAdminProductsMessages().status[status]}
    </span>
  );
}
