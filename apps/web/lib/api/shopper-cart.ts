import { cookies } from "next/headers";
import { SESSION_COOKIE } from "@shop/domain/constants";
import type { Cart } from "@shop/domain/contract/cart";
import type { User } from "@shop/domain/contract/accounts";
import { localizeNames } from "@/lib/locale/names";
import { currentLocale } from "@/messages/locale";
import { apiBaseUrl } from "./server";

/** How long the page waits for the API's answers before leaving the cart to the browser. */
const READ_TIMEOUT_MS = 3000;

/** The request's cart (null: none yet) and whether its shopper is signed in, as the API answers them. */
export type ShopperCart = { cart: Cart | null; signedIn: boolean };

/**
 * The cart and the signed-in state of the current request, read by the server with the shopper's own cookies so
 * that the cart and the checkout pages come drawn in their HTML: a visitor without a session has no cart and is
 * signed out without asking the API. Undefined when the API could not tell (unreachable, an error): the browser
 * reads both itself then, as it does anyway once the page runs. Never cached.
 */
export async function getShopperCart(): Promise<ShopperCart | undefined> {
  const jar = await cookies();
  if (!jar.get(SESSION_COOKIE)?.value) return { cart: null, signedIn: false };
  const locale = currentLocale();
  const headers = { accept: "application/json", "accept-language": locale, cookie: jar.toString() };
  const signal = AbortSignal.timeout(READ_TIMEOUT_MS);
  // Each answer is read whole: a body cancelled instead kept the page’s render waiting.
  const read = async (path: string) => {
    const response = await fetch(`${apiBaseUrl()}${path}`, { headers, cache: "no-store", signal });
    return { status: response.status, text: await response.text() };
  };
  try {
    const [cart, user] = await Promise.all([read("/api/cart"), read("/api/users/me")]);
    if ((cart.status !== 200 && cart.status !== 404) || (user.status !== 200 && user.status !== 401))
      return undefined;
    return {
      cart: cart.status === 404 ? null : localizeNames(JSON.parse(cart.text) as Cart, locale),
      signedIn: user.status === 200 && Boolean((JSON.parse(user.text) as Partial<User>).email),
    };
  } catch {
    return undefined;
  }
}
