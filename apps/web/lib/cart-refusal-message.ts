import { MAX_CART_LINES } from "@shop/domain/constants";
import { formatMessage } from "@shop/domain/api-messages";
import { messageFor } from "@shop/domain/messages-ar";
import type { Locale } from "@shop/domain/constants";
import type { AddRefusal } from "./cart-refusals";

/**
 * What the product form says of a refusal of its plain post, in the page's language, and under which of its fields.
 * Read by the page on the server, so that both languages' messages stay out of the form's code.
 */
export function addRefusalMessage(
  refusal: AddRefusal,
  locale: Locale,
): { field: "size" | "form"; message: string } {
  const message =
    refusal === "cartFull"
      ? formatMessage(messageFor("cartFull", locale), { max: MAX_CART_LINES })
      : messageFor(refusal, locale);
  return { field: refusal === "sizeRequired" || refusal === "sizeSoldOut" ? "size" : "form", message };
}
