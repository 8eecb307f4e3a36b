import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { User } from "@shop/domain/contract/accounts";
import { localeHref } from "@/lib/locale/href";
import { currentLocale } from "@/messages/locale";
import { apiBaseUrl } from "./server";

/**
 * The signed-in user of the current request, read by the server with the shopper's own cookies (the session
 * cookie is first-party on the web origin); null when signed out. Never cached.
 */
export async function getSessionUser(): Promise<User | null> {
  const cookieHeader = (await cookies()).toString();
  if (!cookieHeader) return null;
  const response = await fetch(`${apiBaseUrl()}/api/users/me`, {
    headers: { accept: "application/json", cookie: cookieHeader },
    cache: "no-store",
  });
  if (response.status !== 200) return null;
  const user = (await response.json()) as Partial<User>;
  return user.email ? (user as User) : null;
}

/** Account pages: a signed-out shopper goes to the login page, and comes back to `path` afterwards. */
export async function requireSignIn(path: string): Promise<User> {
  const user = await getSessionUser();
  if (!user) redirect(localeHref(`/account/login?redirect=${encodeURIComponent(path)}`, currentLocale()));
  return user;
}
