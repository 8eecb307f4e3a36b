import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { STAFF_COOKIE } from "@shop/domain/constants";
import type { StaffUser } from "@shop/domain/contract/admin-auth";
import { ApiRequestError, apiBaseUrl } from "@/lib/api/server";

/**
 * Back-office reads for server components: the API's own address, the staff cookie forwarded (and only that
 * one), never cached, since every page shows the state of the moment. Server-only.
 */
export const SIGN_IN_PATH = "/gestion/connexion";

async function staffCookie(): Promise<string | null> {
  const value = (await cookies()).get(STAFF_COOKIE)?.value;
  return value ? `${STAFF_COOKIE}=${value}` : null;
}

export type AdminQuery = Record<string, string | number | undefined>;

export function withQuery(path: string, query: AdminQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function send(path: string): Promise<Response> {
  const cookie = await staffCookie();
  if (!cookie) redirect(SIGN_IN_PATH);
  try {
    return await fetch(`${apiBaseUrl()}${path}`, { headers: { accept: "application/json", cookie }, cache: "no-store" });
  } catch (cause) {
    throw new ApiRequestError(`API injoignable : GET ${path}`, 0, "unreachable", { cause });
  }
}

/** The signed-in member of staff, or null (read once per request however many components ask). */
export const getStaffUser = cache(async (): Promise<StaffUser | null> => {
  if (!(await staffCookie())) return null;
  const response = await send("/api/admin/auth/me");
  return response.ok ? ((await response.json()) as StaffUser) : null;
});

/** Pages of the back office: a visitor who is not signed in as staff goes to the sign-in page. */
export async function requireStaff(): Promise<StaffUser> {
  const staff = await getStaffUser();
  if (!staff) redirect(SIGN_IN_PATH);
  return staff;
}

/**
 * GET a back-office resource. A session that ended sends the member to the sign-in page, an unknown id is the
 * page's 404; anything else unexpected throws for the error page.
 */
export async function adminGet<T>(path: string, query?: AdminQuery): Promise<T> {
  const url = withQuery(path, query);
  const response = await send(url);
  if (response.status === 401) redirect(SIGN_IN_PATH);
  if (response.status === 404) notFound();
  if (!response.ok) throw new ApiRequestError(`GET ${url} → ${response.status}`, response.status);
  return (await response.json()) as T;
}
