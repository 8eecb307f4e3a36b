import type { Order } from "@shop/domain/api-types";
import { cookies } from "next/headers";
import { SESSION_COOKIE } from "@shop/domain/constants";
import { apiGetOrNull } from "./server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An order for a server component, read with the shopper's session (the API gives the full order only to the
 * session or account that placed it), never cached; null when the id is missing, malformed or unknown.
 */
export async function getOrderOrNull(id: unknown): Promise<Order | null> {
  if (typeof id !== "string" || !UUID.test(id)) return null;
  const session = (await cookies()).get(SESSION_COOKIE)?.value;
  const headers = session ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(session)}` } : undefined;
  return apiGetOrNull<Order>(`/api/guest-order/${id}`, { revalidate: 0, ...(headers ? { headers } : {}) });
}
