import type { BulkOperationInput, BulkPricesRequest } from "@shop/domain/contract/admin-bulk-prices";

/** How the merchant chooses the products: a category, a search (all its products) or a list ticked from a search. */
export type SelectionWay = "category" | "search" | "list";
export type SelectionDraft = { way: SelectionWay; categoryId: string; q: string; checked: number[] };

export type OperationKind = BulkOperationInput["kind"];
/** The operation's fields as typed (strings, as the inputs hold them); the API parses and refuses them in French. */
export type OperationDraft = {
  kind: OperationKind;
  price: string;
  percent: string;
  promoBy: "price" | "percent";
  promoPrice: string;
  promoPercent: string;
  start: string;
  end: string;
};

export const emptySelection: SelectionDraft = { way: "category", categoryId: "", q: "", checked: [] };
export const emptyOperation: OperationDraft = {
  kind: "percent",
  price: "",
  percent: "",
  promoBy: "percent",
  promoPrice: "",
  promoPercent: "",
  start: "",
  end: "",
};

/** « −10 », « -10 », « 12,5 »: what a French keyboard types, as a number string the API reads. */
const numberText = (text: string) => text.trim().replace("−", "-").replace(",", ".").replace(/\s/g, "");

/** The request body of a draft, or the way of choosing left empty (its field says so before anything is sent). */
export function requestOf(selection: SelectionDraft, operation: OperationDraft): { body: unknown } | { missing: SelectionWay } {
  const chosen =
    selection.way === "category"
      ? selection.categoryId && { categoryId: Number(selection.categoryId) }
      : selection.way === "search"
        ? selection.q.trim() && { q: selection.q.trim() }
        : selection.checked.length > 0 && { productIds: selection.checked };
  if (!chosen) return { missing: selection.way };
  const kind = operation.kind;
  const op =
    kind === "set-price"
      ? { kind, price: numberText(operation.price) }
      : kind === "percent"
        ? { kind, percent: numberText(operation.percent) }
        : kind === "promo"
          ? {
              kind,
              promoPrice: operation.promoBy === "price" ? numberText(operation.promoPrice) : null,
              promoPercent: operation.promoBy === "percent" ? numberText(operation.promoPercent) : null,
              start: operation.start || null,
              end: operation.end || null,
            }
          : { kind };
  return { body: { selection: chosen, operation: op } satisfies { selection: Partial<BulkPricesRequest["selection"]>; operation: unknown } };
}
