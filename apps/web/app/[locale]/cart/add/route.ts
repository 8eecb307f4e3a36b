import { apiBaseUrl } from "@/lib/api/server";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address.mjs";
import { readWebEnv } from "@/lib/env.mjs";
import { localeHref } from "@/lib/locale/href";
import { isLocale } from "@/messages/locale";
import { ADD_REFUSAL_PARAM, type AddRefusal } from "@/lib/cart-refusals";

/**
 * The product page's « Ajouter au panier » before the page's code has started: the form is posted here as a plain
 * HTML form (colour, size, quantity), and the line is added through the same API call the form's code makes
 * (`PATCH /api/cart/update`, mode « add »), with the shopper's cookies, origin and address. The shopper lands on the
 * cart (303) with the line in it, or back on the product with the refusal's key in the address, which the page
 * shows under the button in its language. Once the code runs, the form sends its call itself and never comes here.
 */

/** A form of three short fields: anything longer is not the product page's. */
const MAX_BODY_BYTES = 2048;

/** The API's refusals the product page can say, by their code; anything else is « Une erreur interne est survenue ». */
const REFUSALS: Record<string, AddRefusal> = {
  OUT_OF_STOCK: "sizeSoldOut",
  CART_FULL: "cartFull",
  TOO_MANY_REQUESTS: "tooManyRequests",
  PRODUCT_ARCHIVED: "productArchived",
  // A colour or size the page did not offer (an old page, a hand-made form).
  NOT_FOUND: "skuNotFound",
  VALIDATION_ERROR: "skuNotFound",
  BAD_REQUEST: "skuNotFound",
};

const seeOther = (location: string, headers = new Headers()) => {
  headers.set("location", location);
  headers.set("cache-control", "no-store");
  return new Response(null, { status: 303, headers });
};

export async function POST(
  request: Request,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const length = Number(request.headers.get("content-length") ?? 0);
  const type = request.headers.get("content-type") ?? "";
  const body =
    // A browser's form always says its length: a body without one (chunked) is not read, whatever its size.
    length > 0 && length <= MAX_BODY_BYTES && type.startsWith("application/x-www-form-urlencoded")
      ? await request.text()
      : "";
  const form = new URLSearchParams(body.length <= MAX_BODY_BYTES ? body : "");
  const productId = Number(form.get("productId"));
  const colorNo = form.get("colorNo") ?? "";
  const size = form.get("size") ?? "";
  const quantity = Number(form.get("quantity") ?? 1);
  if (!Number.isSafeInteger(productId) || productId <= 0 || !colorNo)
    return seeOther(localeHref("/", locale));

  const product = localeHref(`/produit/${productId}?colorNo=${encodeURIComponent(colorNo)}`, locale);
  const refused = (refusal: AddRefusal, headers?: Headers) =>
    seeOther(`${product}&${ADD_REFUSAL_PARAM}=${refusal}`, headers);
  if (!size) return refused("sizeRequired");

  const headers = new Headers({
    accept: "application/json",
    "accept-language": locale,
    "content-type": "application/json",
  });
  for (const name of ["cookie", "origin", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  const secret = readWebEnv().PROXY_SECRET;
  if (secret && address) {
    headers.set(CLIENT_ADDRESS_HEADER, address);
    headers.set("x-shop-proxy-secret", secret);
  }

  let answer: Response;
  try {
    answer = await fetch(`${apiBaseUrl()}/api/cart/update`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({
        colorNo,
        size,
        quantity: Number.isSafeInteger(quantity) ? quantity : 1,
        mode: "add",
      }),
      cache: "no-store",
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return refused("internalError");
  }
  // The session's cookie, when the API opened one for this cart, goes to the browser as the forwarding would.
  const cookies = new Headers();
  for (const cookie of answer.headers.getSetCookie()) cookies.append("set-cookie", cookie);
  if (answer.ok) {
    await answer.body?.cancel();
    return seeOther(localeHref("/cart", locale), cookies);
  }
  const code = ((await answer.json().catch(() => null)) as { error?: { code?: string } } | null)?.error?.code;
  return refused(REFUSALS[code ?? ""] ?? "internalError", cookies);
}
